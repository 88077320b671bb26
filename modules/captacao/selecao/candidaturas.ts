/**
 * What a candidate sees of their own applications in the portal (issue 12 §6): the ad's card
 * says "Inscrito em …" and "Minhas candidaturas" lists each application with its request, its
 * date and the last step the company chose to show (`exibirNoPortal`), never a result. Three
 * statements whatever the number of applications.
 */
import type { FastifyRequest } from 'fastify';
import type { NotNull } from 'kysely';
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import type { MinhaCandidatura, PublicAd } from '../portal/portal.api';
import { recusaNovaCandidatura } from './espera';

/** The candidate's applications, newest first. */
export async function minhasCandidaturas(engine: Engine, scope: Scope, candidatoId: number): Promise<MinhaCandidatura[]> {
  const company = companyQuery(engine.db, scope);
  return runInScope(scope, async () => {
    const rows = await company
      .selectFrom('candidato_solicitacao as cs')
      .innerJoin(company.table('solicitacao_pessoal', 's'), 's.id', 'cs.solicitacao_id')
      .select((eb) => [
        'cs.id',
        's.id as solicitacaoId',
        's.descricao',
        'cs.data',
        eb.or([eb('s.suspensa', '=', true), eb('s.encerrada', '=', true), eb('s.cancelada', '=', true)]).$castTo<boolean>().as('encerrada'),
      ])
      .where('cs.candidato_id', '=', candidatoId)
      .orderBy('cs.data', 'desc')
      .orderBy('cs.id', 'desc')
      .$narrowType<{ data: NotNull }>()
      .execute();
    if (!rows.length) return [];
    const titulos = await company
      .selectFrom('anuncio')
      .select(['solicitacao_id as solicitacaoId', 'titulo'])
      .where('solicitacao_id', 'in', rows.map((row) => row.solicitacaoId))
      .orderBy('id')
      .execute();
    const etapas = await company
      .selectFrom('historico_candidato as h')
      .innerJoin(company.table('etapa_seletiva', 'e'), 'e.id', 'h.etapa_seletiva_id')
      .select(['h.candidato_solicitacao_id as vinculoId', 'e.nome'])
      .where('e.exibir_no_portal', '=', true)
      .where('h.candidato_solicitacao_id', 'in', rows.map((row) => row.id))
      // The latest first: the first seen per application is the one shown.
      .orderBy('h.data', 'desc')
      .orderBy('e.ordem', 'desc')
      .orderBy('h.id', 'desc')
      .execute();
    const titulo = new Map<number, string>();
    for (const ad of titulos) if (ad.solicitacaoId !== null && ad.titulo && !titulo.has(ad.solicitacaoId)) titulo.set(ad.solicitacaoId, ad.titulo);
    const etapa = new Map<number, string>();
    for (const step of etapas) if (step.vinculoId !== null && step.nome && !etapa.has(step.vinculoId)) etapa.set(step.vinculoId, step.nome);
    return rows.map((row) => ({
      id: row.id,
      solicitacaoId: row.solicitacaoId,
      vaga: titulo.get(row.solicitacaoId) ?? row.descricao ?? '',
      data: row.data,
      etapa: etapa.get(row.id) ?? null,
      encerrada: row.encerrada,
    }));
  });
}

/** The ads of the portal's list, each with the signed-in candidate's application to its request when there is one. */
export async function withInscricoes(engine: Engine, request: FastifyRequest, ads: PublicAd[]): Promise<PublicAd[]> {
  const session = request.session;
  const empresaId = ads[0]?.solicitacao.empresa.id;
  if (session?.kind !== 'candidato' || session.empresaId !== empresaId) return ads;
  const scope = { empresaId, usuarioId: null };
  const rows = await runInScope(scope, () =>
    companyQuery(engine.db, scope)
      .selectFrom('candidato_solicitacao')
      .select(['solicitacao_id as solicitacaoId', 'data'])
      .where('candidato_id', '=', session.usuarioId)
      .where('solicitacao_id', 'in', ads.map((ad) => ad.solicitacao.id))
      .$narrowType<{ solicitacaoId: NotNull; data: NotNull }>()
      .execute(),
  );
  const porSolicitacao = new Map(rows.map((row) => [row.solicitacaoId, row.data]));
  const hoje = today();
  return ads.map((ad) => {
    const data = porSolicitacao.get(ad.solicitacao.id);
    return data ? { ...ad, inscricao: { data, renovavel: !recusaNovaCandidatura(data, ad.diasEsperaNovaAplicacao ?? 0, hoje) } } : ad;
  });
}
