/**
 * A participant answers a survey: the released surveys they take part in, the questionnaire
 * (without weights) with what they saved to continue, and the answers — saved to continue later,
 * or sent, once.
 *
 * What is not sent yet is the participant's own draft, kept with their participation: an
 * anonymous survey's answer has no person to hang a partial row on, so every survey keeps drafts
 * the same way, and the answers store (`salvarRespostas`) receives only sent answers — in an
 * anonymous survey without colaborador, avaliador or who typed it, always a row of its own. The
 * participation says "answered" (no second answer, no reminder) without saying which answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { requireSession } from '../../../server/auth/guard';
import { recordId } from '../../../server/crud/path-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { RouteDoc } from '../../../server/openapi';
import { errosQuestionario } from '../questionario/erros';
import { modeloDoQuestionario, perguntasDoModelo } from '../questionario/modelos';
import { comoObrigatorias, respondeAsPerguntas, semPesos, validarRespostas } from '../questionario/pontuacao';
import type { Resposta } from '../questionario/questionario.api';
import { salvarRespostas } from '../questionario/respostas-colaborador';
import { talentoDoUsuario } from '../questionario/talento-do-usuario';
import { errosPesquisa } from './erros';
import { participantes } from './participantes';
import type { MinhaPesquisa, QuestionarioDaPesquisa, RespostasDaPesquisa } from './pesquisas.api';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });

/** The signed-in user's talent, or 403: only a talent takes part in surveys. */
async function euNaEmpresa(engine: Engine, request: FastifyRequest): Promise<{ scope: Scope; eu: number }> {
  const scope = requireSession(request, 'interno');
  const eu = await runInScope(scope, () => talentoDoUsuario(engine.db, scope));
  if (eu === null) throw errosPesquisa.semTalento();
  return { scope, eu };
}

/** The released surveys (one, with `pesquisaId`) the talent takes part in, with whether they answered or began to. */
async function minhas(trx: Db, scope: Scope, eu: number, pesquisaId?: number): Promise<(MinhaPesquisa & { modeloId: number })[]> {
  const company = companyQuery(trx, scope);
  let query = company
    .selectFrom('pesquisa as p')
    .leftJoin(company.table('participacao_pesquisa', 'pp'), (join) => join.onRef('pp.pesquisa_id', '=', 'p.id').on('pp.colaborador_id', '=', eu))
    .select((eb) => [
      'p.id',
      'p.titulo',
      'p.tipo',
      'p.data_inicio as dataInicio',
      'p.data_fim as dataFim',
      'p.anonima',
      'p.modelo_id as modeloId',
      eb.fn.coalesce('pp.respondida', eb.lit(false)).as('respondida'),
      eb('pp.rascunho', 'is not', null).as('emAndamento'),
    ])
    .where('p.liberada', '=', true)
    .orderBy('p.data_fim', 'desc');
  if (pesquisaId !== undefined) query = query.where('p.id', '=', pesquisaId);
  const liberadas = (await query.execute()) as (MinhaPesquisa & { modeloId: number })[];
  const dela = await Promise.all(liberadas.map(async (p) => (await participantes(trx, scope, p.id, eu)).length > 0));
  return liberadas.filter((_, i) => dela[i]);
}

/** The survey the talent may open, or 404 (not released, not theirs, another company's). */
async function minha(trx: Db, scope: Scope, eu: number, pesquisaId: number) {
  const [pesquisa] = await minhas(trx, scope, eu, pesquisaId);
  if (!pesquisa) throw errors.notFound();
  return pesquisa;
}

const publica = ({ modeloId: _m, ...pesquisa }: MinhaPesquisa & { modeloId: number }): MinhaPesquisa => pesquisa;

export function registerResponderPesquisa(app: FastifyInstance, engine: Engine): void {
  app.get('/api/pesquisas/minhas', doc({ summary: 'As pesquisas liberadas de que o talento do usuário participa, respondidas ou não', response: 'MinhaPesquisa[]' }), async (request) => {
    const { scope, eu } = await euNaEmpresa(engine, request);
    return runInScope(scope, async () => (await minhas(engine.db, scope, eu)).map(publica));
  });

  app.get('/api/pesquisas/:id/questionario', doc({ summary: 'O questionário da pesquisa para o participante: as perguntas sem os pesos e o que ele salvou para continuar', response: 'QuestionarioDaPesquisa' }), async (request): Promise<QuestionarioDaPesquisa> => {
    const { scope, eu } = await euNaEmpresa(engine, request);
    return runInScope(scope, async () => {
      const pesquisa = await minha(engine.db, scope, eu, recordId(request));
      const modelo = (await modeloDoQuestionario(engine.db, scope.empresaId, pesquisa.modeloId))!;
      const perguntas = await perguntasDoModelo(engine, engine.db, scope.empresaId, pesquisa.modeloId);
      const participacao = await companyQuery(engine.db, scope).selectFrom('participacao_pesquisa').select('rascunho').where('pesquisa_id', '=', pesquisa.id).where('colaborador_id', '=', eu).executeTakeFirst();
      return { ...modelo, pesquisa: publica(pesquisa), perguntas: perguntas.map(semPesos), anteriores: (participacao?.rascunho as Resposta[] | null) ?? [] };
    });
  });

  app.post('/api/pesquisas/:id/respostas', doc({ summary: 'O participante salva as respostas para continuar depois (parcial) ou as envia, uma vez', body: 'RespostasDaPesquisa', response: 'MinhaPesquisa' }), async (request): Promise<MinhaPesquisa> => {
    const { scope, eu } = await euNaEmpresa(engine, request);
    const { respostas, parcial = false } = request.body as RespostasDaPesquisa;
    const pesquisaId = recordId(request);
    return runInScope(scope, () =>
      engine.db.transaction().execute(async (trx) => {
        const pesquisa = await minha(trx, scope, eu, pesquisaId);
        const hoje = today();
        if (hoje < pesquisa.dataInicio || hoje > pesquisa.dataFim) throw errosPesquisa.foraDoPeriodo(formatDate(pesquisa.dataInicio), formatDate(pesquisa.dataFim));
        // The participation row, made on the first save and locked: two sends at once are judged one after the other.
        await companyQuery(trx, scope).insertInto('participacao_pesquisa').values({ pesquisa_id: pesquisaId, colaborador_id: eu, respondida: false }).onConflict((oc) => oc.doNothing()).execute();
        const participacao = await companyQuery(trx, scope).selectFrom('participacao_pesquisa').select(['id', 'respondida']).where('pesquisa_id', '=', pesquisaId).where('colaborador_id', '=', eu).forUpdate().executeTakeFirstOrThrow();
        if (participacao.respondida) throw errosPesquisa.jaRespondida();
        if (parcial) {
          const perguntas = (await perguntasDoModelo(engine, trx, scope.empresaId, pesquisa.modeloId)).map(semPesos);
          if (!respondeAsPerguntas(perguntas, respostas)) throw errosQuestionario.modeloAlterado();
          const invalidas = validarRespostas(comoObrigatorias(perguntas, { autoavaliacao: false, parcial: true }), respostas);
          if (invalidas.length) throw errors.validation(invalidas);
        } else {
          const contexto = pesquisa.anonima
            ? { colaboradorId: null, avaliadorId: null, anonimo: true, referencias: { pesquisa: pesquisaId } }
            : { colaboradorId: eu, avaliadorId: eu, referencias: { pesquisa: pesquisaId } };
          await salvarRespostas(engine, trx, scope, { contexto, modeloId: pesquisa.modeloId, respostas, parcial: false, novo: pesquisa.anonima, descricao: pesquisa.titulo });
        }
        await companyQuery(trx, scope)
          .updateTable('participacao_pesquisa')
          .set(parcial ? { rascunho: JSON.stringify(respostas) } : { respondida: true, data: hoje, rascunho: null })
          .where('id', '=', participacao.id)
          .execute();
        return publica({ ...pesquisa, respondida: !parcial, emAndamento: parcial });
      }),
    );
  });
}
