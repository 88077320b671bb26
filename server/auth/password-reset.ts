/**
 * One-time password-reset links (spec §2.3 /externo/recuperar-senha): a random token sent by
 * e-mail, of which only the hash is kept; it works once, within an hour, and asking for a
 * new one voids the earlier ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SessionKind } from './sessions';

export const RESET_LIFETIME_MINUTES = 60;

export interface ResetOwner {
  kind: SessionKind;
  /** usuario.id or candidato.id, by kind. */
  pessoaId: number;
  empresaId: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(db: Db, owner: ResetOwner): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`update redefinicao_senha set usado_em = now()
    where tipo = ${owner.kind} and pessoa_id = ${owner.pessoaId} and usado_em is null`.execute(db);
  await sql`insert into redefinicao_senha (token_hash, tipo, pessoa_id, empresa_id, expira_em)
    values (${hashToken(token)}, ${owner.kind}, ${owner.pessoaId}, ${owner.empresaId},
      now() + make_interval(mins => ${RESET_LIFETIME_MINUTES}))`.execute(db);
  return token;
}

/** The owner of a live token, which is spent by this call; null when unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string): Promise<ResetOwner | null> {
  const { rows } = await sql<{ tipo: SessionKind; pessoa_id: number; empresa_id: number }>`
    update redefinicao_senha set usado_em = now()
    where token_hash = ${hashToken(token)} and usado_em is null and expira_em > now()
    returning tipo, pessoa_id, empresa_id`.execute(db);
  const row = rows[0];
  return row ? { kind: row.tipo, pessoaId: row.pessoa_id, empresaId: row.empresa_id } : null;
}

/** Whether a token is still good, without spending it (the page checks before asking). */
export async function resetTokenValid(db: Db, token: string): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`select 1 as ok from redefinicao_senha
    where token_hash = ${hashToken(token)} and usado_em is null and expira_em > now()`.execute(db);
  return rows.length > 0;
}
