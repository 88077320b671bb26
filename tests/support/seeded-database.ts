/**
 * The API tests' seeded database, made once per run (vitest `globalSetup` of the api project):
 * migrating and seeding the demo took ~10 s in every test file. On PGlite it is the data
 * directory of an app started on `memory://`, dumped to a tar that each file's database loads;
 * on PostgreSQL a template database each file's database is created from. Either way each file
 * gets its own copy; the demo seed and the migration are skipped in it (the schema digest and
 * the users are already there). Dates in the demo are relative to today: one per run is fine.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { configFromEnv, type AppConfig } from '../../server/config';

export interface SeededDatabase {
  /** What it was built with: only an app started with the same uses it. */
  schemasDir: string;
  appRole: string;
  /** PGlite: the dumped data directory (a gzipped tar). */
  file?: string;
  /** PostgreSQL: the template database, on the server of DATABASE_URL. */
  template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase | undefined;
  }
}

/** The configuration of a test app, before its database is chosen. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({}),
    dataDir: 'memory://',
    mailDir: undefined,
    databaseUrl: undefined,
    demo: true,
    staticDir: undefined,
    logLevel: 'error',
    checkAnswers: true,
    schemasDir: resolve(import.meta.dirname, '../../schemas'),
    ...overrides,
  };
}

/** Whether an app of this configuration can start from the seeded database. */
export function seededFits(seeded: SeededDatabase | undefined, config: AppConfig): seeded is SeededDatabase {
  return Boolean(seeded && config.demo && config.schemasDir === seeded.schemasDir && config.appRole === seeded.appRole);
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const config = testConfig();
  const seeded: SeededDatabase = { schemasDir: config.schemasDir, appRole: config.appRole };
  const adminUrl = process.env.DATABASE_URL;
  let cleanUp: () => Promise<void>;
  if (adminUrl) {
    const template = `rh_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${template}`));
    cleanUp = () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${template} with (force)`)).then(() => undefined);
    try {
      const built = await buildApp({ ...config, databaseUrl: databaseUrl(adminUrl, template) });
      await built.close();
    } catch (error) {
      await cleanUp();
      throw error;
    }
    seeded.template = template;
  } else {
    const folder = mkdtempSync(join(tmpdir(), 'rh-seeded-'));
    cleanUp = async () => rmSync(folder, { recursive: true, force: true });
    const built = await buildApp(config);
    try {
      seeded.file = join(folder, 'dados.tgz');
      await built.engine.database.dump!(seeded.file);
    } finally {
      await built.close();
    }
  }
  console.log(`banco semeado dos testes de API pronto em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('seededDatabase', seeded);
  return cleanUp;
}
