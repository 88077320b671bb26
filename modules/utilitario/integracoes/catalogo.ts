/**
 * The connections this product has to outside services, read from the server's settings
 * (server/config.ts, from the environment): each says whether it is configured and where it
 * points — the server and port, never a user, password or key. The provider-specific services of
 * the original product (chat, Sólides, Eduvem, Colabore, BI) are listed as not available here.
 */
import type { AppConfig } from '../../../server/config';
import type { Integracao } from './integracoes.api';

/** An address without credentials, query or fragment: `smtp://mail.exemplo.com:587`. */
export function semSegredos(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${parsed.protocol}//${parsed.host}${path}`;
  } catch {
    return 'endereço inválido';
  }
}

const NAO_DISPONIVEIS: Pick<Integracao, 'codigo' | 'nome' | 'descricao'>[] = [
  { codigo: 'chat', nome: 'Chat de atendimento', descricao: 'Conversa com o atendimento do fornecedor pela navegação lateral.' },
  { codigo: 'solides', nome: 'Sólides', descricao: 'Vagas e candidatos trocados com a plataforma Sólides.' },
  { codigo: 'eduvem', nome: 'Eduvem', descricao: 'Cursos realizados na plataforma de ensino Eduvem.' },
  { codigo: 'colabore', nome: 'Fortes Colabore', descricao: 'Aplicativo móvel dos colaboradores, com chaves de integração.' },
  { codigo: 'bi', nome: 'Fortes BI', descricao: 'Exportação dos dados para os painéis de BI do fornecedor.' },
];

/** A service this installation may call, configured when its address variable is set. */
function configuravel(url: string | undefined, servico: Pick<Integracao, 'codigo' | 'nome' | 'descricao' | 'variaveis'>): Integracao {
  return { ...servico, situacao: url ? 'CONFIGURADA' : 'NAO_CONFIGURADA', destino: url ? semSegredos(url) : null, testavel: Boolean(url) };
}

export function integracoes(config: AppConfig): Integracao[] {
  return [
    configuravel(config.smtpUrl, {
      codigo: 'smtp',
      nome: 'Servidor de e-mail (SMTP)',
      descricao: 'Envio dos e-mails do sistema: avisos, lembretes, recuperação de senha. Sem ele, cada e-mail é gravado como arquivo (MAIL_DIR).',
      variaveis: ['SMTP_URL', 'MAIL_FROM'],
    }),
    configuravel(config.cepUrl, {
      codigo: 'cep',
      nome: 'Consulta de CEP',
      descricao: 'Preenche o endereço pelo CEP nos formulários (serviço compatível com o ViaCEP). Sem ele, o endereço é digitado.',
      variaveis: ['CEP_URL'],
    }),
    // Its test asks one tiny completion outside the credits (testes.ts): a connection check is not a suggestion.
    configuravel(config.assistenteUrl, {
      codigo: 'assistente',
      nome: 'Assistente RH (IA)',
      descricao: 'Sugestões do assistente nos formulários de cargos e de pesquisas.',
      variaveis: ['ASSISTENTE_URL', 'ASSISTENTE_MODELO', 'ASSISTENTE_CHAVE', 'ASSISTENTE_TIMEOUT_MS'],
    }),
    ...NAO_DISPONIVEIS.map((i) => ({ ...i, situacao: 'NAO_DISPONIVEL' as const, destino: null, variaveis: [], testavel: false })),
  ];
}
