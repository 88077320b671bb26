/**
 * Who may call what: every protected route asks the guard for its scope, which carries the
 * session's company into every query below it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../engine';
import type { Scope } from '../db/tenant-context';
import { errors } from '../errors';
import { authoritiesOf, findAccount } from './accounts';
import type { Session, SessionKind } from './sessions';

export const SESSION_COOKIE = 'rh_sessao';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export async function loadSession(engine: Engine, request: FastifyRequest): Promise<Session | null> {
  return engine.sessions.find(request.cookies[SESSION_COOKIE], async (session) => {
    if (session.kind !== 'interno') return [];
    const account = await findAccount(engine.db, session.usuarioId);
    return account?.ativo ? authoritiesOf(engine.db, engine.registry, account.id, session.empresaId) : [];
  });
}

export function hasAny(session: Session, required: string[] | undefined): boolean {
  return !required?.length || required.some((authority) => session.authorities.includes(authority));
}

/** The scope of a session of this kind holding any of `authorities`; 401 or 403 otherwise. */
export function requireSession(request: FastifyRequest, kind: SessionKind, authorities?: string[]): Scope {
  const session = request.session;
  if (!session) throw errors.unauthorized();
  if (session.kind !== kind || !hasAny(session, authorities)) throw errors.forbidden();
  return { empresaId: session.empresaId, usuarioId: session.kind === 'interno' ? session.usuarioId : null };
}

export function setSessionCookie(engine: Engine, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: engine.config.secureCookies,
    maxAge: engine.config.sessionMaxHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
