/**
 * The ad's counts of evaluations and answered evaluations (spec §3.1), for the candidate
 * signed in on the portal: how many the request applies and how many they answered.
 */
import type { FastifyRequest } from 'fastify';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { PublicAd } from '../portal/portal.api';
import { contagens, pendencias } from './pendencias';

export async function withEvaluationCounts(engine: Engine, request: FastifyRequest, ads: PublicAd[]): Promise<PublicAd[]> {
  const session = request.session;
  const empresaId = ads[0]?.solicitacao.empresa.id;
  if (session?.kind !== 'candidato' || session.empresaId !== empresaId) return ads;
  const lista = await runInScope({ empresaId, usuarioId: null }, () => pendencias(engine.db, empresaId, { candidatoId: session.usuarioId }));
  const porSolicitacao = contagens(lista.filter((p) => p.utilizarAvaliacoesEtapaSeletiva));
  return ads.map((ad) => (ad.utilizarAvaliacoesEtapaSeletiva ? { ...ad, qtdAvaliacoes: 0, qtdAvaliacoesRespondidas: 0, ...porSolicitacao.get(ad.solicitacao.id) } : ad));
}
