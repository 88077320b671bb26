/** What a renderer needs to write one report file: the laid-out lines and the header's facts. */
import type { LaidOutReport } from '../../engine/report/layout';

export type FileFormat = 'pdf' | 'xlsx';

export interface RenderInput {
  format: FileFormat;
  title: string;
  /** Licensed company the report was generated for (spec §2.9 print header). */
  company: string;
  /** User who generated it. */
  user: string;
  /** "dd/MM/yyyy HH:mm", São Paulo time. */
  generatedAt: string;
  orientation: 'portrait' | 'landscape';
  report: LaidOutReport;
}

/** Worker messages: progress (0..1), the finished file, or a failure. */
export type RenderMessage = { id: number; progress: number } | { id: number; file: Uint8Array } | { id: number; error: string };
