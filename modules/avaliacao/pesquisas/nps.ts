/**
 * Net Promoter Score: who answers 9 or 10 promotes, 7 or 8 is neutral (passive), 0 to 6 detracts;
 * the score is the share of promoters minus the share of detractors, from −100 to 100 (one
 * decimal). Pure functions, unit-tested beside; the server reads the grades, the screen draws them.
 */
import type { GrupoNps, Nps, NpsDoMes } from './pesquisas.api';

/** The question an NPS survey is made with (HR may reword it in the survey's questions). */
export const PERGUNTA_NPS = {
  ordem: 1,
  texto: 'Em uma escala de 0 a 10, o quanto você recomendaria a empresa como um lugar para trabalhar a um amigo ou familiar?',
  tipo: 4,
  obrigatoria: true,
  peso: 1,
  notaMinima: 0,
  notaMaxima: 10,
  exigirComentario: true,
  comentario: 'Conte-nos o motivo da sua nota.',
};

export function grupoNps(nota: number): GrupoNps {
  if (nota >= 9) return 'promotores';
  return nota >= 7 ? 'neutros' : 'detratores';
}

const umaCasa = (valor: number) => Math.round(valor * 10) / 10;
const percentual = (parte: number, total: number) => (total ? umaCasa((parte * 100) / total) : 0);

/** The score of these grades (null without any). */
export function nps(notas: number[]): Nps {
  const conta = { promotores: 0, neutros: 0, detratores: 0 };
  for (const nota of notas) conta[grupoNps(nota)] += 1;
  const total = notas.length;
  return {
    total,
    ...conta,
    percentualPromotores: percentual(conta.promotores, total),
    percentualNeutros: percentual(conta.neutros, total),
    percentualDetratores: percentual(conta.detratores, total),
    // From the counts, not the rounded shares: 1/3 − 0 is 33.3, never 33.4.
    score: total ? umaCasa(((conta.promotores - conta.detratores) * 100) / total) : null,
  };
}

/** The score month by month (`yyyy-MM` of the answer's date), oldest first. */
export function npsPorMes(respostas: { data: string; nota: number }[]): NpsDoMes[] {
  const meses = new Map<string, number[]>();
  for (const { data, nota } of respostas) {
    const mes = data.slice(0, 7);
    meses.set(mes, [...(meses.get(mes) ?? []), nota]);
  }
  return [...meses].sort(([a], [b]) => a.localeCompare(b)).map(([mes, notas]) => ({ mes, ...nps(notas) }));
}
