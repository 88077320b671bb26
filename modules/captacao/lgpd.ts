/**
 * LGPD for candidates (Lei 13.709/2018, arts. 16 and 18): the candidate downloads every
 * datum held about them and erases their registration; a company's `tempoExclusaoCandidato`
 * (months without an update) erases the forgotten ones on a timer.
 *
 * What erasing means: a candidate never hired is deleted with everything that is theirs —
 * child lists, reference lists, attached documents, records of other entities pointing at
 * them (applications), sessions — and the personal data the audit trail copied is wiped.
 * A HIRED candidate (`contratado`) is the origin of an employee's file, which labour and
 * social-security law (CLT art. 41, eSocial, FGTS: retention for decades) makes the company
 * keep: that record stays, anonymised — every personal field cleared, the name replaced —
 * so the employee's file keeps its link without the résumé. The erasure is audited with
 * the entity, id, action, time and who asked ("candidato" or "sistema"), never the data.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { childrenOf } from '../../engine/registry/registry';
import { OWNER_COLUMN } from '../../engine/table/derive';
import { storedFields } from '../../engine/table/stored-fields';
import { clearSessionCookie, SESSION_COOKIE } from '../../server/auth/guard';
import type { Db } from '../../server/db/database';
import { runInScope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { ownCandidate } from './anexos';
import { eraseReferencing, erasureTables } from './lgpd-referencias';
import { candidateExport, exportJson } from './lgpd-exportacao';
import { readablePage } from './lgpd-pagina';

type Data = Record<string, unknown>;
export type ErasedBy = 'candidato' | 'sistema';
export const ANONYMOUS_NAME = 'Candidato anonimizado (LGPD)';


/**
 * The records of a hired candidate's applications stay (the hiring, the evaluations) but
 * carry the name in their captions and, when the candidate answered, as the respondent: those
 * take the anonymous name, and the audit copies of them go.
 */
async function anonymiseApplications(trx: Db, candidatoId: number): Promise<void> {
  await sql`update candidato_solicitacao cs set descricao = concat_ws(' — ', ${ANONYMOUS_NAME}::text, s.descricao)
    from solicitacao_pessoal s where s.id = cs.solicitacao_id and cs.candidato_id = ${candidatoId}`.execute(trx);
  await sql`update avaliacao_candidato a set descricao = concat_ws(' — ', ${ANONYMOUS_NAME}::text, m.titulo),
      respondente = case when a.respondido_por = 'C' then ${ANONYMOUS_NAME} else a.respondente end
    from modelo_avaliacao_candidato m where m.id = a.modelo_id and a.candidato_id = ${candidatoId}`.execute(trx);
  await sql`update auditoria set antes = null, depois = null
    where (entidade = 'candidatoSolicitacao' and registro_id in (select id from candidato_solicitacao where candidato_id = ${candidatoId}))
       or (entidade = 'avaliacaoCandidato' and registro_id in (select id from avaliacao_candidato where candidato_id = ${candidatoId}))`.execute(trx);
}

/** Erases (or, when hired, anonymises) one candidate inside `trx`; answers what was done. */
export async function eraseCandidate(engine: Engine, trx: Db, empresaId: number, candidatoId: number, by: ErasedBy): Promise<'removido' | 'anonimizado' | undefined> {
  const candidato = engine.registry.get('candidato');
  const { rows } = await sql<{ contratado: boolean | null }>`select contratado from candidato where id = ${candidatoId} and empresa_id = ${empresaId} for update`.execute(trx);
  if (!rows[0]) return undefined;
  const owned = [...childrenOf(candidato, engine.registry).map((c) => c.child), engine.registry.get('documentoAnexo')];
  const { rows: ownedIds } = await sql<{ entidade: string; id: number }>`${sql.join(
    owned.map((entity) => sql`select ${entity.name}::text as entidade, id from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${candidatoId}`),
    sql` union all `,
  )}`.execute(trx);
  // The audit trail copied the records it saw: wipe those copies, keep that something happened.
  await sql`update auditoria set antes = null, depois = null where entidade = 'candidato' and registro_id = ${candidatoId}`.execute(trx);
  for (const { entidade, id } of ownedIds) await sql`update auditoria set antes = null, depois = null where entidade = ${entidade} and registro_id = ${id}`.execute(trx);
  await sql`delete from sessao where tipo = 'candidato' and usuario_id = ${candidatoId} and empresa_id = ${empresaId}`.execute(trx);
  await sql`delete from redefinicao_senha where tipo = 'candidato' and pessoa_id = ${candidatoId} and empresa_id = ${empresaId}`.execute(trx);
  for (const entity of owned) await sql`delete from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${candidatoId}`.execute(trx);
  const hired = rows[0].contratado === true;
  let done: 'removido' | 'anonimizado';
  if (hired) {
    const cleared = storedFields(candidato).filter((f) => !['nome', 'contratado'].includes(f.path) && f.schema.readOnly !== true);
    await sql`update candidato set ${sql.join(cleared.map((f) => sql`${sql.id(f.column)} = null`))}, nome = ${ANONYMOUS_NAME}, updated_at = now(), version = version + 1
      where id = ${candidatoId}`.execute(trx);
    await anonymiseApplications(trx, candidatoId);
    done = 'anonimizado';
  } else {
    await eraseReferencing(engine, trx, candidato, sql`select ${candidatoId}::integer`);
    await sql`delete from candidato where id = ${candidatoId}`.execute(trx);
    done = 'removido';
  }
  await sql`insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
    values (${empresaId}, null, 'candidato', ${candidatoId}, ${hired ? 'U' : 'D'}, null, ${JSON.stringify({ lgpd: done, por: by })}::jsonb)`.execute(trx);
  return done;
}

/** What identifies the candidate uniquely: CPF and e-mail. */
function identifiersOf(record: Data): string[] {
  const group = (name: string) => (record[name] ?? {}) as Data;
  return [group('pessoal').cpf, group('contato').email].filter((value): value is string => typeof value === 'string' && value !== '');
}

/** What finds the candidate in copies outside the database (saved e-mails, reports): the name too. */
const tracesOf = (record: Data): string[] => [...(typeof record.nome === 'string' ? [record.nome] : []), ...identifiersOf(record)];

/**
 * HR deleting a candidate audits the record it deleted, like every deletion; the copies of a
 * person's data go with them: audit rows mentioning their CPF or e-mail keep only that a change
 * happened. (The name alone is not unique: it would wipe a homonym's trail.)
 */
async function wipeAuditMentions(trx: Db, empresaId: number, identifiers: string[]): Promise<void> {
  const mentions = identifiers.map((value) => sql`strpos(coalesce(antes::text, '') || coalesce(depois::text, ''), ${value}) > 0`);
  if (!mentions.length) return;
  await sql`update auditoria set antes = null, depois = null
    where empresa_id = ${empresaId} and (antes is not null or depois is not null) and (${sql.join(mentions, sql` or `)})`.execute(trx);
}

/** Where an erased candidate's data was: the tables the erasure rewrote, the audit trail and the sign-in records. */
const scrubbedTables = (engine: Engine) => [...erasureTables(engine, engine.registry.get('candidato')), 'documento_anexo_parte', 'auditoria', 'sessao', 'redefinicao_senha'];

/** After an erasure committed: the copies outside the database, and the freed space scrubbed. */
async function forgetOutside(engine: Engine, empresaId: number, traces: string[], scrub: boolean): Promise<void> {
  await engine.personalCopies.forget(empresaId, traces);
  if (scrub) await engine.scrubber.request(scrubbedTables(engine));
}

/**
 * Erases one candidate in its own transaction (as the owner: the audit copies and sessions are
 * beyond the app role), then what is left of them outside it (`scrub`: false when the caller
 * erases many and scrubs once).
 */
export async function eraseCandidateAndCopies(engine: Engine, empresaId: number, candidatoId: number, by: ErasedBy, scrub = true): Promise<'removido' | 'anonimizado' | undefined> {
  const scope = { empresaId, usuarioId: null };
  let traces: string[] = [];
  const done = await runInScope(scope, () =>
    engine.database.owner.transaction().execute(async (trx) => {
      const record = await engine.entities.get(engine.registry.get('candidato'), scope, candidatoId, trx).catch(() => undefined);
      traces = record ? tracesOf(record) : [];
      return eraseCandidate(engine, trx, empresaId, candidatoId, by);
    }),
  );
  if (done) await forgetOutside(engine, empresaId, traces, scrub);
  return done;
}

/**
 * Erases every candidate of every company whose last update is older than the company's
 * `tempoExclusaoCandidato` months; hired candidates are the employees' and stay. Answers how many.
 */
export async function eraseExpiredCandidates(engine: Engine, now = new Date()): Promise<number> {
  const owner = engine.database.owner;
  const { rows } = await sql<{ empresa_id: number; id: number }>`select c.empresa_id, c.id from candidato c join empresa e on e.id = c.empresa_id
    where e.tempo_exclusao_candidato > 0 and coalesce(c.contratado, false) = false
      and c.updated_at < ${now.toISOString()}::timestamptz - make_interval(months => e.tempo_exclusao_candidato)`.execute(owner);
  for (const row of rows) {
    await eraseCandidateAndCopies(engine, row.empresa_id, row.id, 'sistema', false);
    engine.sessions.forget('candidato', row.id);
  }
  if (rows.length) await engine.scrubber.request(scrubbedTables(engine));
  return rows.length;
}

/** The timer of the expiry job, started with the server (`LGPD_JOB_HOURS`, 0 turns it off). */
export function startExpiryJob(engine: Engine, app: FastifyInstance): void {
  const hours = engine.config.lgpdJobHours;
  if (!(hours > 0)) return;
  const run = () => eraseExpiredCandidates(engine).catch((error: unknown) => app.log.error(error, 'exclusão de candidatos (LGPD) falhou'));
  const timer = setInterval(run, hours * 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function registerLgpd(app: FastifyInstance, engine: Engine): void {
  // `?formato=html`: the same data as a page to read, beside the JSON download.
  const meusDados = { summary: 'Baixa tudo o que a empresa guarda sobre o candidato da sessão (arquivo JSON; ?formato=html: a mesma coisa como página)', response: 'arquivo' };
  app.get('/api/externo/candidatos/:id/meus-dados', { config: { openapi: meusDados } }, async (request, reply) => {
    const scope = ownCandidate(request);
    const id = request.session!.usuarioId;
    const data = await candidateExport(engine, scope, id);
    reply.header('cache-control', 'no-store');
    if ((request.query as { formato?: string }).formato === 'html') return reply.type('text/html; charset=utf-8').send(await readablePage(engine, scope, data));
    return reply.header('content-disposition', `attachment; filename="meus-dados-${id}.json"`).send(exportJson(data));
  });
  const exclusao = { summary: 'O candidato da sessão exclui o próprio cadastro (anonimizado se já foi contratado) e sai', status: 204 };
  app.delete('/api/externo/candidatos/:id', { config: { openapi: exclusao } }, async (request, reply) => {
    const scope = ownCandidate(request);
    const id = request.session!.usuarioId;
    await eraseCandidateAndCopies(engine, scope.empresaId, id, 'candidato');
    // The sessions' rows went with the registration; the store's memory goes too.
    await engine.sessions.destroyOthers(request.session!);
    await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
  // HR deleting a candidate leaves no copy either.
  engine.hooks.register('candidato', {
    afterCommit: async ({ action, previous, scope }) => {
      if (action !== 'delete' || !previous) return;
      await runInScope(scope, () => engine.database.owner.transaction().execute((trx) => wipeAuditMentions(trx, scope.empresaId, identifiersOf(previous))));
      await forgetOutside(engine, scope.empresaId, tracesOf(previous), true);
    },
  });
  startExpiryJob(engine, app);
}
