/**
 * The licence's status (spec §4 "Licence status"), decided afresh at every read from the stored
 * file: a licence expires with the calendar, and a company removed or a key replaced makes it
 * inconsistent without anyone touching it.
 */
import type { LeituraLicenca } from './arquivo';
import type { DadosLicenca, StatusLicenca } from './licenca.api';

export interface SituacaoLicenca {
  status: StatusLicenca;
  explicacao: string;
  /** The licence's data, only when its signature holds. */
  dados: DadosLicenca | null;
}

export const ROTULO_STATUS: Record<StatusLicenca, string> = {
  NovaInstalacao: 'Nova Instalação',
  Ativa: 'Ativa',
  Inativa: 'Inativa',
  Inconsistente: 'Inconsistente',
};

/** 2026-11-27 → 27/11/2026. */
export const dataBr = (data: string) => data.split('-').reverse().join('/');

export interface Instalacao {
  id: string;
  /** CNPJ/CPF of every company of this installation, digits only. */
  cnpjs: readonly string[];
  /** YYYY-MM-DD, São Paulo. */
  hoje: string;
}

export function situacaoDaLicenca(leitura: LeituraLicenca | null, instalacao: Instalacao): SituacaoLicenca {
  if (!leitura) {
    return {
      status: 'NovaInstalacao',
      explicacao: 'Nenhuma licença foi importada nesta instalação. Gere o ticket, envie-o ao fornecedor e importe aqui o arquivo de licença recebido.',
      dados: null,
    };
  }
  if (!leitura.valida) {
    return {
      status: 'Inconsistente',
      explicacao:
        leitura.motivo === 'assinatura'
          ? 'A assinatura da licença não confere com a chave pública do sistema: o arquivo foi alterado ou não foi emitido pelo fornecedor. Importe o arquivo original.'
          : 'O arquivo de licença guardado não pode ser lido. Importe o arquivo original.',
      dados: null,
    };
  }
  const { dados } = leitura;
  if (dados.instalacao !== instalacao.id) {
    return { status: 'Inconsistente', explicacao: `A licença foi emitida para outra instalação (${dados.instalacao}). Gere o ticket desta instalação e peça uma nova licença.`, dados };
  }
  if (!instalacao.cnpjs.includes(dados.cnpj)) {
    return { status: 'Inconsistente', explicacao: 'O CPF/CNPJ da licença não é de nenhuma empresa desta instalação. Confira o cadastro das empresas ou retifique o CPF/CNPJ e peça uma nova licença.', dados };
  }
  if (dados.dataExpiracao < instalacao.hoje) {
    return { status: 'Inativa', explicacao: `A licença expirou em ${dataBr(dados.dataExpiracao)}. Importe a licença renovada pelo fornecedor.`, dados };
  }
  return { status: 'Ativa', explicacao: `Licença válida até ${dataBr(dados.dataExpiracao)}.`, dados };
}
