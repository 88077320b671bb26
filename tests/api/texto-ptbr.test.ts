/**
 * Text as a Brazilian user types and reads it: "contém" ignores case and accents, served by
 * the trigram index over the generated search text (EXPLAIN as the application role,
 * row-level security on), and lists sort "Área" with the A's.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runInScope } from '../../server/db/tenant-context';
import { searchTextContains } from '../../server/db/text-search';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('texto em pt-BR', () => {
  it('"contém" ignora acentos e maiúsculas, nos dois sentidos', async () => {
    for (const nome of ['Entrevista com Araújo', 'ENTREVISTA TÉCNICA', 'Dinâmica de grupo']) {
      expect((await t.request('POST', '/api/etapas-seletivas', { cookie: t.admin, body: { nome, ordem: 50 } })).statusCode).toBe(201);
    }
    const found = async (text: string) =>
      ((await t.request('GET', `/api/etapas-seletivas?size=50&nome=${encodeURIComponent(text)}`, { cookie: t.admin })).json().content as { nome: string }[]).map((e) => e.nome);
    expect(await found('araujo')).toEqual(['Entrevista com Araújo']);
    expect(await found('ARAÚJO')).toEqual(['Entrevista com Araújo']);
    expect(await found('tecnica')).toContain('ENTREVISTA TÉCNICA');
    expect(await found('dinamica')).toEqual(['Dinâmica de grupo']);
    // The dropdowns' search too.
    const options = (await t.request('GET', '/api/etapas-seletivas?unpaged=true&resumido=true&q=araujo', { cookie: t.admin })).json();
    expect(options.map((o: { nome: string }) => o.nome)).toEqual(['Entrevista com Araújo']);
  });

  it('a ordem é a do português: "Área" entre os A, antes de "Vendas"', async () => {
    for (const nome of ['Vendas Externas', 'Área Técnica', 'Administração Geral', 'área de testes']) {
      expect((await t.request('POST', '/api/areas-organizacionais', { cookie: t.admin, body: { nome } })).statusCode, nome).toBe(201);
    }
    const page = (await t.request('GET', '/api/areas-organizacionais?size=100&sort=nome,asc', { cookie: t.admin })).json();
    const nomes = (page.content as { nome: string }[]).map((a) => a.nome);
    expect(nomes.indexOf('Área Técnica')).toBeLessThan(nomes.indexOf('Vendas Externas'));
    expect(nomes.indexOf('Administração Geral')).toBeLessThan(nomes.indexOf('Área Técnica'));
    expect(nomes.indexOf('área de testes')).toBeLessThan(nomes.indexOf('Vendas Externas'));
  });

  it('o filtro usa o índice de busca sem acento (EXPLAIN como a aplicação, com RLS)', async () => {
    const owner = t.engine.database.owner;
    await sql`insert into etapa_seletiva (empresa_id, nome, ordem)
      select 1 + g % 2, 'Etapa ' || g || case when g % 50 = 0 then ' Conceição' else ' Souza' end, 1 from generate_series(1, 20000) g`.execute(owner);
    await sql`analyze etapa_seletiva`.execute(owner);
    const plan = await runInScope({ empresaId: 1, usuarioId: 1 }, async () => {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from etapa_seletiva t
        where t.empresa_id = 1 and ${searchTextContains(sql.ref('t.nome_busca'), 'conceicao')}`.execute(t.engine.db);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on etapa_seletiva_nome_busca_trgm/);
  });
});
