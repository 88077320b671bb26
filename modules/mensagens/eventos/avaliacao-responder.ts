/**
 * A: a released performance evaluation with someone left to evaluate, to the evaluator's user (the
 * talent assigned as participant answers it in "Minhas avaliações"), one message per evaluation
 * and evaluator: when the evaluation is released, and when a participant is added to a released one.
 * Taken back once the evaluator sent the answers of every evaluatee (a partial save is not
 * sent), when the evaluation is blocked, its period ends or the evaluator's participation goes.
 */
import { referenceId } from '../../../engine/table/reference-id';
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { respondeu } from '../../avaliacao/desempenho/respondidos';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import { entregarMensagem, retirarMensagens } from '../entrega';
import { rotaDaTela, type Evento } from './evento';

const ID = 'avaliacao-responder';

export const avaliacaoResponder: Evento = {
  id: ID,
  nome: 'avaliação de desempenho a responder',
  async varrer(engine, trx, scope, avaliacaoId) {
    let query = companyQuery(trx, scope)
      .selectFrom(['participante_avaliacao_desempenho as pa', 'avaliacao_desempenho as a', 'colaborador as c'])
      .whereRef('a.id', '=', 'pa.avaliacao_desempenho_id')
      .whereRef('c.id', '=', 'pa.avaliador_id')
      .select(['a.id as avaliacaoId', 'a.titulo', 'a.data_fim as dataFim', 'pa.avaliador_id as avaliadorId', 'c.usuario_id as usuarioId'])
      .distinct()
      .where('a.liberada', '=', true)
      .where('a.data_fim', '>=', today())
      .where('c.usuario_id', 'is not', null)
      .where('c.data_desligamento', 'is', null)
      .where(({ not }) => not(respondeu(trx, scope, 'final', 'pa')));
    if (avaliacaoId !== undefined) query = query.where('a.id', '=', avaliacaoId);
    const pendentes = await query.orderBy('a.id').orderBy('pa.avaliador_id').execute();
    const chave = (row: (typeof pendentes)[number]) => `${ID}:${row.avaliacaoId}:${row.avaliadorId}`;
    await retirarMensagens(trx, scope, { prefixo: avaliacaoId === undefined ? `${ID}:` : `${ID}:${avaliacaoId}:` }, pendentes.map(chave));
    const link = rotaDaTela(engine, 'minhasAvaliacoes');
    let novas = 0;
    for (const row of pendentes) {
      const texto = `Você tem avaliações a responder na avaliação de desempenho "${row.titulo}" até ${formatDate(String(row.dataFim))}.`;
      if (await entregarMensagem(trx, scope, { tipo: 'A', chave: chave(row), texto, link }, [row.usuarioId!])) novas++;
    }
    return novas;
  },
  registrar(engine, varrerEvento) {
    // A participant added or removed, an answer sent or taken away: that evaluation's messages follow, in the same write.
    for (const entidade of ['participanteAvaliacaoDesempenho', 'colaboradorQuestionario']) {
      engine.hooks.register(entidade, {
        async afterWrite({ trx, scope, current, previous }) {
          const avaliacaoId = referenceId((current ?? previous)?.avaliacaoDesempenho);
          if (avaliacaoId !== undefined) await varrerEvento(trx, scope, avaliacaoId);
        },
      });
    }
    // Releasing and blocking are declared actions (no record write hooks): the messages follow once it committed.
    engine.hooks.register('avaliacaoDesempenho', {
      async afterActionCommit({ scope, action, id }) {
        if (action !== 'liberar' && action !== 'bloquear') return;
        await runInScope(scope, () => engine.db.transaction().execute((trx) => varrerEvento(trx, scope, id)));
      },
    });
  },
};
