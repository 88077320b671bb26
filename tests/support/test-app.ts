/**
 * An app for API tests: on PGlite in memory, or, when DATABASE_URL is set, on a fresh
 * PostgreSQL database made for this test file and dropped afterwards.
 *
 * A test file starts with one line:
 *
 *     const t = useTestApp();                 // or useTestApp({ uploadMaxMb: 1 }): config overrides
 *
 * which starts the app before the file's tests, signs in the demo administrator and the Filial
 * Norte user — their session cookies are `t.admin` and `t.norte` — and closes it after them.
 * `t` is the TestApp (`t.request`, `t.login`, `t.engine`…), usable inside tests and hooks, not at
 * the top level of the file (the app starts in `beforeAll`). A `beforeAll` written after that line
 * runs after the set-up, for the file's own data. `startTestApp` is for a file that starts and
 * stops apps itself (a restart on the same database). The database starts as a copy of the run's
 * seeded one when the configuration matches it (seeded-database.ts), else migrated and seeded anew.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/demo/demo';
import { databaseUrl, seededFits, testConfig, withAdmin } from './seeded-database';

export const ADMIN = { cpf: '52998224725', empresaId: 1 };
export const NORTE = { cpf: '11144477735', empresaId: 2 };

export interface TestApp extends BuiltApp {
  /** Logs in (with the demo password unless given) and answers the session cookie header. */
  login(user: { cpf: string; empresaId: number }, senha?: string): Promise<string>;
  request(method: string, url: string, options?: { cookie?: string; body?: unknown }): Promise<LightMyRequestResponse>;
  onPostgres: boolean;
  config: AppConfig;
  /** Closes the app but keeps its database, to start another app on it (a restart). */
  stop(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  // The run's seeded database (seeded-database.ts), when this app's would be the same; else a fresh one.
  const seeded = inject('seededDatabase');
  const fromSeeded = seededFits(seeded, config);
  const adminUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  if (adminUrl && !overrides.databaseUrl) {
    const name = `rh_test_${randomBytes(6).toString('hex')}`;
    const template = fromSeeded && seeded.template ? ` template ${seeded.template}` : '';
    await withAdmin(adminUrl, (c) => c.query(`create database ${name}${template}`));
    config.databaseUrl = databaseUrl(adminUrl, name);
    dropDatabase = () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  } else if (fromSeeded && seeded.file && !config.databaseUrl) {
    config.dataSnapshot = seeded.file;
  }
  const built = await buildApp(config);
  const request: TestApp['request'] = (method, url, options = {}) =>
    built.app.inject({
      method: method as 'GET',
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  return {
    ...built,
    onPostgres: Boolean(config.databaseUrl),
    config,
    stop: () => built.close(),
    request,
    async login(user, senha = DEMO_PASSWORD) {
      const response = await request('POST', '/api/login', { body: { ...user, senha } });
      if (response.statusCode !== 200) throw new Error(`login falhou: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'rh_sessao');
      return `rh_sessao=${cookie!.value}`;
    },
    async close() {
      await built.close();
      await dropDatabase();
    },
  };
}

/** The TestApp of a test file, with its two signed-in users' cookies. */
export interface FileTestApp extends TestApp {
  /** Session cookie of the demo administrator (company 1). */
  admin: string;
  /** Session cookie of the Filial Norte user (company 2). */
  norte: string;
}

/** Starts the app before the file's tests, signs the two users in, closes it after them (see the header). */
export function useTestApp(overrides: Partial<AppConfig> = {}): FileTestApp {
  let started: FileTestApp | undefined;
  beforeAll(async () => {
    const app = await startTestApp(overrides);
    started = { ...app, admin: await app.login(ADMIN), norte: await app.login(NORTE) };
  });
  afterAll(() => started?.close());
  return new Proxy({} as FileTestApp, {
    get(_, key) {
      if (!started) throw new Error(`useTestApp: "${String(key)}" lido antes do beforeAll — use o app dentro dos testes e hooks`);
      return started[key as keyof FileTestApp];
    },
  });
}
