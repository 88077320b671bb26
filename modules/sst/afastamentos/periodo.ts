/**
 * A leave's period: its days (both ends counted), how it reads ("01/02/2026 a 10/02/2026", "a
 * partir de 01/02/2026" while open) and the talent's other leave that covers any of its days.
 * An open leave (no fim) lasts until further notice, so it covers every day from its start.
 */
import { sql } from 'kysely';
import { formatDate } from '../../../engine/format/dates';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';

export interface Periodo {
  inicio: string;
  fim: string | null;
}

const MS_POR_DIA = 86_400_000;
const utc = (dia: string) => Date.parse(`${dia.slice(0, 10)}T00:00:00Z`);

/** Calendar days from the first date to the second, both counted (1 for a one-day leave). */
export function diasDoPeriodo(inicio: string, fim: string): number {
  return Math.round((utc(fim) - utc(inicio)) / MS_POR_DIA) + 1;
}

export function descricaoDoPeriodo({ inicio, fim }: Periodo): string {
  return fim ? `${formatDate(inicio)} a ${formatDate(fim)}` : `a partir de ${formatDate(inicio)}`;
}

/** The talent's earliest leave (other than `excetoId`) sharing a day with the period; undefined when none. */
export async function sobreposto(db: Db, scope: Scope, colaboradorId: number, periodo: Periodo, excetoId?: number): Promise<Periodo | undefined> {
  let query = companyQuery(db, scope)
    .selectFrom('colaborador_afastamento')
    .select(['inicio', 'fim'])
    .where('colaborador_id', '=', colaboradorId)
    .where((eb) => eb.or([eb('fim', 'is', null), eb('fim', '>=', periodo.inicio)]));
  if (periodo.fim) query = query.where('inicio', '<=', periodo.fim);
  if (excetoId !== undefined) query = query.where('id', '<>', excetoId);
  const outro = await query.orderBy('inicio').executeTakeFirst();
  return outro ? { inicio: String(outro.inicio), fim: outro.fim === null ? null : String(outro.fim) } : undefined;
}

/** The talent's leaves a relapse starting on `inicio` may continue: ended before it, at most 60 days before. */
export function vinculaveis(db: Db, scope: Scope, colaboradorId: number, inicio: string, excetoId?: number) {
  let query = companyQuery(db, scope)
    .selectFrom('colaborador_afastamento')
    .select(['id', 'descricao', 'inicio', 'fim'])
    .where('colaborador_id', '=', colaboradorId)
    .where('fim', '<', inicio)
    .where('fim', '>=', sql<string>`${inicio}::date - 60`);
  if (excetoId !== undefined) query = query.where('id', '<>', excetoId);
  return query.orderBy('inicio', 'desc');
}
