/** What a renderer needs to write one file: the laid-out report or document and the header's facts. */
import type { ReportLayout } from '../../engine/report/declaration';
import type { LaidOutDocument } from '../../engine/report/document-layout';
import type { LaidOutReport, LayoutMode, ReportRow } from '../../engine/report/layout';

export type FileFormat = 'pdf' | 'xlsx';

/** What every page's header and footer show (spec §2.9 print header). */
export interface PageFacts {
  title: string;
  /** Licensed company the file was generated for. */
  company: string;
  /** User who generated it. */
  user: string;
  /** "dd/MM/yyyy HH:mm", São Paulo time. */
  generatedAt: string;
  orientation: 'portrait' | 'landscape';
}

export interface ReportRenderInput extends PageFacts {
  format: FileFormat;
  report: LaidOutReport;
}

/**
 * A report as it is sent to a worker: the query's rows and how to lay them out. The worker lays
 * them out, so the server's event loop only hands the rows over, in chunks (render-pool.ts).
 */
export interface ReportRowsInput extends PageFacts {
  format: FileFormat;
  layout: ReportLayout;
  mode: LayoutMode;
  rows: ReportRow[];
}

/** A document (one record as a page) is always a PDF. */
export interface DocumentRenderInput extends PageFacts {
  format: 'pdf';
  document: LaidOutDocument;
}

/** A node of a hierarchy printed as an indented outline: its title, lines under it and a note at the right. */
export interface PrintedTreeNode {
  title: string;
  lines: string[];
  aside: string;
  children: PrintedTreeNode[];
}

/** A hierarchy (the organisation chart) is always a PDF. */
export interface TreeRenderInput extends PageFacts {
  format: 'pdf';
  tree: PrintedTreeNode[];
}

export type RenderInput = ReportRowsInput | DocumentRenderInput | TreeRenderInput;

/** To a worker: a task, whose rows may follow in further messages while `more` is true. */
export type RenderRequest = { id: number; input: RenderInput; more: boolean } | { id: number; rows: ReportRow[]; more: boolean };

/** From a worker: progress (0..1), the finished file, or a failure. */
export type RenderMessage = { id: number; progress: number } | { id: number; file: Uint8Array } | { id: number; error: string };
