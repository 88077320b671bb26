/**
 * The exit interview (spec 02 §2 talentos/{talentoId}/entrevista-desligamento): a modelo de
 * avaliação of tipo E answered by HR for the dismissed talent on the questionnaire engine —
 * partial saves, a final answer HR may replace, printed by the answered questionnaire's PDF.
 * One interview per talent: answering with another model replaces the one given before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryInteger, recordId } from '../../../server/crud/path-id';
import { readScope, writeScope } from '../../../server/crud/request-scope';
import { actionRefused } from '../../../server/crud/actions';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { componentOf } from '../../../server/openapi';
import { respostasDoCorpo } from '../../avaliacao/questionario/corpo';
import { questionario } from '../../avaliacao/questionario/modelos';
import { salvarRespostas } from '../../avaliacao/questionario/respostas-colaborador';
import type { EntrevistaDoTalento, EntrevistaRespondida, RespostasDaEntrevista } from './entrevista.api';

/** The interview models' kind (codigos origemAvaliacao). */
export const TIPO_ENTREVISTA = 'E';
export const MODELO_NAO_E_DE_ENTREVISTA = 'Este modelo de avaliação não é de entrevista de desligamento.';

const doc = (summary: string, response: string, extra: Record<string, unknown> = {}) => ({ config: { openapi: { summary, response, ...extra } } });

/** The talent's stored interview: their answered questionnaire of an interview model. */
export async function entrevistaDoTalento(db: Db, scope: Scope, colaboradorId: number): Promise<EntrevistaRespondida | null> {
  const linha = await companyQuery(db, scope)
    .selectFrom(['colaborador_questionario as q', 'modelo_avaliacao as m'])
    .whereRef('m.id', '=', 'q.modelo_id')
    .select(['q.id', 'q.modelo_id', 'q.data', 'q.respondido_parcialmente'])
    .where('q.colaborador_id', '=', colaboradorId)
    .where('m.tipo', '=', TIPO_ENTREVISTA)
    .orderBy('q.id', 'desc')
    .executeTakeFirst();
  return linha ? { id: linha.id, modeloId: Number(linha.modelo_id), data: String(linha.data), respondidoParcialmente: Boolean(linha.respondido_parcialmente) } : null;
}

export function registerEntrevista(app: FastifyInstance, engine: Engine): void {
  const colaborador = engine.registry.get('colaborador');
  const questionarios = engine.registry.get('colaboradorQuestionario');
  const base = `/api/${colaborador.resource}/:id/entrevista-desligamento`;
  // The talent's own refusal of the interview action (not dismissed), one message for both.
  const naoDesligado = colaborador.actions!.find((a) => a.name === 'entrevistaDesligamento')!.refusals![0]!.message;

  const doTalento = (request: FastifyRequest, scope: Scope): Promise<EntrevistaDoTalento> =>
    runInScope(scope, async () => {
      const id = recordId(request);
      const talento = await companyQuery(engine.db, scope).selectFrom('colaborador').select(['id', 'nome', 'data_desligamento']).where('id', '=', id).executeTakeFirst();
      if (!talento) throw errors.notFound();
      const modelos = await companyQuery(engine.db, scope)
        .selectFrom('modelo_avaliacao')
        .select(['id', 'titulo'])
        .where('tipo', '=', TIPO_ENTREVISTA)
        .where('ativo', '=', true)
        .orderBy('titulo')
        .execute();
      return {
        colaborador: { id: talento.id, nome: talento.nome ?? '', dataDesligamento: talento.data_desligamento === null ? null : String(talento.data_desligamento) },
        modelos: modelos.map((m) => ({ id: m.id, titulo: m.titulo ?? '' })),
        entrevista: await entrevistaDoTalento(engine.db, scope, id),
      };
    });

  /** The dismissed talent and the model asked (by default the one answered, or the first). */
  const daEntrevista = async (request: FastifyRequest, scope: Scope) => {
    const dados = await doTalento(request, scope);
    if (!dados.colaborador.dataDesligamento) throw actionRefused(naoDesligado);
    const modeloId = queryInteger((request.query as { modeloId?: string }).modeloId) ?? dados.entrevista?.modeloId ?? dados.modelos[0]?.id;
    const modelo = modeloId === undefined ? undefined : await runInScope(scope, () => companyQuery(engine.db, scope).selectFrom('modelo_avaliacao').select('tipo').where('id', '=', modeloId).executeTakeFirst());
    if (modelo?.tipo !== TIPO_ENTREVISTA) throw errors.validation([{ field: 'modeloId', message: MODELO_NAO_E_DE_ENTREVISTA }]);
    return { ...dados, modeloId: modeloId! };
  };

  app.get(base, doc('A entrevista de desligamento do talento: os modelos de entrevista ativos e o que foi respondido', 'EntrevistaDoTalento'), (request) => doTalento(request, readScope(request, colaborador)));

  app.get(`${base}/questionario`, doc('O questionário da entrevista (?modeloId=, por padrão o respondido ou o primeiro), com as respostas já dadas', 'QuestionarioDaEntrevista'), async (request) => {
    const scope = readScope(request, colaborador);
    const { modeloId, entrevista } = await daEntrevista(request, scope);
    return runInScope(scope, async () => {
      const salvo = entrevista?.modeloId === modeloId ? ((await engine.entities.get(questionarios, scope, entrevista.id)) as { respostas?: unknown[]; observacao?: string }) : undefined;
      return { ...(await questionario(engine, scope, modeloId)), anteriores: salvo?.respostas ?? [], observacaoRespondida: salvo?.observacao ?? null };
    });
  });

  app.post(
    base,
    doc('Responde a entrevista de desligamento do talento (?modeloId=; ?parcial=true guarda o que foi respondido até aqui); uma nova resposta substitui a anterior', componentOf(questionarios), { body: 'RespostasDaEntrevista', status: 201 }),
    async (request, reply) => {
      const scope = writeScope(request, colaborador);
      const { colaborador: talento, modeloId, entrevista } = await daEntrevista(request, scope);
      const corpo = request.body as RespostasDaEntrevista;
      const salvo = await runInScope(scope, () =>
        engine.db.transaction().execute(async (trx) => {
          if (entrevista && entrevista.modeloId !== modeloId) await engine.entities.removeIn(trx, questionarios, scope, entrevista.id);
          return salvarRespostas(engine, trx, scope, {
            contexto: { colaboradorId: talento.id, avaliadorId: null },
            modeloId,
            respostas: respostasDoCorpo(request.body),
            parcial: (request.query as { parcial?: string }).parcial === 'true',
            observacao: corpo.observacao ?? undefined,
            descricao: `Entrevista de desligamento — ${talento.nome}`,
            substituir: true,
          });
        }),
      );
      return reply.code(201).send(salvo);
    },
  );
}
