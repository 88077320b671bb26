/** Renders every failure as `{code, message, fields?}`; never a stack trace to the client. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errors } from './errors';

/**
 * What the log keeps of an unexpected error: what went wrong and where, never the values —
 * a database error's `detail` ("Failing row contains (…)") and `where` repeat the row, CPF
 * and all, and a log outlives every erasure.
 */
export function loggable(error: Error): Record<string, unknown> {
  const { detail: _detail, where: _where, internalQuery: _query, parameters: _parameters, ...rest } = error as Error & Record<string, unknown>;
  return { ...rest, type: error.name, message: error.message, stack: error.stack };
}

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
    request.log.error({ err: loggable(error) }, 'erro inesperado');
    return reply.code(500).send(errors.internal().toBody());
  });
}
