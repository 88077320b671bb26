/**
 * A bounded pool of render workers (worker_threads): PDF and XLSX writing is CPU-bound and
 * would stall every other request if it ran on the event loop. Workers start on first use
 * and are reused; tasks beyond the pool's size wait in line.
 */
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderMessage } from './render-input';

interface Task {
  id: number;
  input: RenderInput;
  onProgress: (fraction: number) => void;
  resolve: (file: Buffer) => void;
  reject: (error: Error) => void;
}

const workerUrl = new URL('./render-worker.mjs', import.meta.url);

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
      worker.postMessage({ id: task.id, input: task.input });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(workerUrl);
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
