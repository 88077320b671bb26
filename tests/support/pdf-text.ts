/** The text of a PDF as poppler's pdftotext reads it (installed by tests/support/system-deps.sh). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'rh-pdf-'));
  try {
    const file = join(folder, 'relatorio.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdftotext falhou: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
