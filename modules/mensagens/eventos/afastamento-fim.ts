/**
 * S: a talent's leave that ends within the next days (the return to plan, the return exam), to
 * who records leaves. Taken back when the leave is extended or shortened (another end date: its
 * own message when that one nears) or removed; a leave already ended keeps it, the return being
 * still to plan.
 */
import { formatDate } from '../../../engine/format/dates';
import { screenRoute } from '../../../engine/menu';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela } from '../destinatarios';
import { DIAS_DE_ANTECEDENCIA } from './evento';
import { eventoDePrazo } from './prazo';

export const afastamentoFim = eventoDePrazo({
  id: 'afastamento-fim',
  nome: 'afastamento terminando',
  tipo: 'S',
  dias: DIAS_DE_ANTECEDENCIA.afastamento,
  consulta: (trx, scope) =>
    companyQuery(trx, scope)
      .selectFrom(['colaborador_afastamento as ca', 'colaborador as c'])
      .whereRef('c.id', '=', 'ca.colaborador_id')
      .select(['ca.id', 'ca.fim as vencimento', 'c.nome as talento'])
      .where('ca.fim', 'is not', null),
  colunas: { id: 'ca.id', vencimento: 'ca.fim' },
  texto: (linha, data) => `O afastamento de ${linha.talento} termina em ${formatDate(data)}.`,
  link: (engine, linha) => `${screenRoute(engine.registry.get('colaboradorAfastamento'))}/${linha.id}`,
  autoridades: (engine) => autoridadesDaTela(engine, 'colaboradorAfastamento'),
  entidades: ['colaboradorAfastamento'],
});
