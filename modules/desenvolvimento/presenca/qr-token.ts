/**
 * The QR code's link: a token naming the company, the class and the day, signed with HMAC-SHA256
 * by a key derived from the server's secret (`engine.secret`, the one the server already signs
 * public challenges with; a purpose label keeps the two signatures apart). Nothing is stored: the
 * signature proves the server made it, and it expires with its day — it is accepted only while
 * São Paulo's today is that day, i.e. until 23:59:59 of it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { today } from '../../../engine/validation/brazilian';

export interface AulaDoToken {
  empresaId: number;
  turmaId: number;
  /** yyyy-MM-dd: the class day, and the token's last day. */
  dia: string;
}

/** Why a token was refused: not made by this server (or altered), or of another day. */
export type TokenRecusado = 'invalido' | 'expirado';

const chave = (secret: string) => createHmac('sha256', secret).update('rh:presenca-turma:v1').digest();
const assinatura = (secret: string, corpo: string) => createHmac('sha256', chave(secret)).update(corpo).digest();

export function assinarToken(secret: string, aula: AulaDoToken): string {
  const corpo = Buffer.from(JSON.stringify({ e: aula.empresaId, t: aula.turmaId, d: aula.dia })).toString('base64url');
  return `${corpo}.${assinatura(secret, corpo).toString('base64url')}`;
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The class of a genuine token of today; otherwise why not. */
export function lerToken(secret: string, token: string): AulaDoToken | TokenRecusado {
  const [corpo, assinado, ...resto] = token.split('.');
  if (!corpo || !assinado || resto.length) return 'invalido';
  const esperada = assinatura(secret, corpo);
  const dada = Buffer.from(assinado, 'base64url');
  if (dada.length !== esperada.length || !timingSafeEqual(dada, esperada)) return 'invalido';
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(corpo, 'base64url').toString('utf8'));
  } catch {
    return 'invalido';
  }
  const { e, t, d } = (payload ?? {}) as Record<string, unknown>;
  if (!Number.isSafeInteger(e) || !Number.isSafeInteger(t) || typeof d !== 'string' || !DIA.test(d)) return 'invalido';
  if (d !== today()) return 'expirado';
  return { empresaId: e as number, turmaId: t as number, dia: d };
}
