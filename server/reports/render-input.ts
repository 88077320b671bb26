/** What a renderer needs to write one file: the laid-out report or document and the header's facts. */
import type { LaidOutDocument } from '../../engine/report/document-layout';
import type { LaidOutReport } from '../../engine/report/layout';

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

/** A document (one record as a page) is always a PDF. */
export interface DocumentRenderInput extends PageFacts {
  format: 'pdf';
  document: LaidOutDocument;
}

export type RenderInput = ReportRenderInput | DocumentRenderInput;

/** Worker messages: progress (0..1), the finished file, or a failure. */
export type RenderMessage = { id: number; progress: number } | { id: number; file: Uint8Array } | { id: number; error: string };
