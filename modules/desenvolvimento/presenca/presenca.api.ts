/**
 * What the attendance calls take and answer (OpenAPI components, `npm run gen`): a class's
 * days and, for one of them, who was there; the day's QR code; and the public page where a
 * participant confirms their own presence with CPF and birth date.
 */

/** A class day as the attendance screen lists it. */
export interface DiaDaLista {
  /** yyyy-MM-dd */
  dia: string;
  turno: string;
  /** The shift's name, as the day's declaration titles it. */
  turnoDescricao: string;
  horaIni: string | null;
  horaFim: string | null;
  descricao: string | null;
}

/** A participant of the class and whether they were there on the chosen day. */
export interface ParticipanteDaLista {
  colaboradorTurmaId: number;
  nome: string;
  presente: boolean;
  /** L checklist, Q QR code; null when absent. */
  origem: string | null;
  percentualFrequencia: number;
  aprovado: boolean;
}

/** GET /api/turmas/{id}/presenca?dia=: the class, its days and, for the day, its participants. */
export interface ListaDePresenca {
  turmaId: number;
  turma: string;
  curso: string;
  dias: DiaDaLista[];
  /** The day shown: the one asked, else today when it is a class day, else the first; null without days. */
  dia: string | null;
  participantes: ParticipanteDaLista[];
}

/** PUT /api/turmas/{id}/presenca: ticks or unticks participants on a class day ("Marcar todos" sends them all). */
export interface MarcacaoDePresenca {
  /**
   * @title Dia
   * @format date
   */
  dia: string;
  /**
   * @title Participantes
   * @minItems 1
   * @maxItems 2000
   */
  colaboradorTurmaIds: number[];
  /** @title Presente */
  presente: boolean;
}

/** GET /api/turmas/{id}/pode-gerar-qrcode-presenca: today is one of the class's days. */
export interface PodeGerarQrCode {
  podeGerar: boolean;
  /** Today (yyyy-MM-dd, São Paulo). */
  hoje: string;
}

/** GET /api/dias-turmas/qr-code-presenca: the day's signed link and its QR code (SVG). */
export interface QrCodePresenca {
  dia: string;
  link: string;
  svg: string;
}

/** GET /api/externo/presenca?token=: what the participant is confirming, before identifying themself. */
export interface AulaDoLink {
  curso: string;
  turma: string;
  dia: string;
}

/** POST /api/externo/presenca: the participant identifies themself on the public page. */
export interface ConfirmacaoDePresenca {
  /** @title Link */
  token: string;
  /**
   * @title CPF
   * @pattern ^\d{11}$
   * @errorMessage Informe o CPF com 11 dígitos.
   */
  cpf: string;
  /**
   * @title Data de nascimento
   * @format date
   */
  dataNascimento: string;
}

/** The answer of a confirmed presence. */
export interface PresencaRegistrada {
  mensagem: string;
  curso: string;
  dia: string;
  nome: string;
}
