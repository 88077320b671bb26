/**
 * PGlite in a worker thread, seen from the server's thread as the client the Kysely dialect
 * expects (`query`, `close`). PGlite runs PostgreSQL compiled to WebAssembly synchronously:
 * on the server's only thread, a 5 MB upload froze every other request for 3.5 s. Here the
 * queries travel by message and the event loop stays free; the dialect still sends one query
 * at a time, so transactions keep their single connection.
 */
import { Worker } from 'node:worker_threads';

export interface ThreadRequest {
  id: number;
  sql: string;
  params: unknown[];
  close?: boolean;
  /** Writes the data directory, as a gzipped tar, to this file. */
  dump?: string;
}

export interface ThreadReply {
  id: number;
  rows?: Record<string, unknown>[];
  affectedRows?: number;
  error?: Record<string, unknown>;
}

interface Pending {
  resolve(reply: ThreadReply): void;
  reject(error: Error): void;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** An error of the database, with the fields (code, constraint, detail) callers translate. */
const databaseError = (fields: Record<string, unknown>): Error => Object.assign(new Error(String(fields.message)), fields);

export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.stopped = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`o banco embutido parou (código ${code})`)));
  }

  /** Starts the thread and opens the database in `dataDir` (or `memory://`), a new one from `snapshot` (a tar) when given. */
  static start(dataDir: string, snapshot?: string): Promise<PGliteThread> {
    const worker = new Worker(workerUrl, { workerData: { dataDir, snapshot } });
    return new Promise((resolve, reject) => {
      worker.once('message', (reply: ThreadReply) => {
        if (!reply.error) return resolve(new PGliteThread(worker));
        void worker.terminate();
        reject(databaseError(reply.error));
      });
      worker.once('error', reject);
    });
  }

  private send(request: Omit<ThreadRequest, 'id'>): Promise<ThreadReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  async query(sql: string, params: unknown[] = []): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }> {
    const reply = await this.send({ sql, params });
    if (reply.error) throw databaseError(reply.error);
    return { rows: reply.rows ?? [], affectedRows: reply.affectedRows };
  }

  /** Writes the data directory to `file`, as a gzipped tar another start can load (`snapshot`). */
  async dump(file: string): Promise<void> {
    const reply = await this.send({ sql: '', params: [], dump: file });
    if (reply.error) throw databaseError(reply.error);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ sql: '', params: [], close: true });
    await this.worker.terminate();
  }
}
