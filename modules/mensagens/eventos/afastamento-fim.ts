/** S: a talent's leave that ends within the next days (the return to plan, the return exam), to who records leaves. */
import { formatDate } from '../../../engine/format/dates';
import { screenRoute } from '../../../engine/menu';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela, usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem } from '../entrega';
import { DIAS_DE_ANTECEDENCIA, type Evento } from './evento';

export const afastamentoFim: Evento = {
  nome: 'afastamento terminando',
  async varrer(engine, trx, scope, id) {
    const hoje = today();
    let query = companyQuery(trx, scope)
      .selectFrom(['colaborador_afastamento as ca', 'colaborador as c'])
      .whereRef('c.id', '=', 'ca.colaborador_id')
      .select(['ca.id', 'ca.fim', 'c.nome as talento'])
      .where('ca.fim', '>=', hoje)
      .where('ca.fim', '<=', daysAfter(hoje, DIAS_DE_ANTECEDENCIA.afastamento));
    if (id !== undefined) query = query.where('ca.id', '=', id);
    const terminando = await query.orderBy('ca.fim').orderBy('ca.id').execute();
    if (!terminando.length) return 0;
    const entidade = engine.registry.get('colaboradorAfastamento');
    const usuarios = await usuariosComAutoridade(trx, scope.empresaId, autoridadesDaTela(engine, entidade.name));
    let novas = 0;
    for (const row of terminando) {
      const fim = String(row.fim);
      const texto = `O afastamento de ${row.talento} termina em ${formatDate(fim)}.`;
      if (await entregarMensagem(trx, scope, { tipo: 'S', chave: `afastamento-fim:${row.id}:${fim}`, texto, link: `${screenRoute(entidade)}/${row.id}` }, usuarios)) novas++;
    }
    return novas;
  },
  registrar(engine, varrerRegistro) {
    engine.hooks.register('colaboradorAfastamento', { afterWrite: ({ trx, scope, id, action }) => (action === 'delete' ? undefined : varrerRegistro(trx, scope, id!).then(() => undefined)) });
  },
};
