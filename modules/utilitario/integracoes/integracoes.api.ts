/** What Utilitários › Integrações reads and sends (OpenAPI components, `npm run gen`). */

/**
 * CONFIGURADA: its settings are in the environment; NAO_CONFIGURADA: it is offered, but the
 * settings are missing; NAO_DISPONIVEL: a provider's service this installation does not have.
 */
export type SituacaoIntegracao = 'CONFIGURADA' | 'NAO_CONFIGURADA' | 'NAO_DISPONIVEL';

/** One connection of the product to an outside service. */
export interface Integracao {
  /** smtp, cep, assistente, chat, solides, eduvem, colabore, bi. */
  codigo: string;
  nome: string;
  /** What it is for, in pt-BR. */
  descricao: string;
  situacao: SituacaoIntegracao;
  /** Where it points (server and port, the service's address), never a user, password or key; null when not configured. */
  destino: string | null;
  /** The environment variables that configure it. */
  variaveis: string[];
  /** Whether "Testar conexão" is offered. */
  testavel: boolean;
}

/** GET /api/integracoes. */
export interface IntegracoesLista {
  integracoes: Integracao[];
}

/** The answer of a connection test: whether it worked and, either way, what happened. */
export interface ResultadoTesteIntegracao {
  sucesso: boolean;
  mensagem: string;
}

/** POST /api/integracoes/cep/testar. */
export interface TesteCep {
  /**
   * @title CEP
   * @pattern ^\d{5}-?\d{3}$
   * @errorMessage CEP inválido
   */
  cep: string;
}
