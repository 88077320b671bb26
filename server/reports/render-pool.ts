/**
 * A bounded pool of render workers (worker_threads): PDF and XLSX writing is CPU-bound and
 * would stall every other request if it ran on the event loop. Workers start on first use
 * and are reused; tasks beyond the pool's size wait in line.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderMessage, RenderRequest } from './render-input';

interface Task {
  id: number;
  input: RenderInput;
  onProgress: (fraction: number) => void;
  resolve: (file: Buffer) => void;
  reject: (error: Error) => void;
}

const workerUrl = new URL('./render-worker.mjs', import.meta.url);
/**
 * Writing a file allocates a few short-lived objects per cell (pdfmake's, for a document; the
 * lines and shapes of a report's table): with V8's default young generation a 20k-row report
 * once spent a quarter of its time in scavenges. A larger one (the bench's Candidatos em
 * Seleção: 5.4 s → 4.1 s, then) costs memory only while a worker renders.
 */
const YOUNG_GENERATION_MB = 96;
/**
 * Rows per message to a worker. Copying 20k rows in one message held the event loop for tens of
 * milliseconds, which every request waiting meanwhile paid; in chunks, other work runs between them.
 */
const ROWS_PER_MESSAGE = 1000;

export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly size: number) {}

  render(input: RenderInput, onProgress: (fraction: number) => void = () => {}): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, onProgress, resolve, reject });
      this.dispatch();
    });
  }

  /** Tasks waiting for a worker (the first in line is next). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('render pool closed'));
    await Promise.all([...this.idle.splice(0), ...this.busy.keys()].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length && (this.idle.length || this.busy.size < this.size)) {
      const worker = this.idle.pop() ?? this.spawn();
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      void this.send(worker, task);
    }
  }

  /** The task to its worker: a report's rows in chunks, one per turn of the event loop. */
  private async send(worker: Worker, task: Task): Promise<void> {
    const post = (request: RenderRequest) => worker.postMessage(request);
    const { input, id } = task;
    if (!('rows' in input) || input.rows.length <= ROWS_PER_MESSAGE) return post({ id, input, more: false });
    const { rows } = input;
    post({ id, input: { ...input, rows: rows.slice(0, ROWS_PER_MESSAGE) }, more: true });
    for (let start = ROWS_PER_MESSAGE; start < rows.length; start += ROWS_PER_MESSAGE) {
      await nextTurn();
      // The worker died meanwhile: its task was already failed.
      if (this.busy.get(worker) !== task) return;
      post({ id, rows: rows.slice(start, start + ROWS_PER_MESSAGE), more: start + ROWS_PER_MESSAGE < rows.length });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    worker.on('message', (message: RenderMessage) => {
      const task = this.busy.get(worker);
      if (!task || task.id !== message.id) return;
      if ('progress' in message) return task.onProgress(message.progress);
      this.busy.delete(worker);
      // An idle worker must not keep the process alive.
      worker.unref();
      this.idle.push(worker);
      if ('file' in message) task.resolve(Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength));
      else task.reject(new Error(message.error));
      this.dispatch();
    });
    const lost = (error: Error) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      task?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`render worker exited (${code})`)));
    return worker;
  }
}
