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
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../../generated/db';
import { childrenOf } from '../../../engine/registry/registry';
import { OWNER_COLUMN } from '../../../engine/table/derive';
import { storedFields } from '../../../engine/table/stored-fields';
import { clearSessionCookie, SESSION_COOKIE } from '../../../server/auth/guard';
import type { Db } from '../../../server/db/database';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery, type CompanyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { ownCandidate } from '../anexos/anexos';
import { eraseReferencing, erasureTables } from './referencias';
import { candidateExport, exportJson } from './exportacao';
import { readablePage } from './pagina';

type Data = Record<string, unknown>;
export type ErasedBy = 'candidato' | 'sistema';
export const ANONYMOUS_NAME = 'Candidato anonimizado (LGPD)';


/**
 * The records of a hired candidate's applications stay (the hiring, the evaluations) but
 * carry the name in their captions and, when the candidate answered, as the respondent: those
 * take the anonymous name, and the audit copies of them go.
 */
async function anonymiseApplications(company: CompanyQuery, candidatoId: number): Promise<void> {
  await company
    .updateTable('candidato_solicitacao as cs')
    .from('solicitacao_pessoal as s')
    .set((eb) => ({ descricao: eb.fn('concat_ws', [eb.val(' — '), eb.cast(eb.val(ANONYMOUS_NAME), 'text'), 's.descricao']) }))
    .whereRef('s.id', '=', 'cs.solicitacao_id')
    .where('cs.candidato_id', '=', candidatoId)
    .execute();
  await company
    .updateTable('avaliacao_candidato as a')
    .from('modelo_avaliacao_candidato as m')
    .set((eb) => ({
      descricao: eb.fn('concat_ws', [eb.val(' — '), eb.cast(eb.val(ANONYMOUS_NAME), 'text'), 'm.titulo']),
      respondente: eb.case().when('a.respondido_por', '=', 'C').then(ANONYMOUS_NAME).else(eb.ref('a.respondente')).end(),
    }))
    .whereRef('m.id', '=', 'a.modelo_id')
    .where('a.candidato_id', '=', candidatoId)
    .execute();
  await company
    .updateTable('auditoria')
    .set({ antes: null, depois: null })
    .where((eb) =>
      eb.or([
        eb.and([eb('entidade', '=', 'candidatoSolicitacao'), eb('registro_id', 'in', company.selectFrom('candidato_solicitacao').select('id').where('candidato_id', '=', candidatoId))]),
        eb.and([eb('entidade', '=', 'avaliacaoCandidato'), eb('registro_id', 'in', company.selectFrom('avaliacao_candidato').select('id').where('candidato_id', '=', candidatoId))]),
      ]),
    )
    .execute();
}

/** Erases (or, when hired, anonymises) one candidate inside `trx`; answers what was done. */
export async function eraseCandidate(engine: Engine, trx: Db, empresaId: number, candidatoId: number, by: ErasedBy): Promise<'removido' | 'anonimizado' | undefined> {
  const candidato = engine.registry.get('candidato');
  const company = companyQuery(trx, { empresaId });
  const found = await company.selectFrom('candidato').select('contratado').where('id', '=', candidatoId).forUpdate().executeTakeFirst();
  if (!found) return undefined;
  const owned = [...childrenOf(candidato, engine.registry).map((c) => c.child), engine.registry.get('documentoAnexo')];
  // Raw SQL where the tables are the candidate's owned records, which the declarations name at run time.
  const { rows: ownedIds } = await sql<{ entidade: string; id: number }>`${sql.join(
    owned.map((entity) => sql`select ${entity.name}::text as entidade, id from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${candidatoId}`),
    sql` union all `,
  )}`.execute(trx);
  // The audit trail copied the records it saw: wipe those copies, keep that something happened.
  const wipeAudit = (entidade: string, id: number) => company.updateTable('auditoria').set({ antes: null, depois: null }).where('entidade', '=', entidade).where('registro_id', '=', id).execute();
  await wipeAudit('candidato', candidatoId);
  for (const { entidade, id } of ownedIds) await wipeAudit(entidade, id);
  // The sign-in tables are the server's, kept for every company alike (no row-level security): their company is named here.
  await trx.deleteFrom('sessao').where('tipo', '=', 'candidato').where('usuario_id', '=', candidatoId).where('empresa_id', '=', empresaId).execute();
  await trx.deleteFrom('redefinicao_senha').where('tipo', '=', 'candidato').where('pessoa_id', '=', candidatoId).where('empresa_id', '=', empresaId).execute();
  for (const entity of owned) await sql`delete from ${sql.id(entity.table)} where ${sql.id(OWNER_COLUMN)} = ${candidatoId}`.execute(trx);
  const hired = found.contratado === true;
  let done: 'removido' | 'anonimizado';
  if (hired) {
    // The personal columns are those the declaration has, listed at run time.
    const cleared = Object.fromEntries(
      storedFields(candidato)
        .filter((f) => !['nome', 'contratado'].includes(f.path) && f.schema.readOnly !== true)
        .map((f) => [f.column, null]),
    ) as Updateable<DB['candidato']>;
    await company
      .updateTable('candidato')
      .set((eb) => ({ ...cleared, nome: ANONYMOUS_NAME, updated_at: eb.fn<string>('now', []), version: eb('version', '+', 1) }))
      .where('id', '=', candidatoId)
      .execute();
    await anonymiseApplications(company, candidatoId);
    done = 'anonimizado';
  } else {
    await eraseReferencing(engine, trx, empresaId, candidato, sql`select ${candidatoId}::integer`);
    await company.deleteFrom('candidato').where('id', '=', candidatoId).execute();
    done = 'removido';
  }
  await company
    .insertInto('auditoria')
    .values({ usuario_id: null, entidade: 'candidato', registro_id: candidatoId, acao: hired ? 'U' : 'D', antes: null, depois: JSON.stringify({ lgpd: done, por: by }) })
    .execute();
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
  if (!identifiers.length) return;
  await companyQuery(trx, { empresaId })
    .updateTable('auditoria')
    .set({ antes: null, depois: null })
    .where((eb) => eb.or([eb('antes', 'is not', null), eb('depois', 'is not', null)]))
    .where((eb) => {
      // The copies as text: a jsonb's text form is what the value is searched in.
      const asText = (copy: 'antes' | 'depois') => eb.fn.coalesce(eb.cast<string>(copy, 'text'), eb.val(''));
      const copies = eb(asText('antes'), '||', asText('depois'));
      return eb.or(identifiers.map((value) => eb(eb.fn('strpos', [copies, eb.val(value)]), '>', 0)));
    })
    .execute();
}

/** Where an erased candidate's data was: the tables the erasure rewrote, the audit trail and the sign-in records. */
const scrubbedTables = (engine: Engine) => [...erasureTables(engine, engine.registry.get('candidato')), 'auditoria', 'sessao', 'redefinicao_senha'];

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
  // Every company's candidates: the job's own reading, as the owner.
  const rows = await owner
    .selectFrom('candidato as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .select(['c.empresa_id', 'c.id'])
    .where('e.tempo_exclusao_candidato', '>', 0)
    .where((eb) => eb(eb.fn.coalesce('c.contratado', eb.lit(false)), '=', false))
    // make_interval's named argument has no builder form.
    .where('c.updated_at', '<', sql<string>`${now.toISOString()}::timestamptz - make_interval(months => e.tempo_exclusao_candidato)`)
    .execute();
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
