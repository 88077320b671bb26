/**
 * R: a solicitação de pessoal waiting for approval (status "Em análise"), to who approves it in its
 * screen; approved, refused, cancelled or closed, its message is taken back.
 */
import { screenRoute } from '../../../engine/menu';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope } from '../../../server/db/tenant-context';
import { autoridadesDaTela, usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem, retirarMensagens } from '../entrega';
import type { Evento } from './evento';

const ID = 'solicitacao-aprovar';
const PREFIXO = `${ID}:`;

export const solicitacaoAprovar: Evento = {
  id: ID,
  nome: 'solicitação de pessoal a aprovar',
  async varrer(engine, trx, scope, id) {
    let query = companyQuery(trx, scope)
      .selectFrom('solicitacao_pessoal')
      .select(['id', 'descricao'])
      .where('status', '=', 'I')
      .where((eb) => eb.and([eb('cancelada', 'is not', true), eb('encerrada', 'is not', true)]));
    if (id !== undefined) query = query.where('id', '=', id);
    const pendentes = await query.orderBy('id').execute();
    await retirarMensagens(trx, scope, id === undefined ? { prefixo: PREFIXO } : { chave: `${PREFIXO}${id}` }, pendentes.map((p) => `${PREFIXO}${p.id}`));
    if (!pendentes.length) return 0;
    const entidade = engine.registry.get('solicitacaoPessoal');
    const usuarios = await usuariosComAutoridade(trx, scope.empresaId, autoridadesDaTela(engine, entidade.name));
    let novas = 0;
    for (const solicitacao of pendentes) {
      const texto = `A solicitação de pessoal nº ${solicitacao.id} (${solicitacao.descricao}) aguarda aprovação.`;
      if (await entregarMensagem(trx, scope, { tipo: 'R', chave: `${PREFIXO}${solicitacao.id}`, texto, link: `${screenRoute(entidade)}/${solicitacao.id}` }, usuarios)) novas++;
    }
    return novas;
  },
  registrar(engine, varrerEvento) {
    engine.hooks.register('solicitacaoPessoal', {
      afterWrite: ({ trx, scope, id }) => varrerEvento(trx, scope, id!).then(() => undefined),
      // Approving, cancelling or closing is a declared action (no record write hooks): the message follows once it committed.
      async afterActionCommit({ scope, id }) {
        await runInScope(scope, () => engine.db.transaction().execute((trx) => varrerEvento(trx, scope, id)));
      },
    });
  },
};
