/**
 * "Relatório de inconsistências do banco de dados" (spec 02 §7 POST /relatorio-inconsistencia-banco-dados):
 * the inconsistencies of the session's company grouped by kind, laid out and printed like every
 * report (engine/report/layout.ts, server/reports/pdf.ts: the header with company, user and time).
 */
import { formatDate } from '../../../engine/format/dates';
import type { ReportLayout } from '../../../engine/report/declaration';
import { layOut } from '../../../engine/report/layout';
import { renderPdf } from '../../../server/reports/pdf';
import type { PageFacts } from '../../../server/reports/render-input';
import type { Inconsistencia } from './integridade.api';

export const TITULO_RELATORIO = 'Relatório de Inconsistências do Banco de Dados';

const LAYOUT: ReportLayout = {
  orientation: 'portrait',
  columns: [
    { field: 'cadastro', label: 'Cadastro', width: 2 },
    { field: 'registro', label: 'Código', width: 1 },
    { field: 'descricao', label: 'Descrição', width: 6 },
  ],
  groupBy: { field: 'tipo' },
  totals: { countLabel: 'Total de inconsistências' },
};

export async function relatorioPdf(inconsistencias: Inconsistencia[], facts: Omit<PageFacts, 'title' | 'orientation' | 'generatedAt'>): Promise<Buffer> {
  // The layout groups consecutive rows: by kind, in the order the checks ran.
  const rows = [...inconsistencias].sort((a, b) => a.tipo.localeCompare(b.tipo, 'pt-BR'));
  const report = layOut(LAYOUT, rows as unknown as Record<string, unknown>[], { resumido: false });
  const pdf = await renderPdf({ ...facts, title: TITULO_RELATORIO, orientation: 'portrait', generatedAt: formatDate(new Date().toISOString()), format: 'pdf', report }, () => {});
  return Buffer.from(pdf);
}
