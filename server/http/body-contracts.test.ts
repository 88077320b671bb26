import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../error-handler';
import { holdBodiesToContracts } from './body-contracts';

const contracts = {
  Id: { type: 'integer', minimum: 1 },
  Inclusao: {
    type: 'object',
    required: ['ids'],
    properties: {
      ids: { type: 'array', title: 'Solicitações', minItems: 1, items: { $ref: '#/components/schemas/Id' }, errorMessage: 'Informe ao menos uma solicitação.' },
      observacao: { type: 'string', title: 'Observação', maxLength: 5 },
      pessoa: { $ref: '#/components/schemas/Pessoa' },
    },
    additionalProperties: false,
  },
  Pessoa: { type: 'object', required: ['nome'], properties: { nome: { type: 'string', title: 'Nome' } }, additionalProperties: false },
};

async function app() {
  const server = Fastify();
  await server.register(multipart);
  registerErrorHandling(server);
  holdBodiesToContracts(server, contracts);
  server.post('/inclusao', { config: { openapi: { summary: 'Inclui', body: 'Inclusao' } } }, async (request) => ({ recebido: request.body }));
  server.post('/formulario', { config: { openapi: { summary: 'Um formulário declarado', body: { type: 'object', required: ['x'] } } } }, async () => ({ ok: true }));
  await server.ready();
  return server;
}

describe('request bodies held to their contracts', () => {
  it('a body of the contract reaches the handler as sent', async () => {
    const answer = await (await app()).inject({ method: 'POST', url: '/inclusao', payload: { ids: [1, 2], pessoa: { nome: 'Ana' } } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().recebido).toEqual({ ids: [1, 2], pessoa: { nome: 'Ana' } });
  });

  it('a body out of it answers 400 with a pt-BR message on each field, the contract’s own when it has one', async () => {
    const answer = await (await app()).inject({ method: 'POST', url: '/inclusao', payload: { ids: [], observacao: 'longa demais', pessoa: {}, senha: 'x' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('FIELD_VALIDATION_VIOLATION');
    expect(answer.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'ids', message: 'Informe ao menos uma solicitação.' },
        { field: 'observacao', message: 'Máximo de 5 caracteres' },
        { field: 'pessoa.nome', message: 'Nome é obrigatório' },
        { field: 'senha', message: 'Propriedade não permitida' },
      ]),
    );
    const missing = await (await app()).inject({ method: 'POST', url: '/inclusao', payload: {} });
    expect(missing.json().fields).toEqual([{ field: 'ids', message: 'Solicitações são obrigatórias' }]);
    const notIds = await (await app()).inject({ method: 'POST', url: '/inclusao', payload: { ids: [0, 'x'] } });
    expect(notIds.statusCode).toBe(400);
  });

  it('a body given as a declared schema is its handler’s to validate (forms, entities, actions)', async () => {
    expect((await (await app()).inject({ method: 'POST', url: '/formulario', payload: {} })).statusCode).toBe(200);
  });
});
