/**
 * Utilitários › Integrações, "Testar conexão" of the assistant (issue 18 item 7): one tiny
 * completion asked of a fake OpenAI-compatible server on loopback — answered, the key refused, an
 * unknown model, too slow, prose instead of JSON, nobody listening — each told in pt-BR, never
 * with the key, and never spending the company's monthly credits.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreditosAssistente } from '../../modules/assistente/assistente.api';
import { useTestApp } from '../support/test-app';

const CHAVE = 'sk-teste-secreta';
const t = useTestApp({ assistenteChave: CHAVE, assistenteTimeoutMs: 500 });

type Modo = 'ok' | 'chave-recusada' | 'modelo-inexistente' | 'lento' | 'prosa';
const fake = { modo: 'ok' as Modo, pedidos: [] as { autorizacao?: string; corpo: Record<string, unknown> }[], server: undefined as Server | undefined, timers: new Set<NodeJS.Timeout>() };
let endereco = '';

function responder(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    fake.pedidos.push({ autorizacao: req.headers.authorization, corpo: JSON.parse(body) as Record<string, unknown> });
    const responde = (status: number, corpo: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(corpo));
    };
    const conteudo = fake.modo === 'prosa' ? 'Olá! Está tudo funcionando.' : JSON.stringify({ resposta: 'ok' });
    const completion = { id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: conteudo }, finish_reason: 'stop' }] };
    // Real services repeat part of the key in their refusal: the test proves it never reaches the screen.
    if (fake.modo === 'chave-recusada') return responde(401, { error: { message: `Incorrect API key provided: ${CHAVE}` } });
    if (fake.modo === 'modelo-inexistente') return responde(404, { error: { message: 'The model does not exist' } });
    if (fake.modo !== 'lento') return responde(200, completion);
    const timer = setTimeout(() => responde(200, completion), 3000);
    fake.timers.add(timer);
  });
}

beforeAll(async () => {
  fake.server = createServer(responder);
  await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
  endereco = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  t.engine.config.assistenteUrl = endereco;
});

afterEach(() => {
  fake.modo = 'ok';
  fake.pedidos = [];
  t.engine.config.assistenteUrl = endereco;
});

afterAll(async () => {
  fake.timers.forEach(clearTimeout);
  fake.server?.closeAllConnections();
  await new Promise((resolve) => fake.server?.close(resolve));
});

const testar = async (cookie = t.admin) => {
  const response = await t.request('POST', '/api/integracoes/assistente/testar', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(CHAVE);
  return response.json() as { sucesso: boolean; mensagem: string };
};
const creditos = async () => (await t.request('GET', '/api/assistente/creditos', { cookie: t.admin })).json() as CreditosAssistente;

describe('Integrações: testar o assistente', () => {
  it('a lista o oferece para teste quando configurado', async () => {
    const { integracoes } = (await t.request('GET', '/api/integracoes', { cookie: t.admin })).json() as { integracoes: { codigo: string; testavel: boolean; destino: string }[] };
    expect(integracoes.find((i) => i.codigo === 'assistente')).toMatchObject({ testavel: true, destino: endereco });
  });

  it('respondeu: diz em quanto tempo, com a chave no cabeçalho e sem gastar créditos da empresa', async () => {
    const antes = await creditos();
    const resultado = await testar();
    expect(resultado.sucesso).toBe(true);
    expect(resultado.mensagem).toMatch(/^O assistente respondeu em \d+,\d s\.$/);
    expect(fake.pedidos).toHaveLength(1);
    expect(fake.pedidos[0]!.autorizacao).toBe(`Bearer ${CHAVE}`);
    // The same constrained JSON every suggestion asks for: a model that cannot answer it would fail the forms too.
    expect(fake.pedidos[0]!.corpo).toMatchObject({ response_format: { type: 'json_schema' } });
    expect(await creditos()).toEqual(antes);
  });

  it.each([
    ['chave-recusada', 'O serviço ENDERECO recusou a chave de ASSISTENTE_CHAVE.'],
    ['modelo-inexistente', 'O serviço ENDERECO recusou o pedido (código 404): confira ASSISTENTE_MODELO.'],
    ['lento', 'O serviço ENDERECO não respondeu em 0,5 s (ASSISTENTE_TIMEOUT_MS).'],
  ] as const)('%s: a mensagem diz o que houve', async (modo, mensagem) => {
    const antes = await creditos();
    fake.modo = modo;
    expect(await testar()).toEqual({ sucesso: false, mensagem: mensagem.replace('ENDERECO', endereco) });
    expect(await creditos()).toEqual(antes);
  });

  it('respondeu texto em vez do JSON pedido: avisa que as sugestões não funcionarão com esse modelo', async () => {
    fake.modo = 'prosa';
    const resultado = await testar();
    expect(resultado.sucesso).toBe(false);
    expect(resultado.mensagem).toMatch(/^O assistente respondeu em \d+,\d s, mas não no JSON pedido: o modelo não atende às sugestões dos formulários\.$/);
  });

  it('ninguém escutando no endereço: não foi possível conectar', async () => {
    const fechado = createServer();
    await new Promise<void>((resolve) => fechado.listen(0, '127.0.0.1', resolve));
    const porta = (fechado.address() as AddressInfo).port;
    await new Promise((resolve) => fechado.close(resolve));
    t.engine.config.assistenteUrl = `http://127.0.0.1:${porta}/v1`;
    expect(await testar()).toEqual({ sucesso: false, mensagem: `Não foi possível conectar ao serviço http://127.0.0.1:${porta}/v1.` });
  });

  it('sem ASSISTENTE_URL: diz que não está configurado; só quem tem a permissão testa', async () => {
    t.engine.config.assistenteUrl = undefined;
    expect(await testar()).toEqual({ sucesso: false, mensagem: 'Assistente não configurado (ASSISTENTE_URL): as sugestões vêm dos cadastros da empresa e da CBO.' });
    expect(fake.pedidos).toEqual([]);
    const restrita = await t.login({ cpf: '71460238001', empresaId: 1 });
    expect((await t.request('POST', '/api/integracoes/assistente/testar', { cookie: restrita })).statusCode).toBe(403);
    expect((await t.request('POST', '/api/integracoes/assistente/testar')).statusCode).toBe(401);
  });
});
