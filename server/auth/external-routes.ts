/**
 * The candidate's session in the portal (spec §6, §7 "Session and user"): login by CPF,
 * password and company, apart from the internal session — a candidate session reaches only
 * the portal's calls and the candidate's own record.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ExternalUserInfo } from '../../engine/api-types';
import { loginSchema, type LoginBody } from '../../engine/forms/login';
import { columnOf } from '../../engine/table/derive';
import { configValues } from '../crud/company-config';
import { runInScope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './guard';
import { attemptLogin, loginBody } from './login-attempt';
import { LOGIN_REQUEST_RATE } from './login-throttle';
import { verifyPassword } from './passwords';
import { policyVersion } from './external-policy';
import type { Session } from './sessions';


interface CandidateRow {
  id: number;
  nome: string;
  cpf: string;
  senha: string | null;
  aceito: boolean | null;
  versao: string | null;
}

/** The candidate with this CPF in this company (its password hash and privacy-term acceptance). */
async function findCandidate(engine: Engine, empresaId: number, where: { cpf: string } | { id: number }): Promise<CandidateRow | undefined> {
  const candidato = engine.registry.get('candidato');
  const col = (property: string) => sql.id('t', columnOf(candidato, property));
  const condition = 'cpf' in where ? sql`${col('pessoal.cpf')} = ${where.cpf}` : sql`t.id = ${where.id}`;
  return runInScope({ empresaId, usuarioId: null }, async () => {
    const { rows } = await sql<CandidateRow>`select t.id, ${col('nome')} as nome, ${col('pessoal.cpf')} as cpf, ${col('senha')} as senha,
      ${col('aceitoPoliticaSeguranca')} as aceito, ${col('aceitePoliticaVersao')} as versao
      from ${sql.id(candidato.table)} t where t.empresa_id = ${empresaId} and ${condition}`.execute(engine.db);
    return rows[0];
  });
}

export async function externalUserInfo(engine: Engine, session: Session | null): Promise<ExternalUserInfo> {
  if (!session || session.kind !== 'candidato') return { authenticated: false, autenticadoRh: false };
  const candidate = await findCandidate(engine, session.empresaId, { id: session.usuarioId });
  const { rows } = await sql<{ id: number; nome: string }>`select id, nome from empresa where id = ${session.empresaId}`.execute(engine.database.owner);
  if (!candidate || !rows[0]) return { authenticated: false, autenticadoRh: false };
  const config = await configValues(engine.db, engine.registry, ['exigirAceitePsi', 'politicaSeguranca'], session.empresaId);
  const accepted = !config.exigirAceitePsi || (candidate.aceito === true && candidate.versao === policyVersion(config.politicaSeguranca));
  return {
    authenticated: true,
    // Spec §6: set for a candidate signed in from the portal (never for HR staff).
    autenticadoRh: true,
    candidato: { id: candidate.id, nome: candidate.nome, cpf: candidate.cpf },
    empresa: rows[0],
    aceitoPoliticaSeguranca: accepted,
    horaExpiracao: engine.sessions.expiresAt(session).toISOString(),
  };
}

/** Starts a candidate session (a new cookie each time: a planted token is worthless). */
export async function startCandidateSession(engine: Engine, request: FastifyRequest, reply: FastifyReply, candidatoId: number, empresaId: number): Promise<ExternalUserInfo> {
  await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
  const { token, session } = await engine.sessions.create('candidato', candidatoId, empresaId, []);
  setSessionCookie(engine, reply, token);
  return externalUserInfo(engine, session);
}

export function registerExternalAuthRoutes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/externo/userinfo', { config: { openapi: { summary: 'O candidato da sessão do portal', response: 'ExternalUserInfo' } } }, async (request) => externalUserInfo(engine, request.session));

  // The portal's login form may post form-encoded (spec §7); no other call reads that type.
  void app.register(async (scoped) => {
    await scoped.register(formbody);
    scoped.post<{ Body: LoginBody; Querystring: { solicitacaoId?: string } }>(
      '/api/externo/login',
      {
        config: {
          rateLimit: LOGIN_REQUEST_RATE,
          openapi: {
            summary: 'O candidato entra no portal com CPF, senha e empresa (JSON ou formulário); ?solicitacaoId=: a vaga a que veio se candidatar, devolvida na resposta',
            body: loginSchema,
            response: 'ExternalLoginInfo',
          },
        },
      },
      async (request, reply) => {
        const body = loginBody(request.body);
        // Unknown CPF, wrong password or company: one answer, so nothing is revealed.
        const candidate = await attemptLogin(engine, request, `externo:${body.empresaId}:${body.cpf}`, async () => {
          const found = await findCandidate(engine, body.empresaId, { cpf: body.cpf });
          return (await verifyPassword(found?.senha, body.senha)) && found ? found : null;
        });
        const info = await startCandidateSession(engine, request, reply, candidate.id, body.empresaId);
        // The job ad the candidate came for, for the application step.
        const solicitacaoId = /^\d{1,9}$/.test(request.query.solicitacaoId ?? '') ? Number(request.query.solicitacaoId) : undefined;
        return solicitacaoId ? { ...info, solicitacaoId } : info;
      },
    );
  });

  app.post('/api/externo/userinfo/logout', { config: { openapi: { summary: 'O candidato sai do portal', response: 'Confirmacao' } } }, async (request, reply) => {
    if (request.session?.kind === 'candidato') await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true };
  });
}
