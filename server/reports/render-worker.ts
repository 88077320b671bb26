/** The render worker: writes PDF and XLSX files (reports and documents) off the server's event loop. */
import { parentPort } from 'node:worker_threads';
import type { RenderInput, RenderMessage } from './render-input';
import { renderDocumentPdf } from './document-pdf';
import { renderPdf } from './pdf';
import { renderXlsx } from './xlsx';

const port = parentPort!;
const send = (message: RenderMessage) => port.postMessage(message, 'file' in message ? [message.file.buffer as ArrayBuffer] : []);

port.on('message', async ({ id, input }: { id: number; input: RenderInput }) => {
  try {
    const onProgress = (progress: number) => send({ id, progress });
    const file =
      'document' in input ? await renderDocumentPdf(input, onProgress) : input.format === 'pdf' ? await renderPdf(input, onProgress) : await renderXlsx(input, onProgress);
    // Transfer only a buffer the file owns whole (small Node buffers share a pool).
    send({ id, file: file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? file : file.slice() });
  } catch (error) {
    send({ id, error: (error as Error).stack ?? String(error) });
  }
});
