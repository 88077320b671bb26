/**
 * Storage is checked before the database opens: a DATA_DIR or DATABASE_URL that cannot hold the
 * data stops the start with one line naming it and what is wrong, rather than a server that
 * answers writes it never stores (or a cryptic crash of the embedded engine).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A storage problem the operator must fix; its message is the one line printed at start. */
export class StorageError extends Error {}

const fail = (message: string): never => {
  throw new StorageError(message);
};

/** CRC-32C (Castagnoli), the checksum PostgreSQL keeps at the end of pg_control's data. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * pg_control is intact when, at some aligned offset, the CRC-32C of the bytes before it is
 * stored there: the offset moves between PostgreSQL versions, the rule does not.
 */
export function controlFileIntact(bytes: Buffer): boolean {
  for (let offset = 64; offset + 4 <= Math.min(bytes.length, 1024); offset += 4) {
    if (bytes.readUInt32LE(offset) === crc32c(bytes.subarray(0, offset))) return true;
  }
  return false;
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/** Writes, syncs and removes a probe file: a read-only or full disk shows here, not at the first save. */
function checkWritable(dir: string): void {
  const probe = join(dir, '.rh-teste-escrita');
  try {
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    fail(`a pasta de dados DATA_DIR ${dir} não aceita escrita (${code(error)}).`);
  }
}

/** mkdir -p, one level at a time: Node's recursive mkdir loops for ever where /proc answers ENOENT. */
function makeDir(dir: string): void {
  if (existsSync(dir)) return;
  if (dirname(dir) !== dir) makeDir(dirname(dir));
  mkdirSync(dir);
}

/** DATA_DIR: a writable folder, empty (a new database) or holding a whole, readable one. */
export function checkDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) fail(`DATA_DIR ${dir} não é uma pasta.`);
  try {
    makeDir(dir);
  } catch (error) {
    fail(`não foi possível criar a pasta de dados DATA_DIR ${dir} (${code(error)}).`);
  }
  checkWritable(dir);
  if (!existsSync(join(dir, 'PG_VERSION'))) return; // a new database is made here
  for (const part of ['base', 'global']) {
    if (!existsSync(join(dir, part)) || !statSync(join(dir, part)).isDirectory()) fail(`o banco em DATA_DIR ${dir} está incompleto: falta a pasta ${part}/.`);
  }
  const control = join(dir, 'global', 'pg_control');
  if (!existsSync(control)) fail(`o banco em DATA_DIR ${dir} está incompleto: falta global/pg_control.`);
  if (!controlFileIntact(readFileSync(control))) fail(`o arquivo de controle ${control} está corrompido: restaure o DATA_DIR de uma cópia de segurança.`);
}

/** The URL as it may be printed: never its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(valor ilegível)';
  }
}

/** DATABASE_URL: a postgres:// or postgresql:// URL naming a server and a database. */
export function checkPostgresUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail('DATABASE_URL não é uma URL: use postgres://usuário:senha@servidor:5432/banco.');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    fail(`DATABASE_URL ${redactedUrl(url)} não é uma URL do PostgreSQL: use postgres://usuário:senha@servidor:5432/banco.`);
  }
  if (!parsed.hostname && !parsed.searchParams.get('host')) fail(`DATABASE_URL ${redactedUrl(url)} não indica o servidor.`);
}

/** A connection that failed at start, named without its password. */
export function unreachable(url: string, error: unknown): StorageError {
  return new StorageError(`não foi possível conectar ao PostgreSQL em ${redactedUrl(url)} (${code(error)}).`);
}
