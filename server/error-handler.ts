/** Renders every failure as `{code, message, fields?}`; never a stack trace to the client. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errors } from './errors';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).send(error.toBody());
    // PostgreSQL's class 22 (data exception): a value no column can hold, e.g. an id past int4.
    if (!error.statusCode && /^22/.test(String(error.code ?? ''))) return reply.code(400).send(errors.outOfRange().toBody());
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(errors.tooManyAttempts().toBody());
    if (status === 413) return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'O conteúdo enviado é grande demais.' });
    if (status === 415) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado.' });
    if (status >= 400 && status < 500) return reply.code(400).send(errors.badRequest('Requisição inválida.').toBody());
    request.log.error({ err: error }, 'erro inesperado');
    return reply.code(500).send(errors.internal().toBody());
  });
}
