/**
 * A course evaluation of type a: the participant answers the evaluation model (tipo L) with the
 * questionnaire engine, HR answering for them (spec route colaborador-respostas/{questionario}/
 * por-outro-usuario/{colaborador}/turma/{turma}). The answer is stored as any talent's
 * (`salvarRespostas`, context `turma`) and its score % becomes the participant's result in every
 * type-a evaluation of the course asking that model; approval is recomputed with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import type { AvaliacoesDaTurma, QuestionarioDoParticipante, RespostasDoParticipante } from './avaliacoes.api';
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

/** The participant and the type-a evaluations of the class's course that ask this model; 404 otherwise. */
async function contexto(trx: Db, { scope, modeloId, colaboradorId, turmaId }: Pedido) {
  await turmaDaEmpresa(trx, scope, turmaId);
  const avaliacoes = (await avaliacoesDaTurma(trx, scope, turmaId)).filter((a) => a.tipo === 'a' && a.modeloAvaliacaoId === modeloId);
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
    return runInScope(p.scope, async () => {
      const { participante } = await contexto(engine.db, p);
      const modelo = await modeloDoQuestionario(engine.db, p.scope.empresaId, p.modeloId);
      if (!modelo) throw errosAvaliacao.semModelo();
      const perguntas = await perguntasDoModelo(engine, engine.db, p.scope.empresaId, p.modeloId);
      const anterior = await questionarioDoContexto(engine, engine.db, p.scope, p.modeloId, contextoDoQuestionario(p.colaboradorId, p.turmaId));
      const dadas = anterior
        ? ((await companyQuery(engine.db, p.scope).selectFrom('colaborador_questionario').select('respostas').where('id', '=', anterior.id).executeTakeFirst())?.respostas as Resposta[] | null)
        : null;
      const anteriores = (dadas ?? []).map(({ perguntaId, tipoId, tipo, respostaId, respostasIds, nota, comentario }: Resposta & { tipo?: number }) => ({ perguntaId, tipoId: tipoId ?? tipo!, respostaId, respostasIds, nota, comentario }));
      return { modeloId: modelo.id, titulo: modelo.titulo, observacao: modelo.observacao, colaborador: participante.nome ?? '', perguntas: perguntas.map(semPesos), anteriores };
    });
  });

  app.post(ROTA, { config: { openapi: { summary: 'O RH grava as respostas do participante ao modelo de avaliação (tipo a); o percentual vira o resultado dele', body: 'RespostasDoParticipante', response: 'AvaliacoesDaTurma' } } }, async (request): Promise<AvaliacoesDaTurma> => {
    const p = pedido(request);
    const { respostas } = request.body as RespostasDoParticipante;
    return runInScope(p.scope, () =>
      engine.db.transaction().execute(async (trx) => {
        const { avaliacoes, participante } = await contexto(trx, p);
        const gravado = await salvarRespostas(engine, trx, p.scope, { contexto: contextoDoQuestionario(p.colaboradorId, p.turmaId), modeloId: p.modeloId, respostas, parcial: false, substituir: true });
        const percentual = gravado.percentual;
        if (typeof percentual !== 'number') throw errosAvaliacao.semPontuacao();
        for (const avaliacao of avaliacoes) await gravarResultado(engine, trx, p.scope, p.turmaId, participante.id, avaliacao.avaliacaoCursoId, percentual);
        return gradeDaTurma(trx, p.scope, p.turmaId);
      }),
    );
  });
}
