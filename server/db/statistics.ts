/**
 * The planner's statistics. PGlite runs no autovacuum: without them the planner takes every
 * table for one row and picks nested loops that scan thousands of rows per row — the
 * Talentos × Competências report over the demo's 300 talents took 474 s, 3 s once analysed. So
 * the server analyses what autovacuum would: at start the tables never analysed (all of a new
 * database, a table a migration added), and then, every few minutes, the tables changed by more
 * than autovacuum's threshold since their last analysis (counted by the running server only:
 * PGlite keeps no change counters across restarts). PostgreSQL's own autovacuum does the same.
 */
import { sql } from 'kysely';
import type { Db } from './database';

/** Autovacuum's default analyse threshold: 50 rows plus 10 % of the table. */
const STALE = sql`coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)`;

/** Analyses the tables never analysed, and those changed past the threshold; answers their names. */
export async function analyzeStale(db: Db): Promise<string[]> {
  // The counters of this session's own writes reach the statistics views only when flushed.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ relname: string }>`select c.relname from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = current_schema() and (c.reltuples < 0 or ${STALE})
    order by c.relname`.execute(db);
  const tables = rows.map((row) => row.relname);
  if (tables.length) await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  return tables;
}

/** Keeps the statistics current every `everyMs` until the returned function stops it (after the analysis under way); errors are reported, never thrown. */
export function keepStatistics(db: Db, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => analyzeStale(db)).catch(onError);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
