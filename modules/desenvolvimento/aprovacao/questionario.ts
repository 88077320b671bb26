/**
 * A course evaluation of type a: the participant answers the evaluation model (tipo L) with the
 * questionnaire engine, HR answering for them (spec route colaborador-respostas/{questionario}/
 * por-outro-usuario/{colaborador}/turma/{turma}). The answer is stored as any talent's
 * (`salvarRespostas`, context `turma`) and its score % becomes the participant's result in every
 * type-a evaluation of the course asking that model; approval is recomputed with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errosQuestionario } from '../../avaliacao/questionario/erros';
import { modeloDoQuestionario, perguntasDoModelo } from '../../avaliacao/questionario/modelos';
import { semPesos } from '../../avaliacao/questionario/pontuacao';
import type { Resposta } from '../../avaliacao/questionario/questionario.api';
import { questionarioDoContexto, salvarRespostas } from '../../avaliacao/questionario/respostas-colaborador';
import { recordId } from '../../../server/crud/path-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { sessaoDeTurma } from '../presenca/lista';
import { turmaDaEmpresa } from '../presenca/turma';
import { talentoDoUsuario } from '../../avaliacao/questionario/talento-do-usuario';
import { requireSession } from '../../../server/auth/guard';
import { errors } from '../../../server/errors';
import type { AvaliacaoDeCursoParaResponder, AvaliacoesDaTurma, QuestionarioDoParticipante, RespostasDoParticipante } from './avaliacoes.api';
import { avaliacoesDeCursoDoTalento } from './minhas';
import { avaliacoesDaTurma, gradeDaTurma, gravarResultado } from './avaliacoes';
import { errosAvaliacao } from './erros';

const ROTA = '/api/colaborador-respostas/:questionario/por-outro-usuario/:colaborador/turma/:turma';

interface Pedido {
  scope: Scope;
  modeloId: number;
  colaboradorId: number;
  turmaId: number;
}

const pedido = (request: FastifyRequest): Pedido => ({
  scope: sessaoDeTurma(request),
  modeloId: recordId(request, 'questionario'),
  colaboradorId: recordId(request, 'colaborador'),
  turmaId: recordId(request, 'turma'),
});

/**
 * The participant and the type-a evaluations of the class's course that ask this model; 404
 * otherwise. The participant answering themself sees only those released in the class.
 */
async function contexto(trx: Db, { scope, modeloId, colaboradorId, turmaId }: Pedido, liberadas = false) {
  await turmaDaEmpresa(trx, scope, turmaId);
  const avaliacoes = (await avaliacoesDaTurma(trx, scope, turmaId)).filter((a) => a.tipo === 'a' && a.modeloAvaliacaoId === modeloId && (!liberadas || a.liberada));
  if (!avaliacoes.length) throw errosAvaliacao.semModelo();
  const company = companyQuery(trx, scope);
  const participante = await company
    .selectFrom('colaborador_turma as ct')
    .innerJoin(company.table('colaborador', 'co'), 'co.id', 'ct.colaborador_id')
    .select(['ct.id', 'co.nome'])
    .where('ct.turma_id', '=', turmaId)
    .where('ct.colaborador_id', '=', colaboradorId)
    .executeTakeFirst();
  if (!participante) throw errosAvaliacao.naoParticipa();
  return { avaliacoes, participante };
}

const contextoDoQuestionario = (colaboradorId: number, turmaId: number) => ({ colaboradorId, avaliadorId: colaboradorId, referencias: { turma: turmaId } });

export function registerQuestionarioDoParticipante(app: FastifyInstance, engine: Engine): void {
  app.get(ROTA, { config: { openapi: { summary: 'O modelo de avaliação (tipo a) de um participante da turma, para o RH responder por ele, com as respostas já dadas', response: 'QuestionarioDoParticipante' } } }, async (request): Promise<QuestionarioDoParticipante> => {
    const p = pedido(request);
    return runInScope(p.scope, () => questionario(engine, p));
  });

  app.post(ROTA, { config: { openapi: { summary: 'O RH grava as respostas do participante ao modelo de avaliação (tipo a); o percentual vira o resultado dele', body: 'RespostasDoParticipante', response: 'AvaliacoesDaTurma' } } }, async (request): Promise<AvaliacoesDaTurma> => {
    const p = pedido(request);
    const { respostas } = request.body as RespostasDoParticipante;
    return runInScope(p.scope, () =>
      engine.db.transaction().execute(async (trx) => {
        await responder(engine, trx, p, respostas);
        return gradeDaTurma(trx, p.scope, p.turmaId);
      }),
    );
  });
}

async function questionario(engine: Engine, p: Pedido, liberadas = false): Promise<QuestionarioDoParticipante> {
  const { participante } = await contexto(engine.db, p, liberadas);
  const modelo = await modeloDoQuestionario(engine.db, p.scope.empresaId, p.modeloId);
  if (!modelo) throw errosAvaliacao.semModelo();
  const perguntas = await perguntasDoModelo(engine, engine.db, p.scope.empresaId, p.modeloId);
  const anterior = await questionarioDoContexto(engine, engine.db, p.scope, p.modeloId, contextoDoQuestionario(p.colaboradorId, p.turmaId));
  const dadas = anterior
    ? ((await companyQuery(engine.db, p.scope).selectFrom('colaborador_questionario').select('respostas').where('id', '=', anterior.id).executeTakeFirst())?.respostas as Resposta[] | null)
    : null;
  const anteriores = (dadas ?? []).map(({ perguntaId, tipoId, tipo, respostaId, respostasIds, nota, comentario }: Resposta & { tipo?: number }) => ({ perguntaId, tipoId: tipoId ?? tipo!, respostaId, respostasIds, nota, comentario }));
  return { modeloId: modelo.id, titulo: modelo.titulo, observacao: modelo.observacao, colaborador: participante.nome ?? '', perguntas: perguntas.map(semPesos), anteriores };
}

/** Stores the participant's answers; their score % becomes the result of each evaluation asking the model. */
async function responder(engine: Engine, trx: Db, p: Pedido, respostas: RespostasDoParticipante['respostas'], liberadas = false): Promise<void> {
  const { avaliacoes, participante } = await contexto(trx, p, liberadas);
  const gravado = await salvarRespostas(engine, trx, p.scope, { contexto: contextoDoQuestionario(p.colaboradorId, p.turmaId), modeloId: p.modeloId, respostas, parcial: false, substituir: true });
  const percentual = gravado.percentual;
  if (typeof percentual !== 'number') throw errosAvaliacao.semPontuacao();
  for (const avaliacao of avaliacoes) await gravarResultado(engine, trx, p.scope, p.turmaId, participante.id, avaliacao.avaliacaoCursoId, percentual);
}

/** The signed-in user's talent answering, in "Minhas Avaliações", the released course evaluations of their classes. */
export function registerMinhasAvaliacoesDeCurso(app: FastifyInstance, engine: Engine): void {
  const comoTalento = async (request: FastifyRequest) => {
    const scope = requireSession(request, 'interno');
    return { scope, talento: await runInScope(scope, () => talentoDoUsuario(engine.db, scope)) };
  };
  const meuPedido = async (request: FastifyRequest): Promise<Pedido> => {
    const { scope, talento } = await comoTalento(request);
    if (talento === null) throw errors.notFound();
    return { scope, modeloId: recordId(request, 'questionario'), colaboradorId: talento, turmaId: recordId(request, 'turma') };
  };

  app.get('/api/avaliacoes-turma/minhas', { config: { openapi: { summary: 'As avaliações de curso (modelo de avaliação) liberadas nas turmas do talento do usuário, com a situação da resposta', response: 'AvaliacaoDeCursoParaResponder[]' } } }, async (request): Promise<AvaliacaoDeCursoParaResponder[]> => {
    const { scope, talento } = await comoTalento(request);
    if (talento === null) return [];
    return runInScope(scope, () => avaliacoesDeCursoDoTalento(engine.db, scope, talento));
  });

  const rota = '/api/avaliacoes-turma/:turma/questionarios/:questionario';
  app.get(rota, { config: { openapi: { summary: 'O modelo de avaliação liberado numa turma do talento do usuário, para ele responder', response: 'QuestionarioDoParticipante' } } }, async (request): Promise<QuestionarioDoParticipante> => {
    const p = await meuPedido(request);
    return runInScope(p.scope, () => questionario(engine, p, true));
  });
  app.post(rota, { config: { openapi: { summary: 'O talento do usuário responde o modelo de avaliação liberado na turma; uma vez respondido, não muda mais', body: 'RespostasDoParticipante', status: 204 } } }, async (request, reply) => {
    const p = await meuPedido(request);
    const { respostas } = request.body as RespostasDoParticipante;
    await runInScope(p.scope, () =>
      engine.db.transaction().execute(async (trx) => {
        if (await questionarioDoContexto(engine, trx, p.scope, p.modeloId, contextoDoQuestionario(p.colaboradorId, p.turmaId))) throw errosQuestionario.jaRespondida();
        await responder(engine, trx, p, respostas, true);
      }),
    );
    return reply.code(204).send();
  });
}
