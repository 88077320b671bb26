/**
 * The benchmark's PostgreSQL: the server in DATABASE_URL when set, or else a throwaway cluster
 * started with tests/support/postgres.sh (on a free port, so it never collides with the API
 * tests' cluster) and always stopped. Either way the run gets a fresh database of its own.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { withAdmin } from '../support/seeded-database';

const script = resolve(import.meta.dirname, '../support/postgres.sh');

export interface BenchDatabase {
  /** URL of the fresh database made for this run. */
  url: string;
  /** Whether the cluster was started here (and is stopped by `drop`). */
  ownCluster: boolean;
  /** Drops the database and stops the cluster if it was started here; safe to call twice. */
  drop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function stopCluster(dir: string): void {
  execFileSync('bash', ['-c', `source ${JSON.stringify(script)} && PG_DIR=${JSON.stringify(dir)} && pg_stop`], { stdio: 'inherit' });
}

/** Starts (when needed) the cluster and creates the run's database. */
export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  let adminUrl = process.env.DATABASE_URL;
  let clusterDir: string | undefined;
  if (!adminUrl) {
    const port = await freePort();
    const out = execFileSync('bash', ['-c', `source ${JSON.stringify(script)} && pg_start && echo "$DATABASE_URL $PG_DIR"`], {
      env: { ...process.env, PG_PORT: String(port) },
      encoding: 'utf8',
    });
    const [url, dir] = out.trim().split(/\s+/).slice(-2);
    if (!url || !dir) throw new Error(`pg_start não informou DATABASE_URL: ${out}`);
    adminUrl = url;
    clusterDir = dir;
    log(`PostgreSQL temporário em ${dir} (porta ${port})`);
  } else {
    log('PostgreSQL de DATABASE_URL');
  }

  const name = `rh_bench_${randomBytes(5).toString('hex')}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    try {
      // pg-pool's end() resolves before its clients' sockets are closed; a backend killed in
      // that window makes the app's pool (which has no 'error' listener) crash the process.
      await withAdmin(adminUrl!, async (c) => {
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>('select count(*)::integer as n from pg_stat_activity where datname = $1', [name]);
          if (!rows[0]?.n) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        if (!clusterDir) await c.query(`drop database if exists ${name} with (force)`);
      });
    } finally {
      if (clusterDir) stopCluster(clusterDir);
    }
  };
  try {
    await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  } catch (error) {
    await drop();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), ownCluster: Boolean(clusterDir), drop };
}
