/** Attendance of a class: the checklist per class day, the day's QR code and its public page. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerListaDePresenca } from './lista';
import { registerPresencaPublica } from './publico';
import { registerQrCode } from './qr-code';

export function registerPresenca(app: FastifyInstance, engine: Engine): void {
  registerListaDePresenca(app, engine);
  registerQrCode(app, engine);
  registerPresencaPublica(app, engine);
}
