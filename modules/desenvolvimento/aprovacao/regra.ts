/**
 * The approval rule of a class participant (issue 15): frequency is presences on class days over
 * the class's days, and the participant is approved when it reaches the course's minimum and every
 * evaluation of the course reached its own minimum (a course without evaluations: frequency alone).
 * Pure, so the rule is read and tested in one place; `recalcular.ts` feeds it from the database.
 */

export interface AvaliacaoExigida {
  avaliacaoCursoId: number;
  /** Null: any result passes, but there must be one. */
  minimo: number | null;
}

export interface DadosDaAprovacao {
  diasDaTurma: number;
  /** Presences on days that are the class's. */
  presencas: number;
  /** The course's minimum frequency, in %. */
  minimoFrequencia: number;
  avaliacoes: AvaliacaoExigida[];
  /** The participant's result per avaliacaoCurso id. */
  resultados: ReadonlyMap<number, number>;
}

export interface Aprovacao {
  percentualFrequencia: number;
  aprovado: boolean;
}

const duasCasas = (valor: number) => Math.round(valor * 100) / 100;

export function aprovacao(dados: DadosDaAprovacao): Aprovacao {
  const percentualFrequencia = dados.diasDaTurma ? duasCasas((Math.min(dados.presencas, dados.diasDaTurma) * 100) / dados.diasDaTurma) : 0;
  // A class without days has had no lesson yet: nobody is approved by default.
  const frequente = dados.diasDaTurma > 0 && percentualFrequencia >= dados.minimoFrequencia;
  const avaliado = dados.avaliacoes.every(({ avaliacaoCursoId, minimo }) => {
    const resultado = dados.resultados.get(avaliacaoCursoId);
    return resultado !== undefined && resultado >= (minimo ?? 0);
  });
  return { percentualFrequencia, aprovado: frequente && avaliado };
}
