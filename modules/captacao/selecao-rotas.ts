/**
 * Endpoints of the selection beyond CRUD (spec §7): linking a candidate to several requests
 * (and several candidates to a request) in one transaction, whether a request has candidates,
 * a candidate's history through the steps, and the request's pipeline (candidates by step).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Engine } from '../../server/engine';
import { recordId } from '../../server/crud/routes';
import { readScope, writeScope } from '../../server/crud/request-scope';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import { errors } from '../../server/errors';
import { today } from '../../engine/validation/brazilian';
import { componentOf, type RouteDoc } from '../../server/openapi';
import { etapasDaSolicitacao, situacaoSolicitacao } from './selecao-consultas';
import { posicao } from './selecao-etapas';
import type { PassagemDoCandidato, PipelineCandidato, ProcessoSeletivo } from './selecao.api';

/** What a link records besides who and where: how the candidate came. */
const ORIGEM_FIELDS = ['origem', 'indicadoPor', 'comoFicouSabendoVaga', 'aptidao', 'observacao'] as const;

function origemDoCorpo(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ORIGEM_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

/** A list of record ids (min 1) from the body, or the field's message. */
function ids(body: Record<string, unknown>, field: string, message: string): number[] {
  const value = body[field];
  const valid = Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v) && v > 0);
  if (!valid) throw errors.validation([{ field, message }]);
  return [...new Set(value as number[])];
}

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
    const { rows } = await sql<Omit<PipelineCandidato, 'etapaAtualId' | 'proximaEtapaId'>>`
      select cs.id, cs.candidato_id as "candidatoId", c.nome, cs.origem, cs.aptidao, cs.contratado,
        coalesce((select json_agg(json_build_object('id', h.id, 'etapaId', h.etapa_seletiva_id, 'resultado', h.resultado, 'data', h.data) order by h.data, h.id)
          from historico_candidato h where h.candidato_solicitacao_id = cs.id), '[]'::json) as historico
      from candidato_solicitacao cs join candidato c on c.id = cs.candidato_id
      where cs.solicitacao_id = ${solicitacaoId} and cs.empresa_id = ${scope.empresaId}
      order by c.nome, cs.id limit 2000`.execute(engine.db);
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
    const solicitacoes = ids(body, 'solicitacoesIds', 'Informe ao menos uma solicitação.');
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
    const candidatos = ids(body, 'candidatosIds', 'Informe ao menos um candidato.');
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
    const { rows } = await runInScope(scope, () =>
      sql`select 1 from candidato_solicitacao where solicitacao_id = ${id} and empresa_id = ${scope.empresaId} limit 1`.execute(engine.db),
    );
    return rows.length > 0;
  });

  app.get(`${base}/:id/processo-seletivo`, doc({ summary: 'O processo seletivo da solicitação: suas etapas e seus candidatos, cada um na etapa em que está', response: 'ProcessoSeletivo' }), async (request) => pipeline(engine, readScope(request, link), recordId(request)));

  // A candidate's path in every request they took part in, step by step.
  app.get('/api/historico/candidato/:id', doc({ summary: 'O histórico do candidato nas etapas de todas as solicitações de que participou', response: 'PassagemDoCandidato[]' }), async (request) => {
    const scope = readScope(request, link);
    const candidatoId = recordId(request);
    const { rows } = await runInScope(scope, () =>
      sql<PassagemDoCandidato>`select h.id, h.data, h.resultado, h.responsavel, h.observacao,
          json_build_object('id', s.id, 'descricao', s.descricao) as solicitacao,
          json_build_object('id', e.id, 'nome', e.nome, 'ordem', e.ordem) as "etapaSeletiva"
        from historico_candidato h
        join candidato_solicitacao cs on cs.id = h.candidato_solicitacao_id
        join solicitacao_pessoal s on s.id = cs.solicitacao_id
        join etapa_seletiva e on e.id = h.etapa_seletiva_id
        where cs.candidato_id = ${candidatoId} and h.empresa_id = ${scope.empresaId}
        order by s.id desc, e.ordem, h.data limit 1000`.execute(engine.db),
    );
    return rows;
  });
}
