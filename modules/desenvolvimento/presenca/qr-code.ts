/**
 * The day's QR code (on the attendance screen, "QR code do dia"): only on a class day, for that
 * day; it encodes the public page's link with a signed token (qr-token.ts). The SVG is drawn by
 * the server, so the browser's bundle carries no QR encoder.
 */
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { today } from '../../../engine/validation/brazilian';
import { recordId } from '../../../server/crud/path-id';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { errosPresenca } from './erros';
import { sessaoDeTurma } from './lista';
import type { PodeGerarQrCode, QrCodePresenca } from './presenca.api';
import { assinarToken } from './qr-token';
import { diasDaTurma, turmaDaEmpresa } from './turma';

/** The public page a participant's phone opens. */
export const linkDePresenca = (appUrl: string, empresaId: number, token: string) => `${appUrl}/externo/presenca?empresaId=${empresaId}&token=${encodeURIComponent(token)}`;

export function registerQrCode(app: FastifyInstance, engine: Engine): void {
  app.get(
    '/api/turmas/:id/pode-gerar-qrcode-presenca',
    { config: { openapi: { summary: 'Se hoje é um dia da turma: só então o QR code de presença pode ser gerado', response: 'PodeGerarQrCode' } } },
    async (request): Promise<PodeGerarQrCode> => {
      const scope = sessaoDeTurma(request);
      const turmaId = recordId(request);
      const hoje = today();
      return runInScope(scope, async () => {
        await turmaDaEmpresa(engine.db, scope, turmaId);
        return { podeGerar: (await diasDaTurma(engine.db, scope, turmaId)).some((d) => d.dia === hoje), hoje };
      });
    },
  );

  app.get<{ Querystring: { turmaId?: string; dia?: string } }>(
    '/api/dias-turmas/qr-code-presenca',
    { config: { openapi: { summary: 'O QR code de presença de hoje numa turma (?turmaId=&dia=): o link assinado, que vale até o fim do dia, e o seu desenho em SVG', response: 'QrCodePresenca' } } },
    async (request): Promise<QrCodePresenca> => {
      const scope = sessaoDeTurma(request);
      const turmaId = Number(request.query.turmaId);
      if (!Number.isSafeInteger(turmaId) || turmaId < 1) throw errors.notFound();
      const dia = request.query.dia ?? today();
      return runInScope(scope, async () => {
        await turmaDaEmpresa(engine.db, scope, turmaId);
        const dias = await diasDaTurma(engine.db, scope, turmaId);
        if (dia !== today() || !dias.some((d) => d.dia === dia)) throw errosPresenca.qrForaDoDia();
        const link = linkDePresenca(engine.config.appUrl, scope.empresaId, assinarToken(engine.secret, { empresaId: scope.empresaId, turmaId, dia }));
        return { dia, link, svg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
      });
    },
  );
}
