/**
 * The calls of candidate evaluations. HR: a model's questions, a candidate's evaluations in a
 * request, answering on the candidate's behalf. Portal: the candidate's own evaluations in
 * the requests whose ad uses them, their questions, and answering them — for themself only
 * (another candidate's id answers 404, like every portal call).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../../server/auth/guard';
import { recordId } from '../../../server/crud/routes';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { componentOf, type RouteDoc } from '../../../server/openapi';
import { ownCandidate } from '../anexos/anexos';
import { AvaliacaoCandidatoService } from './candidato';
import { respostasDoCorpo } from '../../avaliacao/questionario/corpo';
import { questionario } from '../../avaliacao/questionario/modelos';
import { pendencias, type Pendencia } from './pendencias';
import { semPesos } from '../../avaliacao/questionario/pontuacao';
import type { AvaliacaoDoCandidato, AvaliacaoRecebida, AvaliacoesDoVinculo, QuestionarioDoCandidato } from './avaliacao.api';

export const VAGA_SEM_AVALIACAO = 'Esta vaga não está mais aberta para avaliações.';

const ID = /^\d{1,9}$/;

/** A positive id from the path or query; absent → undefined, malformed → the field's message. */
function idOf(raw: string | undefined, field: string, message = 'Valor inválido'): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!ID.test(raw) || Number(raw) < 1) throw errors.validation([{ field, message }]);
  return Number(raw);
}

const query = (request: FastifyRequest) => request.query as { solicitacaoId?: string; historicoCandidatoId?: string };
const avaliacaoId = (request: FastifyRequest) => {
  const raw = (request.params as { avaliacaoId?: string }).avaliacaoId;
  if (!ID.test(raw ?? '') || Number(raw) < 1) throw errors.notFound();
  return Number(raw);
};

function solicitacaoObrigatoria(request: FastifyRequest): number {
  const id = idOf(query(request).solicitacaoId, 'solicitacaoId', 'Solicitação inválida.');
  if (id === undefined) throw errors.validation([{ field: 'solicitacaoId', message: 'Solicitação é obrigatória' }]);
  return id;
}

/** What the portal shows of an evaluation: never HR's score. */
const paraCandidato = ({ avaliacao, ...pendencia }: Pendencia): AvaliacaoDoCandidato => ({ ...pendencia, respondida: avaliacao !== null, data: avaliacao?.data ?? null });

const doc = (openapi: RouteDoc) => ({ config: { openapi } });
/** The query of answering: the request (required) and the step entry answered in (optional). */
const NA_SOLICITACAO = '?solicitacaoId= obrigatório; ?historicoCandidatoId= opcional, a etapa do histórico';

export function registerAvaliacaoCandidato(app: FastifyInstance, engine: Engine): void {
  const service = new AvaliacaoCandidatoService(engine);
  const modelo = engine.registry.get('modeloAvaliacao');
  const link = engine.registry.get('candidatoSolicitacao');
  const candidato = engine.registry.get('candidato');

  // Leaving a request takes the candidate's answers in it along (and frees its history rows).
  engine.hooks.register(link.name, {
    async beforeWrite({ trx, scope, action, previous }) {
      if (action !== 'delete') return;
      const ids = (value: unknown) => (value as { id: number }).id;
      await companyQuery(trx, scope)
        .deleteFrom('avaliacao_candidato')
        .where('candidato_id', '=', ids(previous!.candidato))
        .where('solicitacao_id', '=', ids(previous!.solicitacao))
        .execute();
    },
  });

  // Spec §7 "Avaliacao GET /{id}/perguntas": whoever answers for a candidate reads the questions.
  app.get(`/api/${modelo.resource}/:id/perguntas`, doc({ summary: 'O questionário do modelo de avaliação: as perguntas na ordem, com os pesos', response: 'Questionario' }), async (request) => {
    const scope = requireSession(request, 'interno', [...(modelo.authorities?.read ?? []), ...(service.entity.authorities?.read ?? [])]);
    return questionario(engine, scope, recordId(request));
  });

  app.get(`/api/${link.resource}/:id/avaliacoes`, doc({ summary: 'As avaliações que a solicitação aplica ao candidato, respondidas ou não, com o percentual e o veredito', response: 'AvaliacoesDoVinculo' }), async (request) => {
    const scope = readScope(request, service.entity);
    const id = recordId(request);
    return runInScope(scope, async (): Promise<AvaliacoesDoVinculo> => {
      const company = companyQuery(engine.db, scope);
      const vinculo = await company
        .selectFrom('candidato_solicitacao as cs')
        .leftJoin(company.table('anuncio', 'a'), 'a.solicitacao_id', 'cs.solicitacao_id')
        .select((eb) => eb.fn.coalesce('a.utilizar_avaliacoes_etapa_seletiva', eb.lit(false)).$notNull().as('utilizar'))
        .where('cs.id', '=', id)
        .executeTakeFirst();
      if (!vinculo) throw errors.notFound();
      const lista = await pendencias(engine.db, scope.empresaId, { candidatoSolicitacaoId: id });
      return {
        utilizarAvaliacoesEtapaSeletiva: vinculo.utilizar,
        avaliacoes: lista.map(({ modelo: m, avaliacao }) => ({ modelo: m, respondida: avaliacao !== null, avaliacao })),
      };
    });
  });

  // HR answers on the candidate's behalf; a new answer replaces the previous one.
  app.post(`/api/${candidato.resource}/:id/avaliacoes/:avaliacaoId`, doc({ summary: `O RH responde a avaliação pelo candidato, substituindo a anterior, e recebe a avaliação pontuada (${NA_SOLICITACAO})`, body: 'RespostasDaAvaliacao', response: componentOf(service.entity), status: 201 }), async (request, reply) => {
    const scope = writeScope(request, service.entity);
    const created = await service.responder(scope, {
      candidatoId: recordId(request),
      modeloId: avaliacaoId(request),
      solicitacaoId: solicitacaoObrigatoria(request),
      historicoCandidatoId: idOf(query(request).historicoCandidatoId, 'historicoCandidatoId'),
      respostas: respostasDoCorpo(request.body),
      respondidoPor: 'R',
      substituir: true,
    });
    return reply.code(201).send(created);
  });

  // The portal: the signed-in candidate's evaluations, in requests whose ad uses them.
  const doCandidato = async (request: FastifyRequest, solicitacaoId?: number) => {
    const scope = requireSession(request, 'candidato');
    const candidatoId = request.session!.usuarioId;
    const lista = await runInScope(scope, () => pendencias(engine.db, scope.empresaId, { candidatoId, solicitacaoId }));
    return { scope, candidatoId, lista: lista.filter((p) => p.utilizarAvaliacoesEtapaSeletiva) };
  };

  app.get('/api/externo/avaliacoes', doc({ summary: 'Portal: as avaliações do candidato nas solicitações cujo anúncio as utiliza (?solicitacaoId= filtra uma), sem a pontuação', response: 'AvaliacaoDoCandidato[]' }), async (request) => {
    const { lista } = await doCandidato(request, idOf(query(request).solicitacaoId, 'solicitacaoId', 'Solicitação inválida.'));
    return lista.map(paraCandidato);
  });

  /** The candidate's evaluation of this model in this request, or 404. */
  const pendenciaDoCandidato = async (request: FastifyRequest) => {
    const modeloId = avaliacaoId(request);
    const found = await doCandidato(request, solicitacaoObrigatoria(request));
    const pendencia = found.lista.find((p) => p.modelo.id === modeloId);
    if (!pendencia) throw errors.notFound();
    return { ...found, pendencia };
  };

  app.get('/api/externo/avaliacoes/:avaliacaoId/perguntas', doc({ summary: 'Portal: as perguntas de uma avaliação do candidato na solicitação (?solicitacaoId=, obrigatório), sem os pesos', response: 'QuestionarioDoCandidato' }), async (request): Promise<QuestionarioDoCandidato> => {
    const { scope, pendencia } = await pendenciaDoCandidato(request);
    const { percentualMinimoAprovacao: _hrOnly, perguntas, ...modelo } = await questionario(engine, scope, pendencia.modelo.id);
    return { ...modelo, perguntas: perguntas.map(semPesos), ...paraCandidato(pendencia) };
  });

  app.post('/api/externo/candidatos/:id/avaliacoes/:avaliacaoId', doc({ summary: `Portal: o candidato responde a sua avaliação, uma vez só; a pontuação fica com o RH (${NA_SOLICITACAO})`, body: 'RespostasDaAvaliacao', response: 'AvaliacaoRecebida', status: 201 }), async (request, reply) => {
    ownCandidate(request);
    const { scope, candidatoId, pendencia } = await pendenciaDoCandidato(request);
    if (!pendencia.aberta) throw errors.badRequest(VAGA_SEM_AVALIACAO, 'VAGA_FECHADA');
    await service.responder(scope, {
      candidatoId,
      modeloId: pendencia.modelo.id,
      solicitacaoId: pendencia.solicitacaoId,
      historicoCandidatoId: idOf(query(request).historicoCandidatoId, 'historicoCandidatoId'),
      respostas: respostasDoCorpo(request.body),
      respondidoPor: 'C',
      substituir: false,
    });
    // The candidate learns that it was received, not the score.
    const recebida: AvaliacaoRecebida = { respondida: true };
    return reply.code(201).send(recebida);
  });
}
