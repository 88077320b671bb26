/** The render worker: writes PDF and XLSX files (reports and documents) off the server's event loop. */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { layOut } from '../../engine/report/layout';
import type { RenderInput, RenderMessage, RenderRequest } from './render-input';
import { renderDocumentPdf } from './document-pdf';
import { renderPdf } from './pdf';
import { renderTreePdf } from './tree-pdf';
import { renderXlsx } from './xlsx';

const port = parentPort!;

/**
 * Rendering gives way to answering requests: on a busy machine a PDF may take longer, but the
 * server's event loop and the database keep the CPU they need. Linux gives each thread its own
 * nice value (/proc/thread-self names this one); elsewhere the worker keeps the normal priority.
 */
const RENDER_NICENESS = 10;
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), RENDER_NICENESS);
} catch {
  // Not Linux, or not allowed: nothing else changes.
}
const send = (message: RenderMessage) => port.postMessage(message, 'file' in message ? [message.file.buffer as ArrayBuffer] : []);

function render(input: RenderInput, onProgress: (progress: number) => void): Promise<Uint8Array> {
  if ('document' in input) return renderDocumentPdf(input, onProgress);
  if ('tree' in input) return renderTreePdf(input, onProgress);
  const { layout, mode, rows, ...facts } = input;
  const report = { ...facts, report: layOut(layout, rows, mode) };
  return input.format === 'pdf' ? renderPdf(report, onProgress) : renderXlsx(report, onProgress);
}

/** The task whose rows are still arriving. */
let receiving: { id: number; input: RenderInput } | undefined;

port.on('message', async (request: RenderRequest) => {
  const { id } = request;
  if ('input' in request) receiving = { id, input: request.input };
  else if (receiving?.id === id && 'rows' in receiving.input) for (const row of request.rows) receiving.input.rows.push(row);
  if (request.more || receiving?.id !== id) return;
  const { input } = receiving;
  receiving = undefined;
  try {
    const file = await render(input, (progress) => send({ id, progress }));
    // Transfer only a buffer the file owns whole (small Node buffers share a pool).
    send({ id, file: file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? file : file.slice() });
  } catch (error) {
    send({ id, error: (error as Error).stack ?? String(error) });
  }
});
