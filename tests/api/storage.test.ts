/**
 * Storage that cannot hold the data stops the start: one line naming the path or URL and
 * what is wrong, exit code 1, never a server that answers writes it does not store.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDataDir, checkPostgresUrl, controlFileIntact } from '../../server/db/storage-check';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'rh-storage-'));
let database: string;

/** A copy of a real, closed PGlite data folder, to break one way or another. */
async function copyOfDatabase(name: string): Promise<string> {
  const dir = join(root, name);
  await run('cp', ['-a', database, dir]);
  return dir;
}

/** Starts the server as an operator would and answers its exit code and error output. */
async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, PORT: '0', DEMO: '0', DATABASE_URL: '', ...env }, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr: stderr.trim() };
  }
}

beforeAll(async () => {
  database = join(root, 'intacto');
  const db = await PGlite.create(database);
  await db.exec('create table t (id int)');
  await db.close();
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('armazenamento verificado antes de iniciar', () => {
  it('aceita um banco íntegro e uma pasta nova', () => {
    expect(controlFileIntact(readFileSync(join(database, 'global', 'pg_control')))).toBe(true);
    expect(() => checkDataDir(database)).not.toThrow();
    expect(() => checkDataDir(join(root, 'nova', 'pasta'))).not.toThrow();
  });

  it('recusa um arquivo, uma pasta que não pode ser criada e uma que não aceita escrita', () => {
    const file = join(root, 'arquivo');
    writeFileSync(file, 'x');
    expect(() => checkDataDir(file)).toThrow(`DATA_DIR ${file} não é uma pasta.`);
    expect(() => checkDataDir(join(file, 'dentro'))).toThrow(`não foi possível criar a pasta de dados DATA_DIR ${join(file, 'dentro')} (ENOTDIR).`);
    // /proc refuses new files even to root: a read-only mount behaves the same way.
    expect(() => checkDataDir('/proc/1')).toThrow('a pasta de dados DATA_DIR /proc/1 não aceita escrita');
  });

  it('recusa um banco sem base/ e um pg_control corrompido', async () => {
    const semBase = await copyOfDatabase('sem-base');
    renameSync(join(semBase, 'base'), join(semBase, 'base-perdida'));
    expect(() => checkDataDir(semBase)).toThrow(`o banco em DATA_DIR ${semBase} está incompleto: falta a pasta base/.`);
    const corrompido = await copyOfDatabase('corrompido');
    const control = join(corrompido, 'global', 'pg_control');
    const bytes = readFileSync(control);
    bytes.writeUInt32LE(bytes.readUInt32LE(16) ^ 0xffff, 16);
    writeFileSync(control, bytes);
    expect(() => checkDataDir(corrompido)).toThrow(`o arquivo de controle ${control} está corrompido`);
  });

  it('recusa um DATABASE_URL que não é URL ou não é do PostgreSQL', () => {
    expect(() => checkPostgresUrl('nada')).toThrow('DATABASE_URL não é uma URL');
    expect(() => checkPostgresUrl('http://servidor/banco')).toThrow('DATABASE_URL http://servidor/banco não é uma URL do PostgreSQL');
  });

  it('o servidor não inicia: uma linha com o motivo, código de saída 1, sem a senha', async () => {
    const corrompido = await copyOfDatabase('servidor-corrompido');
    writeFileSync(join(corrompido, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const pglite = await start({ DATA_DIR: corrompido });
    expect(pglite.code).toBe(1);
    expect(pglite.stderr).toBe(`RH não iniciou: o arquivo de controle ${join(corrompido, 'global', 'pg_control')} está corrompido: restaure o DATA_DIR de uma cópia de segurança.`);
    const postgres = await start({ DATABASE_URL: 'postgres://rh:segredo@127.0.0.1:1/rh' });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toBe('RH não iniciou: não foi possível conectar ao PostgreSQL em postgres://rh:***@127.0.0.1:1/rh (ECONNREFUSED).');
  }, 120_000);
});
