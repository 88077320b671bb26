/**
 * Space an erasure frees still holds the erased bytes — dead row versions in tables and indexes,
 * old WAL segments — until something reuses it: a CPF deleted today is readable in the files
 * for weeks. A plain VACUUM is not enough (compacted pages keep the old bytes in their free
 * space, indexes keep deleted keys: measured), so after an erasure the scrubber rewrites the
 * tables it touched (VACUUM FULL: new files, the old ones deleted), CHECKPOINTs, switches to a
 * new WAL segment and CHECKPOINTs again, so the segments that held the data are no longer
 * needed; PGlite runs with wal_recycle off, so they are deleted rather than renamed for reuse.
 * VACUUM FULL locks each table while it is rewritten: erasures are rare and batched.
 * On PostgreSQL, CHECKPOINT and the WAL switch need a superuser (or pg_checkpoint): without
 * that right they are skipped, and WAL and backups are the operator's.
 */
import { sql } from 'kysely';
import type { Database } from './database';

const INSUFFICIENT_PRIVILEGE = '42501';

export async function scrubFreedSpace(database: Database, tables: string[]): Promise<void> {
  const steps = [sql`vacuum full ${sql.join(tables.map((table) => sql.id(table)))}`, sql`checkpoint`, sql`select pg_switch_wal()`, sql`checkpoint`];
  for (const step of tables.length ? steps : steps.slice(1)) {
    try {
      await step.execute(database.owner);
    } catch (error) {
      if (database.kind === 'pglite' || (error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    }
  }
}

/** Runs the scrub after erasures, one at a time; requests made while one waits share it. */
export class Scrubber {
  private waiting: Promise<void> | undefined;
  private readonly tables = new Set<string>();
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Scrubs the space of `tables` (an erasure touched them). */
  request(tables: string[]): Promise<void> {
    for (const table of tables) this.tables.add(table);
    if (this.waiting) return this.waiting;
    const run = this.last
      .then(() => {
        this.waiting = undefined;
        const now = [...this.tables].sort();
        this.tables.clear();
        return scrubFreedSpace(this.database, now);
      })
      .catch(this.onError);
    this.waiting = run;
    this.last = run;
    return run;
  }

  /** Resolves when no scrub is running or waiting (tests, shutdown). */
  idle(): Promise<void> {
    return this.last;
  }
}
