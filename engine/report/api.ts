/** What the report API answers, shared by server and browser. */
import type { ReportColumn, ReportDeclaration } from './declaration';
import type { ReportLine } from './layout';

/** Spec §8, report messages. */
export const EMPTY_REPORT_MESSAGE = 'Não existem dados para o filtro informado.';
export const REPORT_FAILED_MESSAGE = 'Não foi possível gerar o relatório.';

export const REPORT_FORMATS = ['pdf', 'xlsx', 'visualizar'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** GET /api/meta/relatorios: every report, defaults resolved for today, with whether this session may generate it. */
export type ReportMeta = ReportDeclaration & { route: string; can: { read: boolean } };

/**
 * A generation under way or finished (`POST /api/relatorios/<name>?formato=`,
 * `GET /api/relatorios/tarefas/<id>`). `progresso` runs from 0 to 100.
 */
export interface ReportJobStatus {
  id: string;
  status: 'EXECUTANDO' | 'CONCLUIDO' | 'VAZIO' | 'ERRO';
  formato: ReportFormat;
  progresso: number;
  /** Why it is empty or failed, pt-BR. */
  mensagem?: string;
}

/** GET /api/relatorios/tarefas/<id>/linhas?page=&size=: a page of a preview's lines. */
export interface ReportPreviewPage {
  colunas: ReportColumn[];
  content: ReportLine[];
  /** Lines in all pages (groups and totals included): what the pages walk. */
  totalElements: number;
  /** Rows the report answered: the records the pager announces (13 months, not their 16 lines). */
  registros: number;
}
