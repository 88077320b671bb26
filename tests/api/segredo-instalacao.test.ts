/**
 * The installation's own secret (server/db/installation-secret.ts): without CAPTCHA_SECRET the
 * server signs with a secret made at the first start and kept in the database, so a class's QR
 * link printed in the morning still opens after a restart at noon.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';

describe('o segredo da instalação', () => {
  it('sem CAPTCHA_SECRET, é o mesmo depois de reiniciar; com ele, é o configurado', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'rh-segredo-')), 'data');
    const first = await startTestApp({ dataDir, captchaSecret: undefined });
    const secret = first.engine.secret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await first.stop();
    const restarted = await startTestApp({ dataDir, databaseUrl: first.config.databaseUrl, captchaSecret: undefined });
    expect(restarted.engine.secret).toBe(secret);
    await restarted.stop();
    const configured = await startTestApp({ dataDir, databaseUrl: first.config.databaseUrl, captchaSecret: 'segredo-configurado' });
    expect(configured.engine.secret).toBe('segredo-configurado');
    await configured.stop();
  }, 300_000);
});
