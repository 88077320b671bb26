/**
 * A: a released performance evaluation with someone to evaluate, to the evaluator's user (the
 * talent assigned as participant answers it in "Minhas avaliações"), one message per evaluation
 * and evaluator: when the evaluation is released, and when a participant is added to a released one.
 */
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import { entregarMensagem } from '../entrega';
import { rotaDaTela, type Evento } from './evento';

export const avaliacaoResponder: Evento = {
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
      .where('c.data_desligamento', 'is', null);
    if (avaliacaoId !== undefined) query = query.where('a.id', '=', avaliacaoId);
    const pendentes = await query.orderBy('a.id').orderBy('pa.avaliador_id').execute();
    const link = rotaDaTela(engine, 'minhasAvaliacoes');
    let novas = 0;
    for (const row of pendentes) {
      const texto = `Você tem avaliações a responder na avaliação de desempenho "${row.titulo}" até ${formatDate(String(row.dataFim))}.`;
      if (await entregarMensagem(trx, scope, { tipo: 'A', chave: `avaliacao-responder:${row.avaliacaoId}:${row.avaliadorId}`, texto, link }, [row.usuarioId!])) novas++;
    }
    return novas;
  },
  registrar(engine, varrerRegistro) {
    engine.hooks.register('participanteAvaliacaoDesempenho', {
      async afterWrite({ trx, scope, id, action }) {
        if (action === 'delete') return;
        const participante = await companyQuery(trx, scope).selectFrom('participante_avaliacao_desempenho').select('avaliacao_desempenho_id').where('id', '=', id!).executeTakeFirst();
        if (participante?.avaliacao_desempenho_id) await varrerRegistro(trx, scope, participante.avaliacao_desempenho_id);
      },
    });
    // Releasing is a declared action (no record write hooks): its messages follow once it committed.
    engine.hooks.register('avaliacaoDesempenho', {
      async afterActionCommit({ scope, action, id }) {
        if (action !== 'liberar') return;
        await runInScope(scope, () => engine.db.transaction().execute((trx) => varrerRegistro(trx, scope, id)));
      },
    });
  },
};
