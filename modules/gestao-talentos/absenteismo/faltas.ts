/**
 * The absenteeism figures, one definition for the indicator (GET /api/absenteismo) and the
 * report, as SQL over a talent row `t` (colaborador) and a period:
 * - a working day is a Monday to Friday (ISO weekday 1–5); holidays are not known and count;
 * - a talent works the working days of the period while employed: from the later of the
 *   period's start and the admission to the earlier of its end and the termination;
 * - faltas are the working days of that stretch covered by the talent's leaves whose motive
 *   counts in absenteeism (`afastamento.absenteismo`); an open leave covers up to the period's end.
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

/** Mondays to Fridays from `de` to `ate`, both included (0 when `de` is after `ate`). */
export const diasUteis = (de: Sql, ate: Sql): Sql =>
  sql`(select count(*)::integer from generate_series(${de}, ${ate}, interval '1 day') as dia where extract(isodow from dia) < 6)`;

/** The stretch of the period in which the talent row `t` was employed. */
export function empregado(periodo: Intervalo): { de: Sql; ate: Sql } {
  return {
    de: sql`greatest(${periodo.inicio}::date, t.data_admissao)`,
    ate: sql`least(${periodo.fim}::date, coalesce(t.data_desligamento, ${periodo.fim}::date))`,
  };
}

/** The working days the talent row `t` was to work in the period. */
export const diasTrabalhados = (periodo: Intervalo): Sql => {
  const { de, ate } = empregado(periodo);
  return diasUteis(de, ate);
};

/** The working days of the period the talent row `t` was away on leaves that count as absence. */
export function faltas(db: Db, scope: Scope, periodo: Intervalo): Sql {
  const { de, ate } = empregado(periodo);
  const dias = diasUteis(sql`greatest(ca.inicio, ${de})`, sql`least(coalesce(ca.fim, ${ate}), ${ate})`);
  const soma = companyQuery(db, scope)
    .selectFrom(['colaborador_afastamento as ca', 'afastamento as a'])
    .whereRef('a.id', '=', 'ca.afastamento_id')
    .where('a.absenteismo', '=', true)
    .where('ca.colaborador_id', '=', sql<number>`t.id`)
    .select(sql<number>`coalesce(sum(${dias}), 0)::integer`.as('faltas'));
  return sql`(${soma})`;
}

/** The talents the period concerns: admitted by its end and not gone before its start. */
export const empregadoNoPeriodo = (periodo: Intervalo): Sql =>
  sql`t.data_admissao <= ${periodo.fim}::date and (t.data_desligamento is null or t.data_desligamento >= ${periodo.inicio}::date)`;

/** Faltas over days worked, in % with two decimals; null without days worked. */
export const percentual = (faltasNoPeriodo: number, dias: number): number | null => (dias > 0 ? Math.round((faltasNoPeriodo / dias) * 10_000) / 100 : null);
