/**
 * What the home page's message calls take and answer (spec 02 §3 "Home messages"; OpenAPI
 * components, `npm run gen`): the user's boxes, one per type of message, their arrangement, and
 * the messages themselves.
 */

/** The type of a message, which is its box (titles in schemas/mensagens/mensagem.json). */
export type TipoMensagem = 'R' | 'C' | 'P' | 'A' | 'T' | 'F' | 'S' | 'U';

/** A message as delivered to the signed-in user. */
export interface MensagemDoUsuario {
  /** The message. */
  id: number;
  /** Its delivery to this user: what is read, marked read and removed. */
  usuarioMensagemId: number;
  tipo: TipoMensagem;
  /** The kind of fact it tells, the event that wrote it (modules/mensagens/eventos/: `solicitacao-aprovar`, `exame-vencer`...). */
  evento: string;
  remetente: string;
  /** When it was written (ISO date and time). */
  data: string;
  texto: string;
  /** The text's first words, for the box. */
  textoAbreviado: string;
  /** Where the user acts on it (a screen of the app). */
  link: string | null;
  lida: boolean;
}

/** One box of the home page: its unread messages, up to 30 (spec §9), and how many there are. */
export interface CaixaMensagens {
  tipo: TipoMensagem;
  titulo: string;
  mensagens: MensagemDoUsuario[];
  naoLidas: number;
  minimizado: boolean;
}

/** A line of "Para hoje": one kind of pending fact (an event) with unread messages, whichever box holds them. */
export interface PendenciaDoDia {
  /** The event (`MensagemDoUsuario.evento`). */
  evento: string;
  /** The kind of fact as the user reads it ("Exame a vencer"); the box's title for a message no event wrote. */
  titulo: string;
  /** The box it is in. */
  tipo: TipoMensagem;
  naoLidas: number;
  /** The newest unread one's text, abbreviated. */
  ultima: string;
}

/** GET /api/mensagens/caixas: the two columns, in the user's order, and what to do today. */
export interface CaixasMensagens {
  caixasEsquerda: CaixaMensagens[];
  caixasDireita: CaixaMensagens[];
  /** One line per kind of pending fact, the most unread first. */
  paraHoje: PendenciaDoDia[];
}

/** PUT /api/mensagens/caixas: where each box goes and which are minimised. Every type in exactly one column. */
export interface ArrumacaoCaixas {
  /**
   * @title Caixas da esquerda
   * @maxItems 8
   */
  caixasEsquerda: TipoMensagem[];
  /**
   * @title Caixas da direita
   * @maxItems 8
   */
  caixasDireita: TipoMensagem[];
  /**
   * @title Caixas minimizadas
   * @maxItems 8
   */
  caixasMinimizadas: TipoMensagem[];
}

/** PATCH /api/mensagens/{usuarioMensagemId}/lida. */
export interface MarcacaoLida {
  lida: boolean;
}

/** GET /api/mensagens?tipo=: the user's messages of a type (read or not), newest first. */
export interface MensagensPage {
  content: MensagemDoUsuario[];
  pageable: { paged: boolean; offset: number };
  size: number;
  totalElements: number;
}

/** A news item of the installation as the signed-in user sees it (spec 02 §3 "News item"). */
export interface NoticiaDoUsuario {
  id: number;
  texto: string;
  link: string | null;
  /** 0 critical, -1 new (both shown by themselves on the home page while unread); any other, ordinary. */
  criticidade: number;
  /** When it was published (ISO date and time). */
  data: string;
  lida: boolean;
}
