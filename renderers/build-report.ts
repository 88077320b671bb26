/**
 * Vite plugin: after a build, prints the gzip size of the JavaScript the login page loads
 * (the entry chunk and everything it imports statically) and fails the build if plotly got
 * into it. Lazy chunks (generic screens, charts, icon sets) are listed apart.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Budget of the first page, gzip. */
export const LOGIN_PAGE_BUDGET_BYTES = 350 * 1024;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

export interface LoginPageReport {
  files: { fileName: string; gzipBytes: number }[];
  totalGzipBytes: number;
  plotlyModules: string[];
}

/** The entry chunks and their static imports, with their gzip sizes. */
export function loginPageReport(bundle: BundleLike): LoginPageReport {
  const chunks = new Map<string, ChunkLike>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const files = [...seen].flatMap((fileName) => {
    const chunk = chunks.get(fileName);
    return chunk ? [{ fileName, gzipBytes: gzipSync(chunk.code).length }] : [];
  });
  const plotlyModules = [...seen].flatMap((fileName) => (chunks.get(fileName)?.moduleIds ?? []).filter((id) => /plotly/i.test(id)));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), plotlyModules };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function buildReport(): Plugin {
  return {
    name: 'rh-build-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report = loginPageReport(bundle as unknown as BundleLike);
      const lines = report.files
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((file) => `  ${file.fileName.padEnd(48)} ${kb(file.gzipBytes).padStart(10)}`);
      const verdict = report.totalGzipBytes <= LOGIN_PAGE_BUDGET_BYTES ? 'dentro do limite' : 'ACIMA DO LIMITE';
      this.info(
        `\nJavaScript da página de login (gzip): ${kb(report.totalGzipBytes)} — limite ${kb(LOGIN_PAGE_BUDGET_BYTES)}, ${verdict}\n${lines.join('\n')}`,
      );
      if (report.plotlyModules.length) {
        this.error(`plotly não pode estar na página de login: ${report.plotlyModules.slice(0, 3).join(', ')}`);
      }
      if (report.totalGzipBytes > LOGIN_PAGE_BUDGET_BYTES) this.warn(`página de login acima de ${kb(LOGIN_PAGE_BUDGET_BYTES)} gzip`);
    },
  };
}
