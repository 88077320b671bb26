import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfChanged, sourcesDigest } from './web-build';

const root = mkdtempSync(join(tmpdir(), 'rh-web-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build só quando as fontes mudam', () => {
  it('o resumo muda com o conteúdo de qualquer fonte; com o build em dia, nada é construído', () => {
    mkdirSync(join(root, 'renderers'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html></html>');
    writeFileSync(join(root, 'renderers', 'a.tsx'), 'export const a = 1;');
    const first = sourcesDigest(root);
    writeFileSync(join(root, 'renderers', 'a.tsx'), 'export const a = 2;');
    const second = sourcesDigest(root);
    expect(second).not.toBe(first);
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', '.fontes'), second);
    expect(buildIfChanged(root)).toBe(false);
  });
});
