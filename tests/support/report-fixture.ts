/**
 * A test-only report over data every database has (etapas seletivas), exercising what the
 * product's reports may not: a date range, year bounds, sums of money and Resumido by groups.
 * `schemasWithReportFixture()` copies schemas/ and adds it, as an admin would drop a file in.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { ServerModule } from '../../modules/module';

export const REPORT_FIXTURE_FILE = resolve(import.meta.dirname, 'relatorio-teste/etapas-por-periodo.json');

export const reportFixtureModule: ServerModule = {
  name: 'teste',
  reports: {
    'etapas-por-periodo': async ({ db, scope, filter, limit }) => {
      // The business calendar is São Paulo's, whatever the database's time zone.
      const { rows } = await sql<Record<string, unknown>>`
        select tipo, nome, dia::text as "criadaEm", ordem, ordem * 10.5 as custo, ordem / 1000.0 as peso
        from etapa_seletiva,
          lateral (select case when analise_comportamental then 'Comportamental' else 'Técnica' end as tipo,
            (created_at at time zone 'America/Sao_Paulo')::date as dia) as derived
        where empresa_id = ${scope.empresaId} and id = any(${filter.etapasIds as number[]}::integer[])
          and dia between ${filter.dataIni as string}::date and ${filter.dataFim as string}::date
          and extract(year from dia) <= ${filter.ano as number}
        order by tipo, ordem, id
        limit ${limit}`.execute(db);
      return rows;
    },
  },
};

/** A copy of schemas/ with the fixture report in `teste/relatorios/`; answers the folder. */
export function schemasWithReportFixture(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'rh-relatorios-')), 'schemas');
  cpSync(resolve(import.meta.dirname, '../../schemas'), folder, { recursive: true });
  mkdirSync(join(folder, 'teste', 'relatorios'), { recursive: true });
  cpSync(REPORT_FIXTURE_FILE, join(folder, 'teste', 'relatorios', 'etapas-por-periodo.json'));
  return folder;
}
