import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureMail, escapeHtml, forgetMail, sendMail, stopCapturingMail } from './mailer';

const log = { info: () => undefined, warn: () => undefined } as never;

describe('e-mail', () => {
  it('captura sem rede e usa o remetente configurado', async () => {
    const sent = captureMail();
    await sendMail({ smtpUrl: 'smtp://ninguem.invalid:25', mailFrom: 'RH <rh@exemplo.com.br>' }, log, { to: ['a@b.com'], subject: 'Oi', text: 'x' });
    stopCapturingMail();
    expect(sent).toEqual([{ from: 'RH <rh@exemplo.com.br>', to: ['a@b.com'], subject: 'Oi', text: 'x' }]);
  });

  it('sem SMTP nem MAIL_DIR, avisa no log sem destinatário nem texto', async () => {
    const logged: unknown[] = [];
    const warn = (...args: unknown[]) => logged.push(args);
    await sendMail({ smtpUrl: undefined, mailFrom: 'rh@x.com' }, { info: warn, warn } as never, { to: ['ana@b.com'], subject: 'S', text: 'token=segredo' });
    expect(JSON.stringify(logged)).not.toMatch(/ana@b\.com|segredo/);
    expect(logged).toHaveLength(1);
  });

  it('sem SMTP e com MAIL_DIR, guarda cada mensagem num arquivo; o log só diz qual', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rh-mail-'));
    const logged: unknown[] = [];
    try {
      await sendMail({ smtpUrl: undefined, mailFrom: 'rh@x.com', mailDir: dir }, { info: (...args: unknown[]) => logged.push(args) } as never, { to: ['a@b.com'], subject: 'S', text: 'T' });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({ from: 'rh@x.com', to: ['a@b.com'], subject: 'S', text: 'T' });
      expect(JSON.stringify(logged)).not.toContain('a@b.com');
      expect(JSON.stringify(logged)).toContain(files[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('esquece as mensagens que mencionam a pessoa apagada, e só essas', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rh-mail-'));
    try {
      const settings = { smtpUrl: undefined, mailFrom: 'rh@x.com', mailDir: dir };
      await sendMail(settings, log, { to: ['Ana.Souza@b.com'], subject: 'Senha', text: 'Olá' });
      await sendMail(settings, log, { to: ['rh@b.com'], subject: 'Indicação', text: 'CPF 39053344705' });
      await sendMail(settings, log, { to: ['bia@b.com'], subject: 'Outra', text: 'Olá' });
      expect(await forgetMail(dir, ['ana.souza@b.com', '39053344705', ''])).toBe(2);
      expect(readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).to)).toEqual([['bia@b.com']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapa HTML', () => {
    expect(escapeHtml(`<b a="1">&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&#39;&lt;/b&gt;');
  });
});
