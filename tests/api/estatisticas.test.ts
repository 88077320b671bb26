/**
 * The planner's statistics (server/db/statistics.ts): a started server has analysed every table,
 * and the tables changed past autovacuum's threshold are analysed again — PGlite has no
 * autovacuum, and without statistics a report over a few hundred talents took minutes.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { analyzeStale } from '../../server/db/statistics';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('estatísticas do planejador', () => {
  it('o servidor iniciado analisou todas as tabelas', async () => {
    const { rows } = await sql<{ relname: string }>`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema() and c.reltuples < 0`.execute(t.engine.database.owner);
    expect(rows).toEqual([]);
  });

  // PGlite's own job: PostgreSQL's autovacuum keeps its statistics, and there other sessions'
  // change counters reach the statistics views only when those sessions next go idle.
  it.skipIf(Boolean(process.env.DATABASE_URL))('PGlite: uma tabela que mudou além do limite é analisada de novo, e só ela', async () => {
    await analyzeStale(t.engine.database.owner);
    for (let i = 0; i < 60; i++) {
      const response = await t.request('POST', '/api/areas-interesse', { cookie: t.admin, body: { nome: `Área estatística ${i}` } });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await analyzeStale(t.engine.database.owner)).toContain('area_interesse');
    expect(await analyzeStale(t.engine.database.owner)).not.toContain('area_interesse');
  });
});
