/**
 * Text as a Brazilian user reads it. "Contains" ignores case and accents ("araujo" finds
 * "Araújo"), served by a trigram index over the unaccented text; text columns sort in the
 * Unicode root collation (ICU), where "Área" comes with the A's, not after "Vendas".
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';

/**
 * `unaccent` is only STABLE (its dictionary could change), so no index may use it: this
 * wrapper names the dictionary and is declared IMMUTABLE, and LEAKPROOF so that under
 * row-level security the planner may still use the index.
 */
const UNACCENT = sql.id('rh_unaccent');

/** ICU's root collation: the Portuguese order (CLDR has no tailoring for pt). */
export const TEXT_COLLATION = 'und-x-icu';

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text anywhere in the value, ignoring case and accents. */
export const containsText = (value: RawBuilder<unknown> | ReturnType<typeof sql.id>, text: string): RawBuilder<boolean> =>
  sql<boolean>`${UNACCENT}(${value}) ilike ${UNACCENT}(${likePattern(text)})`;

/** The index that serves `containsText` over a column. */
export const searchIndexTarget = (column: string): RawBuilder<unknown> => sql`using gin (${UNACCENT}(${sql.id(column)}) gin_trgm_ops)`;

/** Installs what the above need; answers whether the collation exists (a PostgreSQL built without ICU has none). */
export async function installTextSearch(db: Db): Promise<boolean> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create or replace function ${UNACCENT}(text) returns text language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  await sql`do $$ begin
    alter function rh_unaccent(text) leakproof;
  exception when insufficient_privilege then
    raise notice 'sem privilégio para marcar rh_unaccent como leakproof';
  end $$`.execute(db);
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from pg_collation where collname = ${TEXT_COLLATION}) as found`.execute(db);
  return rows[0]!.found;
}

/** Text columns (of these tables) whose collation is not the Portuguese one yet. */
export async function columnsToCollate(db: Db, tables: string[]): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_collation co on co.oid = a.attcollation
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.atttypid = 'text'::regtype and co.collname <> ${TEXT_COLLATION} and c.relname = any(${tables})`.execute(db);
  return rows;
}
