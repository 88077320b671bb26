/**
 * LGPD for candidates on the portal (Lei 13.709/2018, arts. 16 and 18): the candidate downloads
 * every datum held about them and erases their registration; a company's `tempoExclusaoCandidato`
 * (months without an update) erases the forgotten ones on a timer. What the export holds and
 * what erasing does (a hired candidate is anonymised, not deleted) follow from the candidate's
 * `personalData` declaration (server/lgpd/).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { clearSessionCookie, SESSION_COOKIE } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { erasePersonAndCopies, scrubbedTables } from '../../../server/lgpd/erasure';
import { sendPersonalData } from '../../../server/lgpd/routes';
import { ownCandidate } from '../anexos/anexos';

/**
 * Erases every candidate of every company whose last update is older than the company's
 * `tempoExclusaoCandidato` months; hired candidates are the employees' and stay. Answers how many.
 */
export async function eraseExpiredCandidates(engine: Engine, now = new Date()): Promise<number> {
  const candidato = engine.registry.get('candidato');
  // Every company's candidates: the job's own reading, as the owner.
  const rows = await engine.database.owner
    .selectFrom('candidato as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .select(['c.empresa_id', 'c.id'])
    .where('e.tempo_exclusao_candidato', '>', 0)
    .where((eb) => eb(eb.fn.coalesce('c.contratado', eb.lit(false)), '=', false))
    // make_interval's named argument has no builder form.
    .where('c.updated_at', '<', sql<string>`${now.toISOString()}::timestamptz - make_interval(months => e.tempo_exclusao_candidato)`)
    .execute();
  for (const row of rows) {
    await erasePersonAndCopies(engine, candidato, row.empresa_id, row.id, 'sistema', false);
    engine.sessions.forget('candidato', row.id);
  }
  if (rows.length) await engine.scrubber.request(scrubbedTables(engine, candidato));
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
  const candidato = engine.registry.get('candidato');
  // `?formato=html`: the same data as a page to read, beside the JSON download.
  const meusDados = { summary: 'Baixa tudo o que a empresa guarda sobre o candidato da sessão (arquivo JSON; ?formato=html: a mesma coisa como página)', response: 'arquivo' };
  app.get('/api/externo/candidatos/:id/meus-dados', { config: { openapi: meusDados } }, async (request, reply) =>
    sendPersonalData(reply, engine, ownCandidate(request), candidato, request.session!.usuarioId, request.query, 'meus-dados'),
  );
  const exclusao = { summary: 'O candidato da sessão exclui o próprio cadastro (anonimizado se já foi contratado) e sai', status: 204 };
  app.delete('/api/externo/candidatos/:id', { config: { openapi: exclusao } }, async (request, reply) => {
    const scope = ownCandidate(request);
    await erasePersonAndCopies(engine, candidato, scope.empresaId, request.session!.usuarioId, 'titular');
    // The sessions' rows went with the registration; the store's memory goes too.
    await engine.sessions.destroyOthers(request.session!);
    await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
  startExpiryJob(engine, app);
}
