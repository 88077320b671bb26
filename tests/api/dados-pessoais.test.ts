/**
 * `personalData` on any entity derives the LGPD duties with no code: HR hands a person their
 * data (`GET /api/<resource>/{id}/dados-pessoais`, the record's "Dados pessoais (LGPD)" action)
 * and deleting the person leaves no copy in the audit trail. Proved on an entity only this suite
 * declares (a gatehouse's visitors, with their visits pointing at them), and on the candidate.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityMeta } from '../../engine/api-types';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-dados-pessoais-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/dados-pessoais'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });
const CPF = '39053344705';
let visitanteId: number;

beforeAll(async () => {
  const created = await t.request('POST', '/api/visitantes', { cookie: t.admin, body: { nome: 'Rui Visitante', cpf: CPF, email: 'rui.visitante@exemplo.com.br', aceitouTermo: true, aceitouEm: '2026-03-02T12:00:00Z' } });
  expect(created.statusCode, created.body).toBe(201);
  visitanteId = created.json().id;
  const visita = await t.request('POST', '/api/visitas', { cookie: t.admin, body: { visitante: { id: visitanteId }, motivo: 'Entrevista com Rui Visitante', data: '2026-03-02' } });
  expect(visita.statusCode, visita.body).toBe(201);
});

describe('dados pessoais declarados', () => {
  it('o registro oferece a ação "Dados pessoais (LGPD)"', async () => {
    const meta = (await t.request('GET', '/api/meta/entities/visitante', { cookie: t.admin })).json() as EntityMeta;
    expect(meta.actions).toContainEqual(expect.objectContaining({ name: 'dadosPessoais', label: 'Dados pessoais (LGPD)', download: 'dados-pessoais' }));
  });

  it('o RH baixa tudo o que há sobre a pessoa: o registro, o que aponta para ela, as alterações e os aceites', async () => {
    const response = await t.request('GET', `/api/visitantes/${visitanteId}/dados-pessoais`, { cookie: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="dados-pessoais-${visitanteId}.json"`);
    const data = response.json();
    expect(data.visitante).toMatchObject({ id: visitanteId, nome: 'Rui Visitante', cpf: CPF });
    expect(data.visitas).toEqual([expect.objectContaining({ motivo: 'Entrevista com Rui Visitante' })]);
    expect(data.alteracoes).toEqual(expect.arrayContaining([expect.objectContaining({ acao: 'Inclusão', registro: 'Visitante', usuario: 'Administrador Demonstração' })]));
    expect(data.aceitesTermos).toEqual([{ termo: 'Uso de imagem nas câmeras da portaria', aceito: true, registradoEm: expect.stringMatching(/^2026-03-02/) }]);

    const page = await t.request('GET', `/api/visitantes/${visitanteId}/dados-pessoais?formato=html`, { cookie: t.admin });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const text of ['Rui Visitante', 'Visitas', 'Entrevista com Rui Visitante', 'Uso de imagem nas câmeras da portaria']) expect(page.body).toContain(text);
  });

  it('só da empresa da sessão', async () => {
    expect((await t.request('GET', `/api/visitantes/${visitanteId}/dados-pessoais`, { cookie: t.norte })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/visitantes/${visitanteId}/dados-pessoais`)).statusCode).toBe(401);
  });

  it('o candidato também, pelo RH', async () => {
    const candidato = (await t.request('GET', '/api/candidatos?size=1', { cookie: t.admin })).json().content[0];
    const data = (await t.request('GET', `/api/candidatos/${candidato.id}/dados-pessoais`, { cookie: t.admin })).json();
    expect(data.candidato).toMatchObject({ id: candidato.id, nome: candidato.nome });
    expect(data.aceitesTermos).toEqual([expect.objectContaining({ termo: 'Política de segurança e privacidade' })]);
  });

  it('excluir a pessoa apaga as cópias da auditoria que a mencionam', async () => {
    const copies = () =>
      sql<{ n: number }>`select count(*)::int as n from auditoria where empresa_id = 1 and (coalesce(antes::text, '') || coalesce(depois::text, '')) like ${`%${CPF}%`}`
        .execute(t.engine.database.owner)
        .then(({ rows }) => rows[0]!.n);
    expect(await copies()).toBeGreaterThan(0);
    expect((await t.request('DELETE', `/api/visitantes/${visitanteId}`, { cookie: t.admin })).statusCode).toBe(204);
    expect(await copies()).toBe(0);
    expect((await t.request('GET', `/api/visitantes/${visitanteId}/dados-pessoais`, { cookie: t.admin })).statusCode).toBe(404);
  });
});
