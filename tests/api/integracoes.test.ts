/**
 * Utilitários › Integrações: the list (never a password), who may see it, and "Testar conexão" —
 * the e-mail to the user through the configured SMTP (captured, as every e-mail in the tests), the
 * CEP looked up in a stand-in ViaCEP — and, with nothing configured, the clear pt-BR answers.
 * Also the system notices listed at load: the demo's licence (a year) only near its end and ended.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter, setClock, today } from '../../engine/validation/brazilian';
import { formatDate } from '../../engine/format/dates';
import { captureMail, stopCapturingMail } from '../../server/mail/mailer';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

let viaCep: Server;
let configurado: TestApp;
let semNada: TestApp;
let admin: string;

beforeAll(async () => {
  viaCep = createServer((request, response) => {
    const found = request.url === '/ws/01001000/json/';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', ibge: '3550308' } : { erro: true }));
  });
  await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', resolve));
  const { port } = viaCep.address() as AddressInfo;
  configurado = await startTestApp({ smtpUrl: 'smtp://rh:segredo@mail.exemplo.com:587', cepUrl: `http://127.0.0.1:${port}/ws` });
  semNada = await startTestApp();
  admin = await configurado.login(ADMIN);
});

afterAll(async () => {
  stopCapturingMail();
  await configurado?.close();
  await semNada?.close();
  await new Promise((resolve) => viaCep?.close(resolve));
});

const json = async (app: TestApp, method: string, url: string, cookie: string, body?: unknown) => {
  const response = await app.request(method, url, { cookie, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('integrações', () => {
  it('a lista diz o que está configurado e para onde aponta, sem senha; só quem tem a permissão a vê', async () => {
    const { integracoes } = await json(configurado, 'GET', '/api/integracoes', admin);
    expect(integracoes.map((i: { codigo: string; situacao: string }) => `${i.codigo}:${i.situacao}`)).toEqual([
      'smtp:CONFIGURADA',
      'cep:CONFIGURADA',
      'assistente:NAO_CONFIGURADA',
      'chat:NAO_DISPONIVEL',
      'solides:NAO_DISPONIVEL',
      'eduvem:NAO_DISPONIVEL',
      'colabore:NAO_DISPONIVEL',
      'bi:NAO_DISPONIVEL',
    ]);
    expect(integracoes[0].destino).toBe('smtp://mail.exemplo.com:587');
    expect(JSON.stringify(integracoes)).not.toContain('segredo');
    const restrita = await configurado.login({ cpf: '71460238001', empresaId: 1 });
    expect((await configurado.request('GET', '/api/integracoes', { cookie: restrita })).statusCode).toBe(403);
    expect((await configurado.request('POST', '/api/integracoes/smtp/testar', { cookie: restrita })).statusCode).toBe(403);
    expect((await configurado.request('GET', '/api/integracoes')).statusCode).toBe(401);
  });

  it('SMTP: sem e-mail no usuário, diz onde cadastrá-lo; com ele, o e-mail de teste vai para o usuário', async () => {
    expect(await json(configurado, 'POST', '/api/integracoes/smtp/testar', admin)).toEqual({
      sucesso: false,
      mensagem: 'Seu usuário não tem e-mail cadastrado: informe-o em Utilitários › Usuários e teste de novo.',
    });
    await sql`update usuario set email = 'admin@demonstracao.com.br' where cpf = ${ADMIN.cpf}`.execute(configurado.engine.database.owner);
    const enviados = captureMail();
    expect(await json(configurado, 'POST', '/api/integracoes/smtp/testar', admin)).toEqual({
      sucesso: true,
      mensagem: 'E-mail de teste enviado para admin@demonstracao.com.br pelo servidor smtp://mail.exemplo.com:587.',
    });
    expect(enviados).toEqual([expect.objectContaining({ to: ['admin@demonstracao.com.br'], subject: 'Teste de conexão do servidor de e-mail' })]);
  });

  it('CEP: encontrado, inexistente e mal digitado', async () => {
    expect(await json(configurado, 'POST', '/api/integracoes/cep/testar', admin, { cep: '01001-000' })).toEqual({ sucesso: true, mensagem: 'CEP 01001000 encontrado: Praça da Sé, Sé.' });
    const inexistente = await json(configurado, 'POST', '/api/integracoes/cep/testar', admin, { cep: '99999999' });
    expect(inexistente).toMatchObject({ sucesso: false });
    expect(inexistente.mensagem).toContain('não respondeu o CEP 99999999');
    const errado = await configurado.request('POST', '/api/integracoes/cep/testar', { cookie: admin, body: { cep: '123' } });
    expect(errado.statusCode).toBe(400);
    expect(errado.json().fields).toEqual([{ field: 'cep', message: 'CEP inválido' }]);
  });

  it('nada configurado: a lista e os testes dizem isso', async () => {
    const cookie = await semNada.login(ADMIN);
    const { integracoes } = await json(semNada, 'GET', '/api/integracoes', cookie);
    expect(integracoes.filter((i: { situacao: string }) => i.situacao === 'CONFIGURADA')).toEqual([]);
    expect(await json(semNada, 'POST', '/api/integracoes/smtp/testar', cookie)).toEqual({
      sucesso: false,
      mensagem: 'Servidor de e-mail não configurado (SMTP_URL): os e-mails são gravados em arquivos, não enviados.',
    });
    expect(await json(semNada, 'POST', '/api/integracoes/cep/testar', cookie, { cep: '01001000' })).toEqual({
      sucesso: false,
      mensagem: 'Consulta de CEP não configurada (CEP_URL): o endereço é digitado nos formulários.',
    });
  });

  it('avisos do sistema: a licença da demonstração (um ano) avisa nos últimos 30 dias e quando vencida', async () => {
    const cookie = await semNada.login(ADMIN);
    const fim = daysAfter(today(), 365);
    // The backup's notice is tests/api/avisos-backup.test.ts's.
    const daLicenca = async () => ((await json(semNada, 'GET', '/api/avisos-sistema', cookie)).avisos as { codigo: string }[]).filter((a) => a.codigo.startsWith('licenca'));
    expect(await daLicenca()).toEqual([]);
    const em = (dias: number) => setClock(() => new Date(Date.now() + dias * 86_400_000));
    try {
      em(355);
      expect(await daLicenca()).toEqual([
        { codigo: 'licenca-expira', gravidade: 'AVISO', mensagens: [`Licença expira em 10 dias (${formatDate(fim)}). Renove-a e importe o novo arquivo em Utilitários › Configuração do Autenticador.`] },
      ]);
      em(370);
      expect(await daLicenca()).toEqual([
        { codigo: 'licenca-vencida', gravidade: 'ERRO', mensagens: [`Licença vencida em ${formatDate(fim)}. Importe a licença renovada em Utilitários › Configuração do Autenticador.`] },
      ]);
    } finally {
      setClock();
    }
    expect((await semNada.request('GET', '/api/avisos-sistema')).statusCode).toBe(401);
  });
});
