/**
 * The app's outgoing e-mail: nodemailer over SMTP when `SMTP_URL` is set; without it each
 * message is written to the server log, and to a file in `MAIL_DIR` when set, so the flows
 * (a password-reset link, say) still work on a developer's machine and in browser tests.
 * API tests capture what would be sent (`captureMail`) through this same path, never a network.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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
    log.info({ mail: { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text } }, 'e-mail sem SMTP configurado (SMTP_URL): registrado no log');
    if (settings.mailDir) {
      await mkdir(settings.mailDir, { recursive: true });
      await writeFile(join(settings.mailDir, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(mail, null, 2));
    }
    return;
  }
  await smtp(settings.smtpUrl).sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that shows it literally. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
