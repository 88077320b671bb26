/**
 * Sessions: an opaque random token in an httpOnly cookie; the database keeps only its hash.
 * Reads are served from memory so an authenticated request costs no extra statement; the
 * last-seen time is written back at most once a minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { EmpresaResumo } from '../../engine/api-types';

export type SessionKind = 'interno' | 'candidato';

export interface Session {
  id: number;
  tokenHash: string;
  kind: SessionKind;
  usuarioId: number;
  empresaId: number;
  createdAt: number;
  lastSeenAt: number;
  /** Filled at login and on company change: what the user may do in this company. */
  authorities: string[];
  /**
   * Who the user is and which companies they reach, read once per session like the
   * authorities: the shell asks on every page, and on the embedded database a query may wait
   * behind a document being written.
   */
  person?: { nome: string; cpf: string; usuarioFortes: boolean; empresas: EmpresaResumo[] };
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly cache = new Map<string, Session>();
  private readonly persistedSeen = new Map<string, number>();

  constructor(private readonly db: Db, readonly timeouts: SessionTimeouts) {}

  async create(kind: SessionKind, usuarioId: number, empresaId: number, authorities: string[]): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const { rows } = await sql<{ id: number }>`insert into sessao (token_hash, tipo, usuario_id, empresa_id, last_seen_at)
      values (${tokenHash}, ${kind}, ${usuarioId}, ${empresaId}, now()) returning id`.execute(this.db);
    const now = Date.now();
    const session: Session = { id: rows[0]!.id, tokenHash, kind, usuarioId, empresaId, createdAt: now, lastSeenAt: now, authorities };
    this.cache.set(tokenHash, session);
    this.persistedSeen.set(tokenHash, now);
    return { token, session };
  }

  /** The live session of a cookie token, or null when unknown or timed out (then removed). */
  async find(token: string | undefined, loadAuthorities: (s: Session) => Promise<string[]>): Promise<Session | null> {
    if (!token) return null;
    const tokenHash = hashToken(token);
    let session = this.cache.get(tokenHash) ?? null;
    if (!session) {
      const { rows } = await sql<{ id: number; tipo: SessionKind; usuario_id: number; empresa_id: number; created_at: string; last_seen_at: string }>`
        select id, tipo, usuario_id, empresa_id, created_at, last_seen_at from sessao where token_hash = ${tokenHash}`.execute(this.db);
      const row = rows[0];
      if (!row) return null;
      session = {
        id: row.id,
        tokenHash,
        kind: row.tipo,
        usuarioId: row.usuario_id,
        empresaId: row.empresa_id,
        createdAt: Date.parse(row.created_at),
        lastSeenAt: Date.parse(row.last_seen_at),
        authorities: [],
      };
      session.authorities = await loadAuthorities(session);
      this.cache.set(tokenHash, session);
      this.persistedSeen.set(tokenHash, session.lastSeenAt);
    }
    const now = Date.now();
    if (now - session.lastSeenAt > this.timeouts.idleMs || now - session.createdAt > this.timeouts.absoluteMs) {
      await this.destroy(token);
      return null;
    }
    session.lastSeenAt = now;
    if (now - (this.persistedSeen.get(tokenHash) ?? 0) > TOUCH_INTERVAL_MS) {
      this.persistedSeen.set(tokenHash, now);
      await sql`update sessao set last_seen_at = now() where token_hash = ${tokenHash}`.execute(this.db);
    }
    return session;
  }

  expiresAt(session: Session): Date {
    return new Date(Math.min(session.lastSeenAt + this.timeouts.idleMs, session.createdAt + this.timeouts.absoluteMs));
  }

  /** Drops this person's sessions from memory, but `keep` (their rows are deleted by the caller). */
  forget(kind: SessionKind, usuarioId: number, keep?: string): void {
    for (const [tokenHash, session] of this.cache) {
      if (session.kind === kind && session.usuarioId === usuarioId && tokenHash !== keep) {
        this.cache.delete(tokenHash);
        this.persistedSeen.delete(tokenHash);
      }
    }
  }

  /** Who the users are and which companies they reach is read again by each session (a company was made, renamed or given). */
  forgetPeople(): void {
    for (const session of this.cache.values()) session.person = undefined;
  }

  /** Ends every other session of this person (after a password change, say). */
  async destroyOthers(keep: Session): Promise<void> {
    this.forget(keep.kind, keep.usuarioId, keep.tokenHash);
    await sql`delete from sessao where tipo = ${keep.kind} and usuario_id = ${keep.usuarioId} and token_hash <> ${keep.tokenHash}`.execute(this.db);
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    this.persistedSeen.delete(tokenHash);
    await sql`delete from sessao where token_hash = ${tokenHash}`.execute(this.db);
  }
}
