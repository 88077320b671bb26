/**
 * Endpoints of the selection beyond CRUD (spec §7): linking a candidate to several requests
 * (and several candidates to a request) in one transaction, whether a request has candidates,
 * a candidate's history through the steps, and the request's pipeline (candidates by step).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type NotNull } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { Engine } from '../../../server/engine';
import { recordId } from '../../../server/crud/routes';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { today } from '../../../engine/validation/brazilian';
import { componentOf, type RouteDoc } from '../../../server/openapi';
import { etapasDaSolicitacao, situacaoSolicitacao } from './consultas';
import { posicao } from './etapas';
import type { PassagemDoCandidato, PipelineCandidato, ProcessoSeletivo } from './selecao.api';

/** What a link records besides who and where: how the candidate came. */
const ORIGEM_FIELDS = ['origem', 'indicadoPor', 'comoFicouSabendoVaga', 'aptidao', 'observacao'] as const;

function origemDoCorpo(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ORIGEM_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

/** The ids of a body its contract checked, each once. */
const ids = (body: Record<string, unknown>, field: string): number[] => [...new Set(body[field] as number[])];

function checkCompany(request: FastifyRequest, scope: Scope): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.empresaId !== undefined && body.empresaId !== scope.empresaId) throw errors.forbidden();
  return body;
}

async function pipeline(engine: Engine, scope: Scope, solicitacaoId: number): Promise<ProcessoSeletivo> {
  return runInScope(scope, async () => {
    const solicitacao = await situacaoSolicitacao(engine.db, scope.empresaId, solicitacaoId);
    if (!solicitacao) throw errors.notFound();
    const etapas = await etapasDaSolicitacao(engine.db, scope.empresaId, solicitacaoId);
    const company = companyQuery(engine.db, scope);
    const historico = company
      .selectFrom('historico_candidato as h')
      .select(['h.id', 'h.etapa_seletiva_id as etapaId', 'h.resultado', 'h.data'])
      // The outer query's link: a reference the subquery's own tables do not type.
      .where('h.candidato_solicitacao_id', '=', sql.ref<number>('cs.id'))
      .orderBy('h.data')
      .orderBy('h.id')
      .$narrowType<{ etapaId: NotNull; resultado: NotNull; data: NotNull }>();
    const rows = await company
      .selectFrom(['candidato_solicitacao as cs', 'candidato as c'])
      .whereRef('c.id', '=', 'cs.candidato_id')
      .select(['cs.id', 'cs.candidato_id as candidatoId', 'c.nome', 'cs.origem', 'cs.aptidao', 'cs.contratado', jsonArrayFrom(historico).as('historico')])
      .where('cs.solicitacao_id', '=', solicitacaoId)
      .orderBy('c.nome')
      .orderBy('cs.id')
      .limit(2000)
      .$narrowType<{ candidatoId: NotNull; nome: NotNull; origem: NotNull; aptidao: NotNull; contratado: NotNull }>()
      .execute();
    const candidatos: PipelineCandidato[] = rows.map((row) => {
      const { atual, proxima } = posicao(etapas, row.historico);
      return { ...row, etapaAtualId: atual?.etapaId ?? null, proximaEtapaId: proxima?.id ?? null };
    });
    return { solicitacao, etapas, candidatos };
  });
}

export function registerSelecaoRotas(app: FastifyInstance, engine: Engine): void {
  const link = engine.registry.get('candidatoSolicitacao');
  const requests = engine.registry.get('solicitacaoPessoal');
  const base = `/api/${requests.resource}`;
  const doc = (openapi: RouteDoc) => ({ config: { openapi } });
  const vinculos = `${componentOf(link)}[]`;

  // Spec §5: {empresaId, candidatoId, solicitacoesIds (min 1)}; all links or none.
  app.post(`${base}/candidato/:id`, doc({ summary: 'Inclui o candidato em várias solicitações (todas ou nenhuma); responde os vínculos criados', body: 'CandidatoNasSolicitacoes', response: vinculos, status: 201 }), async (request, reply) => {
    const scope = writeScope(request, link);
    const candidatoId = recordId(request);
    const body = checkCompany(request, scope);
    if (body.candidatoId !== undefined && body.candidatoId !== candidatoId) throw errors.idMismatch();
    const solicitacoes = ids(body, 'solicitacoesIds');
    const created = await engine.entities.createAll(
      link,
      scope,
      solicitacoes.map((id) => ({ candidato: { id: candidatoId }, solicitacao: { id }, data: today(), ...origemDoCorpo(body) })),
    );
    return reply.code(201).send(created);
  });

  // The same from the request's side: several candidates into one request.
  app.post(`${base}/:id/candidatos`, doc({ summary: 'Inclui vários candidatos na solicitação (todos ou nenhum); responde os vínculos criados', body: 'CandidatosNaSolicitacao', response: vinculos, status: 201 }), async (request, reply) => {
    const scope = writeScope(request, link);
    const solicitacaoId = recordId(request);
    const body = checkCompany(request, scope);
    const candidatos = ids(body, 'candidatosIds');
    const created = await engine.entities.createAll(
      link,
      scope,
      candidatos.map((id) => ({ candidato: { id }, solicitacao: { id: solicitacaoId }, data: today(), ...origemDoCorpo(body) })),
    );
    return reply.code(201).send(created);
  });

  app.get(`${base}/:id/possui-candidato`, doc({ summary: 'Se a solicitação tem algum candidato', response: { type: 'boolean' } }), async (request) => {
    const scope = readScope(request, requests);
    const id = recordId(request);
    const found = await runInScope(scope, () =>
      companyQuery(engine.db, scope).selectFrom('candidato_solicitacao').select('id').where('solicitacao_id', '=', id).limit(1).executeTakeFirst(),
    );
    return found !== undefined;
  });

  app.get(`${base}/:id/processo-seletivo`, doc({ summary: 'O processo seletivo da solicitação: suas etapas e seus candidatos, cada um na etapa em que está', response: 'ProcessoSeletivo' }), async (request) => pipeline(engine, readScope(request, link), recordId(request)));

  // A candidate's path in every request they took part in, step by step.
  app.get('/api/historico/candidato/:id', doc({ summary: 'O histórico do candidato nas etapas de todas as solicitações de que participou', response: 'PassagemDoCandidato[]' }), async (request) => {
    const scope = readScope(request, link);
    const candidatoId = recordId(request);
    const rows: PassagemDoCandidato[] = await runInScope(scope, () =>
      companyQuery(engine.db, scope)
        .selectFrom(['historico_candidato as h', 'candidato_solicitacao as cs', 'solicitacao_pessoal as s', 'etapa_seletiva as e'])
        .whereRef('cs.id', '=', 'h.candidato_solicitacao_id')
        .whereRef('s.id', '=', 'cs.solicitacao_id')
        .whereRef('e.id', '=', 'h.etapa_seletiva_id')
        .select((eb) => [
          'h.id',
          'h.data',
          'h.resultado',
          'h.responsavel',
          'h.observacao',
          jsonBuildObject({ id: eb.ref('s.id'), descricao: eb.ref('s.descricao').$notNull() }).as('solicitacao'),
          jsonBuildObject({ id: eb.ref('e.id'), nome: eb.ref('e.nome').$notNull(), ordem: eb.ref('e.ordem').$notNull() }).as('etapaSeletiva'),
        ])
        .where('cs.candidato_id', '=', candidatoId)
        .orderBy('s.id', 'desc')
        .orderBy('e.ordem')
        .orderBy('h.data')
        .limit(1000)
        .$narrowType<{ data: NotNull; resultado: NotNull }>()
        .execute(),
    );
    return rows;
  });
}
