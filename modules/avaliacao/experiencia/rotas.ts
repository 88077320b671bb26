/**
 * The calls of the experience-period follow-up: a talent's follow-ups, the questionnaire of one
 * (with what was answered so far), answering it (HR or the manager, partially or in full) and the
 * follow-ups due in a period of dates.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { daysAfter, isRealDate, today } from '../../../engine/validation/brazilian';
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from '../../../server/crud/list-params';
import { queryInteger, recordId } from '../../../server/crud/path-id';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { componentOf } from '../../../server/openapi';
import { respostasDoCorpo } from '../questionario/corpo';
import { questionario } from '../questionario/modelos';
import { questionarioDoContexto, salvarRespostas } from '../questionario/respostas-colaborador';
import { acompanhamentosDoTalento, acompanhamentosPrevistos } from './acompanhamentos';
import type { AcompanhamentosDoTalento, RespostasDoAcompanhamento } from './experiencia.api';

export const MODELO_FORA_DO_PERIODO = 'Este modelo de avaliação não é do acompanhamento deste período.';
const DATA_INVALIDA = 'Data inválida';

const doc = (summary: string, response: string, extra: Record<string, unknown> = {}) => ({ config: { openapi: { summary, response, ...extra } } });

/** A date of the query (YYYY-MM-DD), or the default; malformed → the field's message. */
function dataDaConsulta(raw: string | undefined, field: string, padrao: string): string {
  if (raw === undefined || raw === '') return padrao;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !isRealDate(raw)) throw errors.validation([{ field, message: DATA_INVALIDA }]);
  return raw;
}

export function registerAcompanhamentos(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('colaboradorQuestionario');
  const colaborador = engine.registry.get('colaborador');
  const base = `/api/${colaborador.resource}/:id/acompanhamentos-experiencia`;

  /** The talent (404 when not of the company) and their follow-ups. */
  const doTalento = async (request: FastifyRequest, scope = readScope(request, entity)): Promise<AcompanhamentosDoTalento> => {
    const id = recordId(request);
    return runInScope(scope, async () => {
      const talento = await companyQuery(engine.db, scope)
        .selectFrom('colaborador')
        .select(['id', 'nome', 'data_admissao as dataAdmissao'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!talento) throw errors.notFound();
      return { colaborador: { ...talento, nome: talento.nome ?? '' }, acompanhamentos: await acompanhamentosDoTalento(engine.db, scope, id) };
    });
  };

  /** The period of the talent (404 otherwise) and the model asked, which must be one of its models. */
  const doPeriodo = async (request: FastifyRequest, scope = readScope(request, entity)) => {
    const { colaborador: talento, acompanhamentos } = await doTalento(request, scope);
    const periodoId = recordId(request, 'periodoId');
    const acompanhamento = acompanhamentos.find((a) => a.periodo.id === periodoId);
    if (!acompanhamento) throw errors.notFound();
    const modeloId = queryInteger((request.query as { modeloId?: string }).modeloId) ?? acompanhamento.questionario?.modeloId ?? acompanhamento.modelos[0]?.id;
    if (!acompanhamento.modelos.some((m) => m.id === modeloId)) throw errors.validation([{ field: 'modeloId', message: MODELO_FORA_DO_PERIODO }]);
    return { scope, talento, acompanhamento, modeloId: modeloId!, contexto: { colaboradorId: talento.id, avaliadorId: null, referencias: { periodoExperiencia: periodoId } } };
  };

  app.get(base, doc('Os acompanhamentos do período de experiência do talento: cada período ativo, a data prevista (admissão + dias), os modelos e o que foi respondido', 'AcompanhamentosDoTalento'), (request) => doTalento(request));

  app.get(`${base}/:periodoId/questionario`, doc('O questionário do acompanhamento de um período (?modeloId=, por padrão o respondido ou o primeiro), com as respostas já dadas', 'QuestionarioDoAcompanhamento'), async (request) => {
    const { scope, modeloId, contexto } = await doPeriodo(request);
    return runInScope(scope, async () => {
      const salvo = await questionarioDoContexto(engine, engine.db, scope, modeloId, contexto);
      const registro = salvo ? ((await engine.entities.get(entity, scope, salvo.id)) as { respostas?: unknown[]; observacao?: string }) : undefined;
      return { ...(await questionario(engine, scope, modeloId)), anteriores: registro?.respostas ?? [], observacaoRespondida: registro?.observacao ?? null };
    });
  });

  app.post(
    `${base}/:periodoId`,
    doc('Responde o acompanhamento de um período (?modeloId=; ?parcial=true guarda o que foi respondido até aqui); uma nova resposta substitui a anterior', componentOf(entity), { body: 'RespostasDoAcompanhamento', status: 201 }),
    async (request, reply) => {
      const { scope, talento, acompanhamento, modeloId, contexto } = await doPeriodo(request, writeScope(request, entity));
      const corpo = request.body as RespostasDoAcompanhamento;
      const salvo = await runInScope(scope, () =>
        engine.db.transaction().execute((trx) =>
          salvarRespostas(engine, trx, scope, {
            contexto,
            modeloId,
            respostas: respostasDoCorpo(request.body),
            parcial: (request.query as { parcial?: string }).parcial === 'true',
            observacao: corpo.observacao ?? undefined,
            descricao: `${talento.nome} — ${acompanhamento.periodo.nome}`,
            substituir: true,
          }),
        ),
      );
      return reply.code(201).send(salvo);
    },
  );

  app.get(
    '/api/acompanhamentos-experiencia/previstos',
    doc('Os acompanhamentos previstos entre duas datas (?dataIni=, ?dataFim=; padrão: de 30 dias atrás a 30 dias adiante), de talentos não desligados (?areaOrganizacionalId=, ?pendentes=true: só os não respondidos), paginados (?page=, ?size=)', 'AcompanhamentoPrevistoPage'),
    async (request) => {
      const scope = readScope(request, entity);
      const q = request.query as Record<string, string | undefined>;
      const hoje = today();
      const dataIni = dataDaConsulta(q.dataIni, 'dataIni', daysAfter(hoje, -30));
      const dataFim = dataDaConsulta(q.dataFim, 'dataFim', daysAfter(hoje, 30));
      if (dataFim < dataIni) throw errors.validation([{ field: 'dataFim', message: 'A data final deve ser maior que a data inicial' }]);
      const size = Math.min(queryInteger(q.size) ?? DEFAULT_PAGE_SIZE, 100);
      return runInScope(scope, () =>
        acompanhamentosPrevistos(engine.db, scope, { dataIni, dataFim, areaOrganizacionalId: queryInteger(q.areaOrganizacionalId), pendentes: q.pendentes === 'true', page: Math.min(queryInteger(q.page) ?? 0, MAX_PAGE), size }),
      );
    },
  );
}
