/**
 * The backup file: gzip-compressed JSON lines, the same whichever database wrote it (PGlite or
 * PostgreSQL), so a backup of one restores into the other. Line 1 is the header (application
 * version, schema digest, tables with their columns and row counts, sequences); then, per
 * table, a `["tabela", nome]` line followed by its rows, one JSON object per line as the database
 * wrote it (`row_to_json`: bytea as "\x…" hex, jsonb nested, numbers exact); the last line,
 * `["fim", linhas]`, carries the total of rows, so a cut file is told from a whole one. Markers
 * are arrays and rows objects: no column name can pass for a marker. Written and
 * read as streams: a database larger than memory passes through.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'rh-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupColumn {
  nome: string;
  /** As PostgreSQL names it (`format_type`): `integer`, `text`, `timestamp with time zone`… */
  tipo: string;
  nulo: boolean;
}

export interface BackupTable {
  nome: string;
  colunas: BackupColumn[];
  linhas: number;
  /**
   * Foreign-key columns that point forward in the file's order (a table referencing itself, a
   * cycle): the restore loads them empty and fills them once every table is in.
   */
  adiadas: string[];
}

export interface BackupSequence {
  nome: string;
  /** null: never used (the next value is its start). */
  valor: number | null;
}

export interface BackupHeader {
  formato: typeof BACKUP_FORMAT;
  versaoFormato: number;
  /** package.json version of the app that wrote it. */
  aplicacao: string;
  /** The schema digest the database was last migrated to (rh_estado_esquema), when it has one. */
  esquema: string | null;
  banco: 'pglite' | 'postgres';
  criadoEm: string;
  /** In the order they are written, each after the tables it references. */
  tabelas: BackupTable[];
  sequencias: BackupSequence[];
}

export type BackupEvent = { kind: 'header'; header: BackupHeader } | { kind: 'table'; table: string } | { kind: 'row'; table: string; json: string };

/** A backup file that is not one, or is cut or damaged. */
export class BackupFormatError extends Error {}

/** Writes a backup to `file` as it is produced; `close()` ends it with the row total. */
export class BackupWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly out: WriteStream;
  /** Rejects at the first error of the file or the compression (a full disk): every later write throws it. */
  private readonly failed: Promise<never>;
  private readonly closed: Promise<void>;
  private failure: Error | undefined;
  private rows = 0;

  constructor(file: string) {
    this.out = createWriteStream(file, { flags: 'wx' });
    this.failed = new Promise<never>((_, reject) => {
      const fail = (error: Error) => {
        this.failure ??= error;
        reject(this.failure);
      };
      this.out.on('error', fail);
      this.gzip.on('error', fail);
    });
    // Read by the writes below; never left unhandled when nothing is written any more.
    this.failed.catch(() => undefined);
    this.closed = new Promise((resolve) => this.out.on('close', resolve));
    this.gzip.pipe(this.out);
  }

  private async line(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.gzip.write(`${text}\n`)) await Promise.race([this.failed, once(this.gzip, 'drain')]);
  }

  header(header: BackupHeader): Promise<void> {
    return this.line(JSON.stringify(header));
  }

  table(name: string): Promise<void> {
    return this.line(JSON.stringify(['tabela', name]));
  }

  /** One row as the database wrote it in JSON (one line: JSON text never holds a raw newline). */
  row(json: string): Promise<void> {
    this.rows++;
    return this.line(json);
  }

  async close(): Promise<void> {
    await this.line(JSON.stringify(['fim', this.rows]));
    this.gzip.end();
    await Promise.race([this.failed, this.closed]);
    if (this.failure) throw this.failure;
  }

  /** Stops writing (the file is left as it is, for the caller to remove). */
  abort(): void {
    this.gzip.unpipe(this.out);
    this.gzip.destroy();
    this.out.destroy();
  }
}

const parse = (line: string, number: number): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new BackupFormatError(`linha ${number} do backup não é JSON.`);
  }
};

function checkHeader(parsed: unknown): BackupHeader {
  const value = (parsed ?? {}) as Record<string, unknown>;
  if (value.formato !== BACKUP_FORMAT || !Array.isArray(value.tabelas) || !Array.isArray(value.sequencias)) {
    throw new BackupFormatError('o arquivo não é um backup do RH.');
  }
  if (value.versaoFormato !== BACKUP_FORMAT_VERSION) {
    throw new BackupFormatError(`o backup tem o formato ${String(value.versaoFormato)}, e esta versão lê o formato ${BACKUP_FORMAT_VERSION}.`);
  }
  return value as unknown as BackupHeader;
}

/**
 * Reads a backup as a stream of events: the header, then each table and its rows. Everything is
 * checked on the way — a row before any table, a table the header does not list, a row count
 * that differs from the header's, a missing end line — and ends in a BackupFormatError.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let header: BackupHeader | undefined;
  let table: BackupTable | undefined;
  let tableRows = 0;
  let total = 0;
  let ended = false;
  let number = 0;
  const closeTable = () => {
    if (table && tableRows !== table.linhas) throw new BackupFormatError(`a tabela ${table.nome} tem ${tableRows} linhas no backup, e o cabeçalho diz ${table.linhas}.`);
  };
  try {
    for await (const line of lines) {
      number++;
      if (ended) throw new BackupFormatError(`há dados depois do fim do backup (linha ${number}).`);
      if (!header) {
        header = checkHeader(parse(line, number));
        yield { kind: 'header', header };
        continue;
      }
      if (line.startsWith('[')) {
        const [marker, value] = parse(line, number) as [unknown, unknown];
        closeTable();
        if (marker === 'fim') {
          if (value !== total) throw new BackupFormatError(`o backup terminou com ${total} linhas, e o fim diz ${String(value)}.`);
          ended = true;
          continue;
        }
        if (marker !== 'tabela') throw new BackupFormatError(`linha ${number} do backup não é uma tabela nem uma linha.`);
        const name = value;
        table = header.tabelas.find((t) => t.nome === name);
        if (!table) throw new BackupFormatError(`a tabela ${String(name)} não está no cabeçalho do backup.`);
        tableRows = 0;
        yield { kind: 'table', table: table.nome };
        continue;
      }
      if (!table) throw new BackupFormatError(`linha ${number} do backup fora de uma tabela.`);
      if (!line.startsWith('{')) throw new BackupFormatError(`linha ${number} do backup não é uma linha de tabela.`);
      tableRows++;
      total++;
      yield { kind: 'row', table: table.nome, json: line };
    }
  } catch (error) {
    if (error instanceof BackupFormatError) throw error;
    throw new BackupFormatError(`o arquivo não pôde ser lido como backup (${(error as Error).message}).`);
  } finally {
    lines.close();
    gunzip.destroy();
  }
  if (!header) throw new BackupFormatError('o arquivo de backup está vazio.');
  if (!ended) throw new BackupFormatError('o backup está incompleto: o arquivo termina antes do fim.');
}
