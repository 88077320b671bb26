/**
 * A test-only report over data every database has (etapas seletivas), exercising what the
 * product's reports may not: a date range, year bounds, sums of money and Resumido by groups.
 * It is one file, query included: `schemasWithReportFixture()` copies schemas/ and adds it, as
 * an admin would drop a file in.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPORT_FIXTURE_FILE = resolve(import.meta.dirname, 'relatorio-teste/etapas-por-periodo.json');

/** A copy of schemas/ with the fixture report in `teste/relatorios/`; answers the folder. */
export function schemasWithReportFixture(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'rh-relatorios-')), 'schemas');
  cpSync(resolve(import.meta.dirname, '../../schemas'), folder, { recursive: true });
  mkdirSync(join(folder, 'teste', 'relatorios'), { recursive: true });
  cpSync(REPORT_FIXTURE_FILE, join(folder, 'teste', 'relatorios', 'etapas-por-periodo.json'));
  return folder;
}
