/** P: a released survey in its period, to each participant with a user who has not answered it yet; when it is released. */
import { formatDate } from '../../../engine/format/dates';
import { today } from '../../../engine/validation/brazilian';
import { participantes } from '../../avaliacao/pesquisas/participantes';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import { entregarMensagem } from '../entrega';
import { rotaDaTela, type Evento } from './evento';

export const pesquisaResponder: Evento = {
  nome: 'pesquisa a responder',
  async varrer(engine, trx, scope, pesquisaId) {
    const hoje = today();
    let query = companyQuery(trx, scope).selectFrom('pesquisa').select(['id', 'titulo', 'data_fim as dataFim']).where('liberada', '=', true).where('data_inicio', '<=', hoje).where('data_fim', '>=', hoje);
    if (pesquisaId !== undefined) query = query.where('id', '=', pesquisaId);
    const link = rotaDaTela(engine, 'minhasPesquisas');
    let novas = 0;
    for (const pesquisa of await query.orderBy('id').execute()) {
      const faltam = (await participantes(trx, scope, pesquisa.id)).filter((p) => !p.respondida).map((p) => p.id);
      if (!faltam.length) continue;
      const usuarios = await companyQuery(trx, scope).selectFrom('colaborador').select(['id', 'usuario_id']).where('id', 'in', faltam).where('usuario_id', 'is not', null).orderBy('id').execute();
      const texto = `A pesquisa "${pesquisa.titulo}" aguarda a sua resposta até ${formatDate(String(pesquisa.dataFim))}.`;
      for (const talento of usuarios) {
        if (await entregarMensagem(trx, scope, { tipo: 'P', chave: `pesquisa-responder:${pesquisa.id}:${talento.id}`, texto, link }, [talento.usuario_id!])) novas++;
      }
    }
    return novas;
  },
  registrar(engine, varrerRegistro) {
    engine.hooks.register('pesquisa', {
      async afterActionCommit({ scope, action, id }) {
        if (action !== 'liberar') return;
        await runInScope(scope, () => engine.db.transaction().execute((trx) => varrerRegistro(trx, scope, id)));
      },
    });
  },
};
