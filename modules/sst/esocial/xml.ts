/**
 * The S-2240 event (`evtExpRisco`, layout S-1.3) from the domain's input: each value mapped to
 * the XSD's code (tipos.xsd and evtExpRisco.xsd), and each group written only when the layout's
 * conditions ask for it (its "Validação" and "CONDICAO_GRUPO" notes) — the XSD itself cannot say
 * those, so the event would otherwise pass the schema and be refused at the reception. One element
 * per line: the validator reports an error's element path from its line.
 */
import type { EntradaS2240, ItemRiscoS2240, SimNao } from './entrada';

export const NAMESPACE_S2240 = 'http://www.esocial.gov.br/schema/evt/evtExpRisco/v_S_01_03_00';

/** Tabela 24's "ausência de agente nocivo": no evaluation, no EPC/EPI. */
export const AUSENCIA_DE_AGENTE = '09.01.001';
/** Agents whose tolerance limit is computed per measurement (`limTol`). */
const COM_LIMITE_DE_TOLERANCIA = ['01.18.001', '02.01.014'];
/** Agents whose `dscAgNoc` is required (the layout's list). */
export const DESCRICAO_OBRIGATORIA = [
  '01.01.001', '01.02.001', '01.03.001', '01.04.001', '01.05.001', '01.06.001', '01.07.001', '01.08.001', '01.09.001',
  '01.10.001', '01.12.001', '01.13.001', '01.14.001', '01.15.001', '01.16.001', '01.17.001', '01.18.001', '05.01.001',
];
/** Agent added by a judicial or administrative decision: its process number goes with it. */
const POR_DECISAO = '05.01.001';
/** From this start, 09.01.001 carries no description. */
const SEM_DESCRICAO_DA_AUSENCIA_DESDE = '2024-04-22';

/** What the app fills in `ideEvento`: production environment, issued by the employer's own application. */
export interface Emissao {
  /** `Id`, from `idEvento`. */
  id: string;
  /** `verProc`: the application and its version. */
  versaoAplicativo: string;
  /** 1 produção, 2 produção restrita. */
  tpAmb?: 1 | 2;
}

const escapar = (texto: string) => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const simNao = (valor: SimNao | undefined): 'S' | 'N' | undefined => (valor === undefined ? undefined : valor === true || valor === 'S' ? 'S' : 'N');

/** A decimal as the XSD writes it: a point, at most 4 decimals, no exponent. */
const decimal = (valor: number | undefined) => (valor === undefined ? undefined : (Math.round(valor * 10000) / 10000).toFixed(4).replace(/\.?0+$/, ''));

const apenasDigitos = (valor: string) => valor.replace(/\D/g, '');

/** Writes the elements of a group, one per line; a value left undefined writes nothing. */
class Escritor {
  private readonly linhas: string[] = [];
  private nivel = 0;

  abrir(nome: string, atributos = ''): this {
    this.linhas.push(`${'  '.repeat(this.nivel++)}<${nome}${atributos}>`);
    return this;
  }

  fechar(nome: string): this {
    this.linhas.push(`${'  '.repeat(--this.nivel)}</${nome}>`);
    return this;
  }

  campo(nome: string, valor: string | number | undefined | null): this {
    if (valor === undefined || valor === null) return this;
    this.linhas.push(`${'  '.repeat(this.nivel)}<${nome}>${escapar(String(valor))}</${nome}>`);
    return this;
  }

  grupo(nome: string, escrever: () => void): this {
    this.abrir(nome);
    escrever();
    return this.fechar(nome);
  }

  texto(): string {
    return `<?xml version="1.0" encoding="UTF-8"?>\n${this.linhas.join('\n')}\n`;
  }
}

function escreverAgente(x: Escritor, risco: ItemRiscoS2240, dtIniCondicao: string): void {
  const codigo = risco.atividadePerigosaInsalubre?.codigo;
  const ausencia = codigo === AUSENCIA_DE_AGENTE;
  const tpAval = ausencia ? undefined : (risco.tipoAvaliacao ?? '1');
  const quantitativo = tpAval === '1';
  x.grupo('agNoc', () => {
    x.campo('codAgNoc', codigo);
    x.campo('dscAgNoc', ausencia && dtIniCondicao >= SEM_DESCRICAO_DA_AUSENCIA_DESDE ? undefined : risco.descricao?.trim() || undefined);
    x.campo('tpAval', tpAval);
    if (quantitativo) {
      x.campo('intConc', decimal(risco.intensidadeConcentracao));
      x.campo('limTol', codigo && COM_LIMITE_DE_TOLERANCIA.includes(codigo) ? decimal(risco.limiteTolerancia) : undefined);
      x.campo('unMed', risco.unidadeMedida === undefined ? undefined : Number(risco.unidadeMedida));
      x.campo('tecMedicao', risco.tecnicaMedicao?.trim() || undefined);
    }
    x.campo('nrProcJud', codigo === POR_DECISAO && risco.numeroProcessoJudicial ? apenasDigitos(risco.numeroProcessoJudicial) : undefined);
    if (ausencia) return;
    const utilizEPC = risco.utilizaEpc ?? '0';
    const utilizEPI = risco.utilizaEpi ?? '0';
    x.grupo('epcEpi', () => {
      x.campo('utilizEPC', utilizEPC);
      if (utilizEPC === '2') x.campo('eficEpc', simNao(risco.epcEficaz));
      x.campo('utilizEPI', utilizEPI);
      if (utilizEPI !== '2') return;
      x.campo('eficEpi', simNao(risco.epiEficaz));
      for (const epi of risco.epis ?? []) x.grupo('epi', () => x.campo('docAval', epi.numeroCA.trim()));
      // The layout's default for each of the six questions is "S" (spec 02 §3), as the form's.
      x.grupo('epiCompl', () => {
        for (const pergunta of ['medProtecao', 'condFuncto', 'usoInint', 'przValid', 'periodicTroca', 'higienizacao'] as const) {
          x.campo(pergunta, simNao(risco[pergunta] ?? 'S'));
        }
      });
    });
  });
}

/** The unsigned `eSocial` document of one S-2240 event. */
export function montarEvtExpRisco(entrada: EntradaS2240, emissao: Emissao): string {
  const x = new Escritor();
  x.abrir('eSocial', ` xmlns="${NAMESPACE_S2240}"`);
  x.abrir('evtExpRisco', ` Id="${escapar(emissao.id)}"`);
  x.grupo('ideEvento', () => {
    x.campo('indRetif', entrada.retificaRecibo ? 2 : 1);
    x.campo('nrRecibo', entrada.retificaRecibo);
    x.campo('tpAmb', emissao.tpAmb ?? 1);
    x.campo('procEmi', 1);
    x.campo('verProc', emissao.versaoAplicativo);
  });
  x.grupo('ideEmpregador', () => {
    x.campo('tpInsc', 1);
    x.campo('nrInsc', apenasDigitos(entrada.cnpjEmpregador).slice(0, 8));
  });
  x.grupo('ideVinculo', () => {
    x.campo('cpfTrab', apenasDigitos(entrada.vinculo.cpf));
    x.campo('matricula', entrada.vinculo.matricula);
  });
  x.grupo('infoExpRisco', () => {
    x.campo('dtIniCondicao', entrada.dtIniCondicao);
    x.campo('dtFimCondicao', entrada.dtFimCondicao);
    x.grupo('infoAmb', () => {
      x.campo('localAmb', entrada.ambiente.localAmb);
      x.campo('dscSetor', entrada.ambiente.dscSetor.trim());
      x.campo('tpInsc', entrada.ambiente.tpInsc);
      x.campo('nrInsc', apenasDigitos(entrada.ambiente.nrInsc));
    });
    x.grupo('infoAtiv', () => x.campo('dscAtivDes', entrada.dscAtivDes.trim()));
    for (const risco of entrada.riscos) escreverAgente(x, risco, entrada.dtIniCondicao);
    for (const responsavel of entrada.responsaveis) {
      x.grupo('respReg', () => {
        x.campo('cpfResp', apenasDigitos(responsavel.cpf));
        x.campo('ideOC', responsavel.ideOC);
        x.campo('dscOC', responsavel.ideOC === 9 ? responsavel.dscOC : undefined);
        x.campo('nrOC', responsavel.nrOC);
        x.campo('ufOC', responsavel.ufOC);
      });
    }
    if (entrada.obs?.trim()) x.grupo('obs', () => x.campo('obsCompl', entrada.obs!.trim()));
  });
  x.fechar('evtExpRisco');
  x.fechar('eSocial');
  return x.texto();
}
