/**
 * What the vaccination calls beyond CRUD take and answer (OpenAPI components, `npm run gen`): a
 * talent's card, registering the next dose for one talent and for several at once (spec 02 §3
 * "Vaccination", "Card"; §5).
 */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** A dose on the card: when it is due, when it was taken, its lot and its state. */
export interface DoseDoCartao {
  /** The vacinacao record (to edit its date and lot). */
  id: number;
  version: number;
  numeroDose: number;
  dataPrevista: string | null;
  dataRealizacao: string | null;
  lote: string | null;
  /** Recebida, Atrasada or A receber. */
  situacao: string;
}

/** A vaccine on the talent's card, its doses in order and its status (Em andamento, Completo, Interrompido). */
export interface VacinaDoCartao {
  vacinaId: number;
  vacina: string;
  status: string;
  vacinacoes: DoseDoCartao[];
}

/** GET /api/cartoes-vacinacao/colaborador/{colaboradorId}. */
export interface CartaoVacinacao {
  colaborador: { id: number; nome: string; areaOrganizacional: string | null; cargo: string | null };
  vacinas: VacinaDoCartao[];
}

/** A dose taken: the next one due of the vaccine (the first, when the vaccine is not yet on the card). */
export interface DoseRegistrada {
  /** @title Vacina */
  vacinaId: Id;
  /**
   * @title Data da realização
   * @format date
   */
  dataRealizacao: string;
  /**
   * @title Lote
   * @minLength 1
   * @maxLength 30
   */
  lote: string;
}

/** POST /api/vacinacao-em-lote: the same dose for each talent chosen. */
export interface VacinacaoEmLote extends DoseRegistrada {
  /**
   * Absent counts as empty, so both get the spec's message.
   * @title Talentos
   * @default []
   * @minItems 1
   * @maxItems 5000
   * @errorMessage É necessário selecionar ao menos 1 talento.
   */
  colaboradorIds?: Id[];
}

/** A talent the dose was given to, and which dose it was. */
export interface TalentoVacinado {
  colaboradorId: number;
  nome: string;
  numeroDose: number;
}

/** What a vaccination did: who got which dose; those whose vaccine was already complete are left as they were. */
export interface ResultadoVacinacao {
  vacinados: TalentoVacinado[];
  completos: { colaboradorId: number; nome: string }[];
}

/** The query of GET /api/vacinacao-em-lote/talentos: the active talents to choose from, filtered. */
export interface ConsultaTalentosDoLote {
  /** The vaccine whose next dose each talent would get. */
  vacinaId?: Id;
  nome?: string;
  areaOrganizacionalId?: Id;
  cargoId?: Id;
  estabelecimentoId?: Id;
  /**
   * @asType integer
   * @minimum 0
   */
  page?: number;
  /**
   * @asType integer
   * @minimum 1
   * @maximum 100
   */
  size?: number;
}

/** An active talent to vaccinate, and the dose of the vaccine chosen they would get (null: the vaccine is complete). */
export interface TalentoDoLote {
  id: number;
  nome: string;
  areaOrganizacional: string | null;
  cargo: string | null;
  estabelecimento: string | null;
  proximaDose: number | null;
}

export interface PaginaTalentosDoLote {
  content: TalentoDoLote[];
  totalElements: number;
}
