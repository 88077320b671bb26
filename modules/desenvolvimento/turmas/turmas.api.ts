/**
 * What a class's calls beyond CRUD take and answer (OpenAPI components, `npm run gen`): its
 * participants with their área and cargo, adding talents (chosen, or all of an área or cargo)
 * or those of other classes, and the notice by e-mail.
 */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** A participant of a class as its screen lists them (GET /api/turmas/{id}/participantes). */
export interface ParticipanteDaTurma {
  /** The colaboradorTurma's id (to remove it). */
  id: number;
  colaboradorId: number;
  nome: string;
  areaOrganizacional: string | null;
  cargo: string | null;
  email: string | null;
  percentualFrequencia: number;
  aprovado: boolean;
}

/** The class and its participants. */
export interface ParticipantesDaTurma {
  turma: { id: number; descricao: string; curso: string; qtdParticipantesPrevistos: number | null };
  participantes: ParticipanteDaTurma[];
}

/** POST /api/turmas/{id}/colaboradores: the talents chosen and/or every active one of an área or cargo (both: of both). */
export interface TalentosParaTurma {
  /**
   * @title Talentos
   * @maxItems 5000
   */
  colaboradoresIds?: Id[];
  /** @title Área organizacional */
  areaOrganizacionalId?: Id;
  /** @title Cargo */
  cargoId?: Id;
}

/** POST /api/turmas/{id}/clona-colaboradores: the participants of other classes join this one. */
export interface ClonaColaboradores {
  /** Spec §7 sends it; the classes say their course. */
  cursoId?: Id;
  /**
   * @title Turmas
   * @minItems 1
   * @maxItems 100
   * @errorMessage Selecione ao menos uma turma.
   */
  turmaIds: Id[];
}

/** What adding talents to a class did: those already in are skipped, never refused. */
export interface InclusaoNaTurma {
  incluidos: number;
  jaParticipavam: number;
  /** Participants of the class now. */
  total: number;
  /** Set when the class now has more participants than planned: a warning, the talents were added. */
  aviso?: string;
}

/** POST /api/turmas/{id}/envia-aviso: how many were sent, and who could not be told (no e-mail). */
export interface AvisoEnviado {
  enviados: number;
  semEmail: string[];
}
