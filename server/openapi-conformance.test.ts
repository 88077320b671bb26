import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdAnswersToContracts } from './openapi-conformance';
import { AppError } from './errors';

const components = { Pessoa: { type: 'object', required: ['nome'], properties: { nome: { type: 'string' } }, additionalProperties: false } };

async function appAnswering(answer: unknown, status = 200, documented?: number) {
  const app = Fastify();
  holdAnswersToContracts(app, () => components, 'check');
  app.setErrorHandler((error, _request, reply) => reply.code((error as AppError).statusCode ?? 500).send({ code: (error as AppError).code, message: (error as AppError).message }));
  app.get('/pessoa', { config: { openapi: { summary: 'Uma pessoa', response: 'Pessoa', ...(documented && { status: documented }) } } }, async (_request, reply) => reply.code(status).send(answer));
  app.get('/pessoas', { config: { openapi: { summary: 'Pessoas', response: 'Pessoa[]' } } }, async () => [answer]);
  await app.ready();
  return app;
}

describe('answers held to their documented types', () => {
  it('an answer of the documented shape passes, as a record or in a list', async () => {
    const app = await appAnswering({ nome: 'Ana' });
    expect((await app.inject('/pessoa')).json()).toEqual({ nome: 'Ana' });
    expect((await app.inject('/pessoas')).json()).toEqual([{ nome: 'Ana' }]);
  });

  it('a property the type does not name, or one missing, answers 500 naming it', async () => {
    const app = await appAnswering({ nome: 'Ana', senha: 'x' });
    const extra = await app.inject('/pessoa');
    expect(extra.statusCode).toBe(500);
    expect(extra.json().message).toMatch(/^Resposta fora do contrato \(GET \/pessoa\): .*\(senha\)/);
    expect((await (await appAnswering({})).inject('/pessoas')).json().message).toMatch(/nome/);
  });

  it('a success status other than the documented one is refused', async () => {
    expect((await (await appAnswering({ nome: 'Ana' }, 201)).inject('/pessoa')).json().message).toMatch(/respondeu 201, documentado 200/);
    expect((await (await appAnswering({ nome: 'Ana' }, 201, 201)).inject('/pessoa')).statusCode).toBe(201);
  });
});

describe('answers filtered in production', () => {
  it('what the type does not name is dropped; a valid answer goes as it is', async () => {
    const app = Fastify();
    holdAnswersToContracts(app, () => components, 'filter');
    app.get('/pessoa', { config: { openapi: { summary: 'Uma pessoa', response: 'Pessoa' } } }, async (request) => ((request.query as { senha?: string }).senha ? { nome: 'Ana', senha: 'x' } : { nome: 'Ana' }));
    await app.ready();
    expect((await app.inject('/pessoa?senha=1')).json()).toEqual({ nome: 'Ana' });
    expect((await app.inject('/pessoa')).json()).toEqual({ nome: 'Ana' });
  });
});
