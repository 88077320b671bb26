/**
 * The audit log as a screen (/utilitario/log, API /api/log): who changed what and when, with
 * both copies, filtered by entity, user and period in São Paulo's days, only the session's
 * company, and nothing personal left after an erasure.
 */
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('log de alterações', () => {
  it('lista quem alterou o quê e quando, com as duas cópias, pelos filtros', async () => {
    const created = (await t.request('POST', '/api/idiomas', { cookie: t.admin, body: { nome: 'Esperanto' } })).json();
    await t.request('PATCH', `/api/idiomas/${created.id}`, { cookie: t.admin, body: { nome: 'Esperanto (básico)' } });
    const page = (await t.request('GET', `/api/log?entidade=idioma&registroId=${created.id}&dataIni=${today()}&dataFim=${today()}`, { cookie: t.admin })).json();
    expect(page.content.map((r: { acao: string }) => r.acao)).toEqual(['U', 'C']);
    const [change] = page.content;
    expect(change).toMatchObject({ usuario: { nome: 'Administrador Demonstração' }, entidade: 'idioma', registroId: created.id });
    expect(change.antes).toMatchObject({ nome: 'Esperanto' });
    expect(change.depois).toMatchObject({ nome: 'Esperanto (básico)' });
    expect(Date.now() - new Date(change.createdAt).getTime()).toBeLessThan(60_000);
    // "Até" a day includes the whole day; "desde" tomorrow, nothing.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await t.request('GET', `/api/log?registroId=${created.id}&entidade=idioma&dataIni=${tomorrow}`, { cookie: t.admin })).json().totalElements).toBe(0);
    // The entity filter offers the declared entities by their label.
    const meta = (await t.request('GET', '/api/meta/entities/auditoria', { cookie: t.admin })).json();
    expect(meta.schema.properties.entidade.oneOf).toContainEqual({ const: 'idioma', title: 'Idioma' });
  });

  it('só a empresa da sessão, e só leitura', async () => {
    const norte = (await t.request('GET', '/api/log?entidade=idioma&size=100', { cookie: t.norte })).json();
    expect(norte.content.some((r: { depois: { nome?: string } }) => r.depois?.nome?.startsWith('Esperanto'))).toBe(false);
    expect([404, 405]).toContain((await t.request('POST', '/api/log', { cookie: t.admin, body: { entidade: 'idioma' } })).statusCode);
  });
});
