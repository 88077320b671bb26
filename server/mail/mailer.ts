/**
 * The app's outgoing e-mail: nodemailer over SMTP when `SMTP_URL` is set; without it each
 * message is saved as a file in `MAIL_DIR`, so the flows (a password-reset link, say) still work
 * on a developer's machine and in browser tests. The log names the file, never the recipient or
 * the text: a reset link or a CPF in a log outlives every erasure.
 * API tests capture what would be sent (`captureMail`) through this same path, never a network.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail extends MailMessage {
  from: string;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP, each message is also saved here as `<time>-<id>.json`. */
  mailDir?: string;
}

let captured: SentMail[] | undefined;

/** From now on messages are kept here instead of leaving the process (tests). */
export function captureMail(): SentMail[] {
  captured = [];
  return captured;
}

export function stopCapturingMail(): void {
  captured = undefined;
}

const transports = new Map<string, Transporter>();

function smtp(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)));
  return transport;
}

/** Sends one message; throws when the SMTP server refuses it. */
export async function sendMail(settings: MailSettings, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  const mail: SentMail = { from: settings.mailFrom, ...message };
  if (captured) {
    captured.push(mail);
    return;
  }
  if (!settings.smtpUrl) {
    if (!settings.mailDir) {
      log.warn('e-mail não enviado: sem SMTP_URL nem MAIL_DIR');
      return;
    }
    const file = join(settings.mailDir, `${Date.now()}-${randomUUID()}.json`);
    await mkdir(settings.mailDir, { recursive: true });
    await writeFile(file, JSON.stringify(mail, null, 2), { mode: 0o600 });
    log.info({ arquivo: file }, 'e-mail sem SMTP configurado (SMTP_URL): guardado em MAIL_DIR');
    return;
  }
  await smtp(settings.smtpUrl).sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

/**
 * What to log of a failed send: the SMTP codes, never the message, which names the rejected
 * recipients.
 */
export function mailFailure(error: unknown): { code?: string; responseCode?: number; command?: string } {
  const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
  return { code, responseCode, command };
}

/** Removes the saved messages that mention any of `traces` (an erased person's e-mail, CPF, name). */
export async function forgetMail(mailDir: string | undefined, traces: string[]): Promise<number> {
  const needles = traces.map((trace) => trace.trim().toLowerCase()).filter((trace) => trace.length >= 5);
  if (!mailDir || !needles.length) return 0;
  const files = await readdir(mailDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of files.filter((file) => file.endsWith('.json'))) {
    const path = join(mailDir, name);
    const text = (await readFile(path, 'utf8').catch(() => '')).toLowerCase();
    if (needles.some((needle) => text.includes(needle))) {
      await unlink(path).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that shows it literally. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
