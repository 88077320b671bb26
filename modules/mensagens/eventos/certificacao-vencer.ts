/** T: a talent's certification that expires within the next days, to who manages the talents' certifications. */
import { screenRoute } from '../../../engine/menu';
import { formatDate } from '../../../engine/format/dates';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela, usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem } from '../entrega';
import { DIAS_DE_ANTECEDENCIA, type Evento } from './evento';

export const certificacaoVencer: Evento = {
  nome: 'certificação a vencer',
  async varrer(engine, trx, scope, id) {
    const hoje = today();
    let query = companyQuery(trx, scope)
      .selectFrom(['colaborador_certificacao as cc', 'colaborador as c', 'certificacao as ce'])
      .whereRef('c.id', '=', 'cc.colaborador_id')
      .whereRef('ce.id', '=', 'cc.certificacao_id')
      .select(['cc.id', 'cc.data_vencimento as vencimento', 'c.nome as talento', 'ce.nome as certificacao'])
      .where('cc.data_vencimento', '>=', hoje)
      .where('cc.data_vencimento', '<=', daysAfter(hoje, DIAS_DE_ANTECEDENCIA.certificacao))
      .where('c.data_desligamento', 'is', null);
    if (id !== undefined) query = query.where('cc.id', '=', id);
    const vencendo = await query.orderBy('cc.data_vencimento').orderBy('cc.id').execute();
    if (!vencendo.length) return 0;
    const entidade = engine.registry.get('colaboradorCertificacao');
    const usuarios = await usuariosComAutoridade(trx, scope.empresaId, autoridadesDaTela(engine, entidade.name));
    let novas = 0;
    for (const row of vencendo) {
      const vencimento = String(row.vencimento);
      const texto = `A certificação ${row.certificacao} de ${row.talento} vence em ${formatDate(vencimento)}.`;
      // The due date is part of the fact: a renewed certification that nears its new date is a new message.
      if (await entregarMensagem(trx, scope, { tipo: 'T', chave: `certificacao-vencer:${row.id}:${vencimento}`, texto, link: `${screenRoute(entidade)}/${row.id}` }, usuarios)) novas++;
    }
    return novas;
  },
  registrar(engine, varrerRegistro) {
    engine.hooks.register('colaboradorCertificacao', { afterWrite: ({ trx, scope, id, action }) => (action === 'delete' ? undefined : varrerRegistro(trx, scope, id!).then(() => undefined)) });
  },
};
