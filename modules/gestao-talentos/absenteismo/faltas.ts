/**
 * The absenteeism figures, one definition for the indicator (GET /api/absenteismo) and the
 * report, as SQL over a talent row `t` (colaborador) and a period:
 * - a working day is a Monday to Friday (ISO weekday 1–5); holidays are not known and count;
 * - a talent works the working days of the period while employed: from the later of the
 *   period's start and the admission to the earlier of its end and the termination;
 * - faltas are the working days of that stretch covered by the talent's leaves whose motive
 *   counts in absenteeism (`afastamento.absenteismo`); an open leave covers up to the period's end.
 * The period's ends are SQL: the report's dates, or the columns of the indicator's month rows.
 * Leaves are read through the company's scoped builder.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';

type Sql = RawBuilder<unknown>;

export interface Intervalo {
  /** YYYY-MM-DD, both ends included. */
  inicio: string;
  fim: string;
}

/** A period's first and last day as SQL dates. */
export interface Limites {
  inicio: Sql;
  fim: Sql;
}

export const limites = (periodo: Intervalo): Limites => ({ inicio: sql`${periodo.inicio}::date`, fim: sql`${periodo.fim}::date` });

/**
 * Mondays to Fridays from `de` to `ate`, both included (0 when `de` is after `ate`), counted
 * without listing the days (thousands of talents × months): with W(x) the weekdays among the
 * first x days of a week counted from a Monday, 5·⌊x/7⌋ + min(x mod 7, 5), the stretch of n days
 * starting p days after a Monday has W(p + n) − W(p).
 */
export const diasUteis = (de: Sql, ate: Sql): Sql => {
  const p = sql`(extract(isodow from ${de})::integer - 1)`;
  const n = sql`greatest(${ate} - ${de} + 1, 0)`;
  return sql`coalesce(5 * ((${p} + ${n}) / 7) + least((${p} + ${n}) % 7, 5) - least(${p}, 5), 0)`;
};

/** The stretch of the period in which the talent row `t` was employed. */
export function empregado(periodo: Limites): { de: Sql; ate: Sql } {
  return {
    de: sql`greatest(${periodo.inicio}, t.data_admissao)`,
    ate: sql`least(${periodo.fim}, coalesce(t.data_desligamento, ${periodo.fim}))`,
  };
}

/** The working days the talent row `t` was to work in the period. */
export const diasTrabalhados = (periodo: Limites): Sql => {
  const { de, ate } = empregado(periodo);
  return diasUteis(de, ate);
};

/** The working days of the period the leave row `ca` kept the talent row `t` away. */
export function diasAfastado(periodo: Limites): Sql {
  const { de, ate } = empregado(periodo);
  return diasUteis(sql`greatest(ca.inicio, ${de})`, sql`least(coalesce(ca.fim, ${ate}), ${ate})`);
}

/** The company's leaves `ca` whose motive counts as absence, to join to the talent row `t`. */
export function afastamentosQueContam(db: Db, scope: Scope) {
  const q = companyQuery(db, scope);
  return q.selectFrom('colaborador_afastamento as ca').innerJoin(q.table('afastamento', 'a'), 'a.id', 'ca.afastamento_id').where('a.absenteismo', '=', true);
}

/** The working days of the period the talent row `t` was away on leaves that count as absence. */
export function faltas(db: Db, scope: Scope, periodo: Limites): Sql {
  const soma = afastamentosQueContam(db, scope)
    .where('ca.colaborador_id', '=', sql<number>`t.id`)
    .select(sql<number>`coalesce(sum(${diasAfastado(periodo)}), 0)::integer`.as('faltas'));
  return sql`(${soma})`;
}

/** The talents the period concerns: admitted by its end and not gone before its start. */
export const empregadoNoPeriodo = (periodo: Limites): RawBuilder<boolean> =>
  sql<boolean>`t.data_admissao <= ${periodo.fim} and (t.data_desligamento is null or t.data_desligamento >= ${periodo.inicio})`;

/** Faltas over days worked, in % with two decimals; null without days worked. */
export const percentual = (faltasNoPeriodo: number, dias: number): number | null => (dias > 0 ? Math.round((faltasNoPeriodo / dias) * 10_000) / 100 : null);
