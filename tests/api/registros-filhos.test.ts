/**
 * The generic routes of an owned entity under its owner (`owner` + `operations`), seen through
 * the candidate's attached documents: the list filtered to the owner and paged and sorted in
 * SQL, PATCH, the version checked, a multipart PUT that replaces the file, a record reached
 * through another owner is not found, and the OpenAPI document describes the nested routes.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { createPlainCandidate, plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
let candidatoId: number;
let outroId: number;

const base = (id: number) => `/api/candidatos/${id}/documentos-anexos`;
const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) => {
  const body = multipart(fields, file);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie: t.admin } });
};
const text = (content: string) => ({ name: 'nota.txt', bytes: Buffer.from(content) });
const parts = async (id: number) => Number((await sql<{ n: string }>`select count(*) as n from documento_anexo_parte where documento_id = ${id}`.execute(t.engine.database.owner)).rows[0]!.n);

beforeAll(async () => {
  const cargo = await plainCandidateForm(t);
  const create = (nome: string, cpf: string) => createPlainCandidate(t, cargo, nome, cpf);
  candidatoId = await create('Carla Filhos', '41826397582');
  outroId = await create('Dora Filhos', '52837410608');
  for (const [descricao, data] of [['Primeiro', '2025-01-10'], ['Segundo', '2025-02-10'], ['Terceiro', '2025-03-10']]) {
    expect((await send('POST', base(candidatoId), { descricao: descricao!, data: data! }, text(descricao!))).statusCode).toBe(201);
  }
});

describe('registros filhos sob o dono', () => {
  it('lista só os do dono, toda ou em páginas, na ordem pedida', async () => {
    const list = async (query = '') => ((await t.request('GET', `${base(candidatoId)}${query}`, { cookie: t.admin })).json() as { descricao: string }[]).map((d) => d.descricao);
    expect(await list()).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
    expect(await list('?page=0&size=2')).toEqual(['Terceiro', 'Segundo']);
    expect(await list('?page=1&size=2')).toEqual(['Primeiro']);
    expect(await list('?sort=data,asc')).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
    expect((await t.request('GET', base(outroId), { cookie: t.admin })).json()).toEqual([]);
    expect((await t.request('GET', `${base(candidatoId)}?sort=observacao,asc`, { cookie: t.admin })).statusCode).toBe(400);
  });

  it('PATCH muda só o enviado; uma versão velha é recusada; outro dono não acha o registro', async () => {
    const [documento] = (await t.request('GET', `${base(candidatoId)}?sort=data,asc`, { cookie: t.admin })).json();
    const patched = await t.request('PATCH', `${base(candidatoId)}/${documento.id}`, { cookie: t.admin, body: { observacao: 'Conferido' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ descricao: 'Primeiro', observacao: 'Conferido', version: documento.version + 1 });
    const stale = await t.request('PUT', `${base(candidatoId)}/${documento.id}`, { cookie: t.admin, body: { descricao: 'Velho', data: '2025-01-10', version: documento.version } });
    expect(stale.statusCode).toBe(409);
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.request(method, `${base(outroId)}/${documento.id}`, { cookie: t.admin, body: method === 'GET' || method === 'DELETE' ? undefined : { descricao: 'Invasor', data: '2025-01-10' } });
      expect(response.statusCode, method).toBe(404);
    }
    expect((await t.request('GET', `${base(outroId)}/${documento.id}/download`, { cookie: t.admin })).statusCode).toBe(404);
  });

  it('um PUT multipart troca o arquivo: os fatos e as partes são os do novo', async () => {
    const [documento] = (await t.request('GET', base(candidatoId), { cookie: t.admin })).json();
    const replaced = await send('PUT', `${base(candidatoId)}/${documento.id}`, { descricao: 'Terceiro, nova versão', data: '2025-03-11', version: String(documento.version) }, {
      name: 'nova.txt',
      bytes: Buffer.from('Texto novo, mais longo que o primeiro.\n'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ descricao: 'Terceiro, nova versão', arquivoNome: 'nova.txt', arquivoTipo: 'text/plain', arquivoTamanho: 39, tipo: 'C' });
    expect((await t.request('GET', `${base(candidatoId)}/${documento.id}/download`, { cookie: t.admin })).body).toBe('Texto novo, mais longo que o primeiro.\n');
    expect(await parts(documento.id)).toBe(1);
    // Without a file, the one stored stays.
    const kept = await send('PUT', `${base(candidatoId)}/${documento.id}`, { descricao: 'Terceiro', data: '2025-03-11' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().arquivoNome).toBe('nova.txt');
    const refused = await send('PUT', `${base(candidatoId)}/${documento.id}`, { descricao: 'Terceiro', data: '2025-03-11' }, { name: 'x.exe', bytes: Buffer.from('MZ') });
    expect(refused.statusCode).toBe(400);
    expect(await parts(documento.id)).toBe(1);
    // The file goes in the part named as the property.
    const elsewhere = await send('POST', base(candidatoId), { descricao: 'Outro campo', data: '2025-03-12' }, { ...text('x'), field: 'documento' });
    expect(elsewhere.json().fields).toEqual([{ field: 'arquivo', message: 'Selecione o arquivo.' }]);
  });

  it('o OpenAPI descreve as rotas sob o dono, não sob /api/<recurso>', async () => {
    const { paths } = (await t.request('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    expect(Object.keys(paths['/api/candidatos/{candidatoId}/documentos-anexos']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/candidatos/{candidatoId}/documentos-anexos/{id}']!).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(paths['/api/candidatos/{candidatoId}/documentos-anexos']!.post!.requestBody!.content).toHaveProperty('multipart/form-data');
    expect(paths['/api/candidatos/{candidatoId}/documentos-anexos/{id}/download']!.get).toBeDefined();
    expect(paths['/api/documentos-anexos']).toBeUndefined();
  });
});
