/**
 * Issue 18 item 6: the company's extra menus (links in the session's menu, new tab when asked),
 * grupos AC (código unique, the message on the field) and suggestions (any user sends, the
 * company's administrators list them) — each company seeing only its own.
 */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../engine/api-types';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
type Json = Record<string, any>;
const RESTRITO = { cpf: '71460238001', empresaId: 1 };

const menuOf = async (cookie: string) => (await t.request('GET', '/api/userinfo', { cookie })).json().menu as MenuItem[];

describe('menu extra', () => {
  it('os links do menu da empresa entram no menu principal dela, e só no dela', async () => {
    const invalido = await t.request('POST', '/api/menu-extra', { cookie: t.admin, body: { nome: 'Portais', links: [{ nome: 'Truque', url: 'javascript:alert(1)' }] } });
    expect(invalido.json().fields).toEqual([{ field: 'links.0.url', message: 'Informe um endereço que comece com http:// ou https://' }]);
    const criado = await t.request('POST', '/api/menu-extra', {
      cookie: t.admin,
      body: { nome: 'Portais', links: [{ nome: 'Portal do Colaborador', url: 'https://colaborador.exemplo.com.br', novaAba: true }, { nome: 'Intranet', url: 'http://intranet.local/', novaAba: false }] },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const portais = (await menuOf(t.admin)).find((item) => item.label === 'Portais');
    expect(portais?.children).toEqual([
      { label: 'Portal do Colaborador', href: 'https://colaborador.exemplo.com.br', newTab: true },
      { label: 'Intranet', href: 'http://intranet.local/', newTab: false },
    ]);
    expect((await menuOf(t.norte)).some((item) => item.label === 'Portais')).toBe(false);
    expect((await t.request('GET', `/api/menu-extra/${criado.json().id}`, { cookie: t.norte })).statusCode).toBe(404);
    const repetido = await t.request('POST', '/api/menu-extra', { cookie: t.admin, body: { nome: 'Portais' } });
    expect(repetido.json().fields).toEqual([{ field: 'nome', message: 'Já existe um menu extra com este nome.' }]);
    await t.request('DELETE', `/api/menu-extra/${criado.json().id}`, { cookie: t.admin });
    expect((await menuOf(t.admin)).some((item) => item.label === 'Portais')).toBe(false);
  });
});

describe('grupos AC', () => {
  it('código único, com a mensagem no campo; só o administrador do sistema altera', async () => {
    const criado = await t.request('POST', '/api/grupos-ac', { cookie: t.admin, body: { codigo: '001', descricao: 'Grupo Nordeste' } });
    expect(criado.statusCode, criado.body).toBe(201);
    const repetido = await t.request('POST', '/api/grupos-ac', { cookie: t.admin, body: { codigo: '001', descricao: 'Outro' } });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().fields).toEqual([{ field: 'codigo', message: 'Já existe um grupo AC com este código.' }]);
    expect((await t.request('POST', '/api/grupos-ac', { cookie: t.admin, body: { descricao: 'Sem código' } })).json().fields).toEqual([{ field: 'codigo', message: 'Código é obrigatório' }]);
    expect((await t.request('POST', '/api/grupos-ac', { cookie: t.norte, body: { codigo: '002', descricao: 'Norte' } })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/grupos-ac?descricao=nordeste', { cookie: t.norte })).json().content).toHaveLength(1);
  });
});

describe('sugestão de melhoria', () => {
  it('qualquer usuário envia; os administradores da empresa as listam, com quem enviou', async () => {
    const restrito = await t.login(RESTRITO);
    expect((await t.request('GET', '/api/sugestao-de-melhoria', { cookie: restrito })).statusCode).toBe(403);
    const formulario = (await t.request('GET', '/api/sugestao-de-melhoria/formulario', { cookie: restrito })).json() as Json;
    expect(Object.keys(formulario.schema.properties)).toEqual(['titulo', 'descricao']);
    const semTexto = await t.request('POST', '/api/sugestao-de-melhoria/enviar', { cookie: restrito, body: { titulo: 'Atalho' } });
    expect(semTexto.json().fields).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }]);
    const enviada = await t.request('POST', '/api/sugestao-de-melhoria/enviar', { cookie: restrito, body: { titulo: 'Atalho de teclado', descricao: 'Gravar com Ctrl+S.', usuario: { id: 1 } } });
    expect(enviada.statusCode, enviada.body).toBe(201);
    const lista = (await t.request('GET', '/api/sugestao-de-melhoria?titulo=atalho', { cookie: t.admin })).json().content as Json[];
    expect(lista).toHaveLength(1);
    expect(lista[0]!.usuario.id).not.toBe(1);
    expect((await t.request('GET', '/api/sugestao-de-melhoria?titulo=atalho', { cookie: t.norte })).json().content).toEqual([]);
    expect((await t.request('GET', `/api/sugestao-de-melhoria/${enviada.json().id}`, { cookie: t.norte })).statusCode).toBe(404);
  });
});
