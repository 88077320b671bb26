import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureMail, escapeHtml, sendMail, stopCapturingMail } from './mailer';

const log = { info: () => undefined } as never;

describe('e-mail', () => {
  it('captura sem rede e usa o remetente configurado', async () => {
    const sent = captureMail();
    await sendMail({ smtpUrl: 'smtp://ninguem.invalid:25', mailFrom: 'RH <rh@exemplo.com.br>' }, log, { to: ['a@b.com'], subject: 'Oi', text: 'x' });
    stopCapturingMail();
    expect(sent).toEqual([{ from: 'RH <rh@exemplo.com.br>', to: ['a@b.com'], subject: 'Oi', text: 'x' }]);
  });

  it('sem SMTP, registra no log', async () => {
    const logged: unknown[] = [];
    await sendMail({ smtpUrl: undefined, mailFrom: 'rh@x.com' }, { info: (o: unknown) => logged.push(o) } as never, { to: ['a@b.com'], subject: 'S', text: 'T' });
    expect(logged).toEqual([{ mail: { from: 'rh@x.com', to: ['a@b.com'], subject: 'S', text: 'T' } }]);
  });

  it('sem SMTP e com MAIL_DIR, guarda cada mensagem num arquivo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rh-mail-'));
    try {
      await sendMail({ smtpUrl: undefined, mailFrom: 'rh@x.com', mailDir: dir }, log, { to: ['a@b.com'], subject: 'S', text: 'T' });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({ from: 'rh@x.com', to: ['a@b.com'], subject: 'S', text: 'T' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapa HTML', () => {
    expect(escapeHtml(`<b a="1">&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&#39;&lt;/b&gt;');
  });
});
