import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './build-compress';

const dir = mkdtempSync(join(tmpdir(), 'rh-compress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cópias comprimidas do build', () => {
  it('brotli e gzip ao lado de cada texto grande; nada para os pequenos e os binários', () => {
    mkdirSync(join(dir, 'assets'));
    const js = 'export const texto = "Olá";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'pequeno.css'), 'a{}');
    writeFileSync(join(dir, 'foto.png'), Buffer.alloc(4096, 1));
    expect(precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dir, 'pequeno.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'foto.png.br'))).toBe(false);
  });
});
