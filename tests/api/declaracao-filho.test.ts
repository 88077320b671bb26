/**
 * A child record declared with `owner` and `operations` (a note on a candidate, a file this
 * suite only copies in) gets its routes under the owner with no TypeScript: JSON create,
 * list, read, update and delete, the owner's company checked, audit rows, OpenAPI paths.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainCandidateForm } from '../support/candidate-form';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-filho-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/declaracao-filho'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });
let base: string;

beforeAll(async () => {
  const cargo = await plainCandidateForm(t);
  const created = await t.request('POST', '/api/candidatos', { cookie: t.admin, body: { nome: 'Eva Anotada', pessoal: { cpf: '41826397582', sexo: 'F' }, cargos: [cargo] } });
  expect(created.statusCode, created.body).toBe(201);
  base = `/api/candidatos/${created.json().id}/anotacoes`;
});

describe('registro filho declarado, sem código', () => {
  it('inclui, lista, lê, altera e remove sob o candidato, com auditoria', async () => {
    const created = await t.request('POST', base, { cookie: t.admin, body: { texto: 'Fala inglês fluente' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ texto: 'Fala inglês fluente', importante: false, version: 1 });
    const id = created.json().id as number;
    expect((await t.request('POST', base, { cookie: t.admin, body: { texto: 'Aceita viajar', importante: true } })).statusCode).toBe(201);
    expect((await t.request('GET', base, { cookie: t.admin })).json().map((n: { texto: string }) => n.texto)).toEqual(['Aceita viajar', 'Fala inglês fluente']);
    const updated = await t.request('PUT', `${base}/${id}`, { cookie: t.admin, body: { texto: 'Fala inglês e espanhol', version: 1 } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await t.request('GET', `${base}/${id}`, { cookie: t.admin })).json()).toMatchObject({ texto: 'Fala inglês e espanhol', version: 2 });
    const invalid = await t.request('POST', base, { cookie: t.admin, body: { importante: true } });
    expect(invalid.json().fields.map((f: { field: string }) => f.field)).toEqual(['texto']);
    expect((await t.request('GET', base, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('POST', base, { cookie: t.norte, body: { texto: 'Invasor' } })).statusCode).toBe(404);
    expect((await t.request('DELETE', `${base}/${id}`, { cookie: t.admin })).statusCode).toBe(204);
    const { rows } = await sql<{ acao: string }>`select acao from auditoria where entidade = 'anotacaoCandidato' and registro_id = ${id} order by id`.execute(t.engine.database.owner);
    expect(rows.map((r) => r.acao)).toEqual(['C', 'U', 'D']);
  });

  it('o OpenAPI descreve as rotas, com o corpo de entrada da declaração', async () => {
    const { paths } = (await t.request('GET', '/api/openapi.json')).json();
    expect(paths['/api/candidatos/{candidatoId}/anotacoes'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/AnotacaoCandidatoEntrada' });
    expect(paths['/api/candidatos/{candidatoId}/anotacoes/{id}/download']).toBeUndefined();
  });
});
