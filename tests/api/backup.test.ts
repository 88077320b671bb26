/**
 * Utilitários › Backup: who may, the generation as a job with progress, the list, download and
 * deletion; and the round trip — the seeded demo dumped, restored into a new DATA_DIR (and, on
 * PostgreSQL, also into a new database: a PostgreSQL backup restored into PGlite and into
 * PostgreSQL) equal table by table and row by row, the sequences where they were, the app
 * starting on it with the same data; a target that is not empty refused.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { dumpDatabase } from '../../server/db/backup';
import { readBackup } from '../../server/db/backup-format';
import { openDatabase, type Db } from '../../server/db/database';
import { restoreDatabase } from '../../server/db/restore';
import { DEMO_PASSWORD } from '../../server/demo/demo';
import type { BackupLista, BackupTarefa } from '../../modules/utilitario/backup/backup.api';
import { databaseUrl, testConfig, withAdmin } from '../support/seeded-database';
import { ADMIN, useTestApp } from '../support/test-app';

const t = useTestApp();
const GESTORA = { cpf: '71460238001', empresaId: 1 };
const ROUND_TRIP_MS = 600_000;

const work = mkdtempSync(join(tmpdir(), 'rh-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Every table's rows, each as JSON text (jsonb: keys in one order), sorted byte by byte, instants in
 * UTC: two databases with the same data answer the same, whatever their collation and time zone.
 * Generated columns (the search text) are each database's own reckoning — PostgreSQL's unaccent
 * keeps "ª" where PGlite's turns it into "a" — so they are left out: the backup does not carry them.
 */
function everyRow(db: Db): Promise<Map<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename collate "C"`.execute(trx);
    const all = new Map<string, string[]>();
    for (const { name } of tables) {
      const { rows: generated } = await sql<{ column: string }>`select column_name as column from information_schema.columns
        where table_schema = current_schema() and table_name = ${name} and is_generated = 'ALWAYS'`.execute(trx);
      const left = generated.map((g) => g.column);
      const { rows } = await sql<{ row: string }>`select (to_jsonb(t) - ${left}::text[])::text as row from ${sql.id(name)} t
        order by (to_jsonb(t) - ${left}::text[])::text collate "C"`.execute(trx);
      all.set(name, rows.map((r) => r.row));
    }
    return all;
  });
}

async function sequences(db: Db): Promise<Record<string, string | null>> {
  const { rows } = await sql<{ name: string; value: string | null }>`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema()`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** The restored database equals the source, table by table and row by row. */
async function expectSameData(target: { dataDir: string; url?: string }, source: { rows: Map<string, string[]>; sequences: Record<string, string | null> }) {
  const restored = await openDatabase({ dataDir: target.dataDir, url: target.url, appRole: t.config.appRole });
  try {
    const rows = await everyRow(restored.owner);
    expect([...rows.keys()]).toEqual([...source.rows.keys()]);
    for (const [table, expected] of source.rows) expect(rows.get(table), table).toEqual(expected);
    expect(await sequences(restored.owner)).toEqual(source.sequences);
  } finally {
    await restored.close();
  }
}

describe('backup', () => {
  it('só o administrador do sistema lista, gera, baixa e exclui backups: os outros recebem 403', async () => {
    const gestora = await t.login(GESTORA);
    // The Filial Norte user is an administrator of her company, but a backup holds every company.
    for (const cookie of [t.norte, gestora]) {
      for (const [method, url] of [['GET', '/api/backup'], ['POST', '/api/backup/gerar'], ['GET', '/api/backup/rh-backup-20260101T000000000Z'], ['DELETE', '/api/backup/rh-backup-20260101T000000000Z']]) {
        const response = await t.request(method!, url!, { cookie });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Não autorizado.');
      }
    }
    expect((await t.request('GET', '/api/backup')).statusCode).toBe(401);
    // Nor is the screen in her menu: the authority is the system administrator's alone.
    const norte = (await t.request('GET', '/api/userinfo', { cookie: t.norte })).json();
    expect(norte.authorities).not.toContain('ROLE_BACKUP');
    expect(JSON.stringify(norte.menu)).not.toContain('/utilitario/backup');
    const admin = (await t.request('GET', '/api/userinfo', { cookie: t.admin })).json();
    expect(JSON.stringify(admin.menu)).toContain('/utilitario/backup');
  });

  it('gera em segundo plano informando o progresso, lista com data, tamanho e autor, baixa o arquivo e o exclui', async () => {
    const started = await t.request('POST', '/api/backup/gerar', { cookie: t.admin });
    expect(started.statusCode).toBe(202);
    const task = started.json<BackupTarefa>();
    expect(task).toMatchObject({ status: 'EXECUTANDO', progresso: 0 });
    // One at a time (modules/utilitario/backup/store.test.ts): on PGlite a second request waits for the
    // only connection, which the dump holds, so it cannot be asked here while the first runs.

    const seen: number[] = [];
    let list: BackupLista;
    for (;;) {
      list = (await t.request('GET', '/api/backup', { cookie: t.admin })).json<BackupLista>();
      expect(list.tarefa!.id).toBe(task.id);
      seen.push(list.tarefa!.progresso);
      if (list.tarefa!.status !== 'EXECUTANDO') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(list.tarefa).toEqual({ id: task.id, status: 'CONCLUIDO', progresso: 100 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(list.backups).toHaveLength(1);
    const [backup] = list.backups;
    expect(backup).toMatchObject({ id: task.id, usuarioNome: 'Administrador Demonstração' });
    expect(backup!.tamanho).toBeGreaterThan(10_000);
    expect(Date.now() - Date.parse(backup!.criadoEm)).toBeLessThan(10 * 60_000);

    const download = await t.request('GET', `/api/backup/${backup!.id}`, { cookie: t.admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toContain(`filename="${backup!.id}.json.gz"`);
    expect(download.rawPayload.length).toBe(backup!.tamanho);
    const header = JSON.parse(gunzipSync(download.rawPayload).toString().split('\n', 1)[0]!);
    expect(header).toMatchObject({ formato: 'rh-backup', aplicacao: t.engine.version, banco: t.onPostgres ? 'postgres' : 'pglite' });
    // Whole: the reader checks every table's count and the end line.
    const file = join(work, 'baixado.json.gz');
    writeFileSync(file, download.rawPayload);
    const tables = new Set<string>();
    for await (const event of readBackup(file)) if (event.kind === 'table') tables.add(event.table);
    expect(tables).toContain('empresa');
    expect(tables).toContain('rh_estado_esquema');

    expect((await t.request('GET', '/api/backup/..%2F..%2Fpackage.json', { cookie: t.admin })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/backup/${backup!.id}`, { cookie: t.admin })).statusCode).toBe(204);
    expect((await t.request('GET', '/api/backup', { cookie: t.admin })).json<BackupLista>().backups).toEqual([]);
    expect((await t.request('GET', `/api/backup/${backup!.id}`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it(
    'restaura num DATA_DIR novo igual tabela por tabela, recusa uma pasta que não está vazia, e a aplicação abre nele com os mesmos dados',
    async () => {
      const file = join(work, 'ida-e-volta.json.gz');
      // Nothing runs between the dump and the reading of the source: it is what the backup holds.
      await dumpDatabase(t.engine.database.owner, file, { aplicacao: t.engine.version, banco: t.engine.database.kind });
      const source = { rows: await everyRow(t.engine.database.owner), sequences: await sequences(t.engine.database.owner) };
      expect(source.rows.get('empresa')!.length).toBeGreaterThan(1);

      const dataDir = join(work, 'restaurado');
      const restored = await restoreDatabase(file, { dataDir, appRole: t.config.appRole, schemasDir: t.config.schemasDir });
      expect(restored.tables).toBe(source.rows.size);
      await expectSameData({ dataDir }, source);

      await expect(restoreDatabase(file, { dataDir, appRole: t.config.appRole, schemasDir: t.config.schemasDir })).rejects.toThrow(
        `a pasta de dados DATA_DIR ${dataDir} não está vazia: a restauração só grava num banco novo — indique uma pasta nova ou vazia.`,
      );
      const other = join(work, 'com-arquivo');
      rmSync(other, { recursive: true, force: true });
      writeFileSync(join(work, 'nao-e-backup.json.gz'), 'nada');
      await expect(restoreDatabase(join(work, 'nao-e-backup.json.gz'), { dataDir: other, appRole: t.config.appRole, schemasDir: t.config.schemasDir })).rejects.toThrow(
        'o arquivo não pôde ser lido como backup',
      );

      // The app on the restored directory: the demo is not seeded over it, and its users sign in.
      const app = await buildApp(testConfig({ dataDir, demo: true }));
      try {
        const login = await app.app.inject({ method: 'POST', url: '/api/login', payload: { ...ADMIN, senha: DEMO_PASSWORD } });
        expect(login.statusCode).toBe(200);
        const { rows } = await sql<{ count: number }>`select count(*)::integer as count from usuario`.execute(app.engine.database.owner);
        expect(rows[0]!.count).toBe(source.rows.get('usuario')!.length);
      } finally {
        await app.close();
      }
    },
    ROUND_TRIP_MS,
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'restaura no PostgreSQL de DATABASE_URL quando o banco está vazio, e recusa um que não está',
    async () => {
      const file = join(work, 'postgres.json.gz');
      await dumpDatabase(t.engine.database.owner, file, { aplicacao: t.engine.version, banco: t.engine.database.kind });
      const source = { rows: await everyRow(t.engine.database.owner), sequences: await sequences(t.engine.database.owner) };
      const adminUrl = process.env.DATABASE_URL!;
      const name = `rh_restore_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
      try {
        const url = databaseUrl(adminUrl, name);
        await restoreDatabase(file, { dataDir: work, url, appRole: t.config.appRole, schemasDir: t.config.schemasDir });
        await expectSameData({ dataDir: work, url }, source);
        await expect(restoreDatabase(file, { dataDir: work, url, appRole: t.config.appRole, schemasDir: t.config.schemasDir })).rejects.toThrow(
          'o banco de DATABASE_URL não está vazio: a restauração só grava num banco novo — crie um banco vazio e indique-o em DATABASE_URL.',
        );
      } finally {
        await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      }
    },
    ROUND_TRIP_MS,
  );
});
