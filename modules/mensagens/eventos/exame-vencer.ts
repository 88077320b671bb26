/**
 * S: a talent's current exam (ASO) that falls due within the next days, to who requests exams.
 * Taken back once done again (a later result is the current one: `atual`, modules/sst/saude/regras.ts),
 * removed or the talent dismissed; an overdue exam not done again keeps its message.
 */
import { formatDate } from '../../../engine/format/dates';
import { screenRoute } from '../../../engine/menu';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela } from '../destinatarios';
import { DIAS_DE_ANTECEDENCIA } from './evento';
import { eventoDePrazo } from './prazo';

export const exameVencer = eventoDePrazo({
  id: 'exame-vencer',
  nome: 'exame a vencer',
  tipo: 'S',
  dias: DIAS_DE_ANTECEDENCIA.exame,
  consulta: (trx, scope) =>
    companyQuery(trx, scope)
      .selectFrom(['exame_solicitado as es', 'colaborador as c', 'exame as e'])
      .whereRef('c.id', '=', 'es.colaborador_id')
      .whereRef('e.id', '=', 'es.exame_id')
      .select(['es.id', 'es.vencimento', 'c.nome as talento', 'e.nome as exame'])
      .where('es.atual', '=', true)
      .where('es.vencimento', 'is not', null)
      .where('c.data_desligamento', 'is', null),
  colunas: { id: 'es.id', vencimento: 'es.vencimento' },
  texto: (linha, data) => `O exame "${linha.exame}" de ${linha.talento} vence em ${formatDate(data)}.`,
  // The exams due are listed in their own screen, opened by who requests exams (the owner's authority).
  link: (engine) => screenRoute(engine.registry.get('exameSolicitado')),
  autoridades: (engine) => autoridadesDaTela(engine, 'solicitacaoExame'),
  // An ASO removed takes its exams with it and makes earlier results current again (its own hook, registered before).
  entidades: ['exameSolicitado', 'solicitacaoExame'],
});
