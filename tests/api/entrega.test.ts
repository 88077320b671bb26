/**
 * How the app travels: the built assets go precompressed (brotli or gzip, as the browser
 * accepts) and hashed files are cached for good while the page is always checked; API
 * answers above 1 KB are compressed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../renderers/build-compress';
import { useTestApp } from '../support/test-app';

const staticDir = mkdtempSync(join(tmpdir(), 'rh-entrega-'));
mkdirSync(join(staticDir, 'assets'));
const script = 'console.log("RH");\n'.repeat(500);
writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${' '.repeat(2000)}</body></html>`);
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
precompress(staticDir);

const t = useTestApp({ staticDir });
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

describe('entrega comprimida', () => {
  it('arquivos do build: comprimidos já no build, com cache longo para os de nome com hash', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).body).toBe(script);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('respostas da API acima de 1 KB vão comprimidas', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toBe('3.1.0');
    const small = await t.app.inject({ method: 'GET', url: '/api/userinfo', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
