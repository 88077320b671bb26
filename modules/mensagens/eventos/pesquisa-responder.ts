/**
 * P: a released survey in its period, to each participant with a user who has not answered it
 * yet; when it is released. Taken back once the participant sends the answers (a draft saved to
 * continue is not sent), and when the survey is blocked or its period ends (the sweep).
 */
import { referenceId } from '../../../engine/table/reference-id';
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { participantes } from '../../avaliacao/pesquisas/participantes';
import { talentoDoUsuario } from '../../avaliacao/questionario/talento-do-usuario';
import { companyQuery } from '../../../server/db/scoped-query';
import { currentScope, runInScope } from '../../../server/db/tenant-context';
import { entregarMensagem, retirarMensagens } from '../entrega';
import { rotaDaTela, type Evento } from './evento';

const ID = 'pesquisa-responder';
const chave = (pesquisaId: number, talentoId: number) => `${ID}:${pesquisaId}:${talentoId}`;

export const pesquisaResponder: Evento = {
  id: ID,
  nome: 'pesquisa a responder',
  async varrer(engine, trx, scope, pesquisaId) {
    const hoje = today();
    let query = companyQuery(trx, scope).selectFrom('pesquisa').select(['id', 'titulo', 'data_fim as dataFim']).where('liberada', '=', true).where('data_inicio', '<=', hoje).where('data_fim', '>=', hoje);
    if (pesquisaId !== undefined) query = query.where('id', '=', pesquisaId);
    const link = rotaDaTela(engine, 'minhasPesquisas');
    const aResponder: { pesquisaId: number; talentoId: number; usuarioId: number; texto: string }[] = [];
    for (const pesquisa of await query.orderBy('id').execute()) {
      const faltam = (await participantes(trx, scope, pesquisa.id)).filter((p) => !p.respondida).map((p) => p.id);
      if (!faltam.length) continue;
      const talentos = await companyQuery(trx, scope).selectFrom('colaborador').select(['id', 'usuario_id']).where('id', 'in', faltam).where('usuario_id', 'is not', null).orderBy('id').execute();
      const texto = `A pesquisa "${pesquisa.titulo}" aguarda a sua resposta até ${formatDate(String(pesquisa.dataFim))}.`;
      for (const talento of talentos) aResponder.push({ pesquisaId: pesquisa.id, talentoId: talento.id, usuarioId: talento.usuario_id!, texto });
    }
    await retirarMensagens(trx, scope, { prefixo: pesquisaId === undefined ? `${ID}:` : `${ID}:${pesquisaId}:` }, aResponder.map((a) => chave(a.pesquisaId, a.talentoId)));
    let novas = 0;
    for (const a of aResponder) if (await entregarMensagem(trx, scope, { tipo: 'P', chave: chave(a.pesquisaId, a.talentoId), texto: a.texto, link }, [a.usuarioId])) novas++;
    return novas;
  },
  registrar(engine, varrerEvento) {
    // Releasing and blocking are declared actions (no record write hooks): the messages follow once it committed.
    engine.hooks.register('pesquisa', {
      async afterActionCommit({ scope, action, id }) {
        if (action !== 'liberar' && action !== 'bloquear') return;
        await runInScope(scope, () => engine.db.transaction().execute((trx) => varrerEvento(trx, scope, id)));
      },
    });
    // The answers sent (modules/avaliacao/pesquisas/responder.ts), in their transaction: the participation is marked
    // answered only after this row, so the message is taken back by its key. An anonymous answer names no one
    // (its write's scope has no user); it is sent in the participant's own session, whose talent it is.
    engine.hooks.register('colaboradorQuestionario', {
      async afterWrite({ trx, scope, action, current }) {
        const pesquisaId = referenceId(current?.pesquisa);
        if (action !== 'create' || pesquisaId === undefined || current!.respondidoParcialmente === true) return;
        const sessao = currentScope();
        const talentoId = referenceId(current!.colaborador) ?? (sessao ? await talentoDoUsuario(trx, sessao) : null);
        if (talentoId) await retirarMensagens(trx, scope, { chave: chave(pesquisaId, talentoId) });
      },
    });
  },
};
