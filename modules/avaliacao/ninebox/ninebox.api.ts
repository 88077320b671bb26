/**
 * What the Nine Box calls answer (OpenAPI components, `npm run gen`): an evaluation's talents
 * placed in the nine boxes of the configuration in force on its date.
 */

/** A talent in a box. */
export interface TalentoNoBox {
  id: number;
  nome: string;
  cargo: string | null;
  /** Questionnaire score, %. */
  desempenho: number;
  /** Competence attainment, %. */
  potencial: number;
}

export interface BoxDoGrafico {
  /** 1..9: box1 high potencial / low desempenho … box9 low potencial / high desempenho. */
  numero: number;
  nomeclatura: string;
  descricao: string;
  quantidade: number;
  colaboradores: TalentoNoBox[];
}

/** GET /api/ninebox/chart/{avaliacaoId}. */
export interface GraficoNineBox {
  avaliacao: { id: number; titulo: string; dataFim: string };
  /** The configuration used: the latest from a date up to the evaluation's end (id null: the defaults, none saved yet). */
  configuracao: {
    id: number | null;
    data: string | null;
    percentualBaixoPotencial: number;
    percentualAltoPotencial: number;
    percentualBaixoDesempenho: number;
    percentualAltoDesempenho: number;
  };
  /** Desempenho on the vertical axis and potencial on the horizontal (system parameter). */
  eixoInvertido: boolean;
  boxes: BoxDoGrafico[];
  /** Avaliados without a desempenho (no final answer yet) or a potencial (no competence assessment): in no box. */
  semResultado: number;
}
