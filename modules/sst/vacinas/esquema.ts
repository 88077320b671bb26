/**
 * A vaccine's schedule on a talent's card, as pure functions of the doses (spec 02 §4 "Vaccination
 * card status"): when each dose is due, and how the vaccine stands. The dose's own state
 * (Recebida, Atrasada, A receber) is the `situacao` filter declared in schemas/sst/vacinacao.json.
 */
import { matchesCondition } from '../../../engine/actions';
import type { FilterDeclaration } from '../../../engine/declaration';
import { daysAfter } from '../../../engine/validation/brazilian';

/** A dose of the vaccine's schedule: days from it to the next (none on the last). */
export interface DoseDoEsquema {
  numeroDose: number;
  diasProximaDose: number | null;
}

/**
 * A vaccine with a dose overdue for more than this many days is Interrompido: the schedule stalled
 * and HR should find out why (a contraindication, a refusal, a talent away).
 */
export const DIAS_PARA_INTERROMPER = 90;

export type SituacaoVacina = 'Em andamento' | 'Completo' | 'Interrompido';

/**
 * The due date of each dose, by number: the first is due when it was taken (the card starts with
 * it); each next one that many days after the dose before it — taken, or else due.
 * `realizacoes` holds the doses taken, by number.
 */
export function datasPrevistas(esquema: readonly DoseDoEsquema[], realizacoes: ReadonlyMap<number, string>): Map<number, string> {
  const previstas = new Map<number, string>();
  const doses = [...esquema].sort((a, b) => a.numeroDose - b.numeroDose);
  let anterior: string | undefined;
  let dias: number | null = null;
  for (const dose of doses) {
    const prevista = anterior === undefined ? realizacoes.get(dose.numeroDose) : dias === null ? undefined : daysAfter(anterior, dias);
    if (prevista === undefined) break;
    previstas.set(dose.numeroDose, prevista);
    anterior = realizacoes.get(dose.numeroDose) ?? prevista;
    dias = dose.diasProximaDose;
  }
  return previstas;
}

/** What the status of a vaccine on a card depends on. */
export interface ResumoDaVacina {
  quantidadeDoses: number;
  recebidas: number;
  /** The earliest due date among the doses not taken; null when none is pending. */
  primeiraPendente: string | null;
}

/** Completo once every dose is taken; Interrompido while a dose is overdue for more than DIAS_PARA_INTERROMPER days; else Em andamento. */
export function situacaoDaVacina({ quantidadeDoses, recebidas, primeiraPendente }: ResumoDaVacina, hoje: string): SituacaoVacina {
  if (recebidas >= quantidadeDoses) return 'Completo';
  if (primeiraPendente !== null && daysAfter(primeiraPendente, DIAS_PARA_INTERROMPER) < hoje) return 'Interrompido';
  return 'Em andamento';
}

/** A dose as its state reads it. */
export interface DoseNoCartao {
  dataPrevista: string | null;
  dataRealizacao: string | null;
}

/**
 * The dose's state — Recebida, Atrasada (due before today, not taken) or A receber — as the first
 * option of the declared `situacao` filter (`match`) it meets, by its title: one rule for the
 * list's filter, the reports and the card.
 */
export function situacaoDaDose(dose: DoseNoCartao, filtro: Pick<FilterDeclaration, 'match' | 'schema'>): string {
  const titulos = (filtro.schema?.oneOf ?? []) as { const: string; title: string }[];
  const opcao = Object.entries(filtro.match ?? {}).find(([, condicao]) => matchesCondition({ ...dose }, condicao))?.[0];
  return titulos.find((titulo) => titulo.const === opcao)?.title ?? '';
}
