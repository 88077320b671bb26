/**
 * Applying from the candidate portal (issue 4 §6, spec §7 "CandidatoSolicitacao: POST with
 * query solicitacaoId"): a logged-in candidate applies to an open external ad; a second
 * application to the same request waits the ad's `diasEsperaNovaAplicacao`. The portal login
 * with `?solicitacaoId=` applies through the same `candidatarPeloPortal`.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { requireSession } from '../../../server/auth/guard';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { today } from '../../../engine/validation/brazilian';
import { publicAds } from '../anuncio/anuncio';
import type { Candidatura } from '../portal/portal.api';
import { minhasCandidaturas } from './candidaturas';
import { errosCaptacao } from '../erros';
import { recusaNovaCandidatura } from './espera';

export const VAGA_FECHADA = 'Esta vaga não está mais aberta.';

export async function candidatarPeloPortal(engine: Engine, scope: Scope, candidatoId: number, solicitacaoId: number): Promise<Candidatura> {
  const [anuncio] = await publicAds(engine, scope.empresaId, { solicitacaoId });
  if (!anuncio) throw errors.badRequest(VAGA_FECHADA, 'VAGA_FECHADA');
  const link = engine.registry.get('candidatoSolicitacao');
  const hoje = today();
  const anterior = await runInScope(scope, () =>
    companyQuery(engine.db, scope)
      .selectFrom('candidato_solicitacao')
      .select(['id', 'data'])
      .where('candidato_id', '=', candidatoId)
      .where('solicitacao_id', '=', solicitacaoId)
      .executeTakeFirst(),
  );
  if (!anterior) {
    const created = await engine.entities.create(link, scope, { candidato: { id: candidatoId }, solicitacao: { id: solicitacaoId }, data: hoje, origem: 'P' });
    return { id: created.id, data: hoje, nova: true };
  }
  const recusa = recusaNovaCandidatura(anterior.data!, anuncio.diasEsperaNovaAplicacao ?? 0, hoje);
  if (recusa) throw errosCaptacao.candidaturaEmEspera(recusa);
  // A renewed application keeps the candidate's path in the request; only its date moves.
  const current = await engine.entities.get(link, scope, anterior.id);
  const { createdAt: _c, updatedAt: _u, descricao: _d, contratado: _h, dataContratacao: _dc, ...editable } = current;
  await engine.entities.update(link, scope, anterior.id, { ...editable, data: hoje, origem: 'P' });
  return { id: anterior.id, data: hoje, nova: false };
}

export function registerSelecaoPortal(app: FastifyInstance, engine: Engine): void {
  const summary = 'O candidato da sessão se candidata à vaga (?solicitacaoId=): 201 na primeira candidatura, 200 ao renová-la';
  app.post('/api/externo/candidatos-solicitacao', { config: { openapi: { summary, response: 'Candidatura', status: [201, 200] } } }, async (request, reply) => {
    const scope = requireSession(request, 'candidato');
    const raw = (request.query as { solicitacaoId?: string }).solicitacaoId ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw errors.badRequest('Solicitação inválida.');
    const candidatura = await candidatarPeloPortal(engine, scope, request.session!.usuarioId, Number(raw));
    return reply.code(candidatura.nova ? 201 : 200).send(candidatura);
  });

  const lista = 'As candidaturas do candidato da sessão ("Minhas candidaturas"), das mais recentes: a vaga, a data e a última etapa que a empresa mostra no portal';
  app.get('/api/externo/candidatos-solicitacao', { config: { openapi: { summary: lista, response: 'MinhaCandidatura[]' } } }, async (request) => {
    const scope = requireSession(request, 'candidato');
    return minhasCandidaturas(engine, scope, request.session!.usuarioId);
  });
}
