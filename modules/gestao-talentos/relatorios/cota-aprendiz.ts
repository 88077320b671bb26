/**
 * The apprentice quota (Lei 10.097/2000; Decreto 9.579/2018, arts. 51–52): each establishment
 * employs apprentices equal to 5 % at least and 15 % at most of its workers whose functions
 * demand professional training. The functions that do not count are those of management and
 * those that demand higher or technical education: in the CBO, the grandes grupos 0 (forças
 * armadas), 1 (dirigentes e gerentes), 2 (profissionais das ciências e das artes, nível
 * superior) and 3 (técnicos de nível médio). So an occupation counts in the base exactly when
 * its CBO code starts with 4 to 9. Written once here, for the SQL and for its test.
 */
import { sql, type RawBuilder } from 'kysely';

/** The CBO grandes grupos left out of the base (the first digit of the code). */
export const GRANDES_GRUPOS_FORA_DA_BASE = ['0', '1', '2', '3'];
/** Percentages of the base: whole numbers, so the arithmetic stays exact. */
export const COTA_MINIMA_PERCENTUAL = 5;
export const COTA_MAXIMA_PERCENTUAL = 15;

/** Whether a talent in this CBO occupation counts in the establishment's apprentice base. */
export function contaNaBaseDeAprendizes(codigoCbo: string): boolean {
  return /^\d{6}$/.test(codigoCbo) && !GRANDES_GRUPOS_FORA_DA_BASE.includes(codigoCbo[0]!);
}

/** The same rule over a CBO code column in SQL. */
export function contaNaBaseSql(codigoCbo: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${codigoCbo} ~ '^[0-9]{6}$' and left(${codigoCbo}, 1) <> all(${GRANDES_GRUPOS_FORA_DA_BASE}))`;
}

/** The least number of apprentices: a fraction of an apprentice is a whole one (art. 51 §1). */
export const minimoDeAprendizes = (base: number): number => Math.ceil((base * COTA_MINIMA_PERCENTUAL) / 100);
/** The most apprentices the establishment may employ. */
export const maximoDeAprendizes = (base: number): number => Math.floor((base * COTA_MAXIMA_PERCENTUAL) / 100);
