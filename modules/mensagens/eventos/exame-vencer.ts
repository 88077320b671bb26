/** S: a talent's current exam (ASO) that falls due within the next days, to who requests exams. */
import { formatDate } from '../../../engine/format/dates';
import { screenRoute } from '../../../engine/menu';
import { daysAfter, today } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela, usuariosComAutoridade } from '../destinatarios';
import { entregarMensagem } from '../entrega';
import { DIAS_DE_ANTECEDENCIA, type Evento } from './evento';

export const exameVencer: Evento = {
  nome: 'exame a vencer',
  async varrer(engine, trx, scope, id) {
    const hoje = today();
    let query = companyQuery(trx, scope)
      .selectFrom(['exame_solicitado as es', 'colaborador as c', 'exame as e'])
      .whereRef('c.id', '=', 'es.colaborador_id')
      .whereRef('e.id', '=', 'es.exame_id')
      .select(['es.id', 'es.vencimento', 'c.nome as talento', 'e.nome as exame'])
      .where('es.atual', '=', true)
      .where('es.vencimento', '>=', hoje)
      .where('es.vencimento', '<=', daysAfter(hoje, DIAS_DE_ANTECEDENCIA.exame))
      .where('c.data_desligamento', 'is', null);
    if (id !== undefined) query = query.where('es.id', '=', id);
    const vencendo = await query.orderBy('es.vencimento').orderBy('es.id').execute();
    if (!vencendo.length) return 0;
    // The exams due are listed in their own screen, opened by who requests exams (the owner's authority).
    const telaExames = engine.registry.get('exameSolicitado');
    const usuarios = await usuariosComAutoridade(trx, scope.empresaId, autoridadesDaTela(engine, 'solicitacaoExame'));
    let novas = 0;
    for (const row of vencendo) {
      const vencimento = String(row.vencimento);
      const texto = `O exame "${row.exame}" de ${row.talento} vence em ${formatDate(vencimento)}.`;
      if (await entregarMensagem(trx, scope, { tipo: 'S', chave: `exame-vencer:${row.id}:${vencimento}`, texto, link: screenRoute(telaExames) }, usuarios)) novas++;
    }
    return novas;
  },
  registrar(engine, varrerRegistro) {
    engine.hooks.register('exameSolicitado', { afterWrite: ({ trx, scope, id, action }) => (action === 'delete' ? undefined : varrerRegistro(trx, scope, id!).then(() => undefined)) });
  },
};
