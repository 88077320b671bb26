/**
 * T: a talent's certification that expires within the next days, to who manages the talents'
 * certifications. Taken back once renewed (the talent holds the same certification until a later
 * date, or for good), moved (an automatic one recomputed), removed or the talent dismissed; an
 * expired one not renewed keeps its message.
 */
import { sql, type SqlBool } from 'kysely';
import { formatDate } from '../../../engine/format/dates';
import { screenRoute } from '../../../engine/menu';
import { companyQuery } from '../../../server/db/scoped-query';
import { autoridadesDaTela } from '../destinatarios';
import { DIAS_DE_ANTECEDENCIA } from './evento';
import { eventoDePrazo } from './prazo';

export const certificacaoVencer = eventoDePrazo({
  id: 'certificacao-vencer',
  nome: 'certificação a vencer',
  tipo: 'T',
  dias: DIAS_DE_ANTECEDENCIA.certificacao,
  consulta: (trx, scope) => {
    const company = companyQuery(trx, scope);
    return company
      .selectFrom(['colaborador_certificacao as cc', 'colaborador as c', 'certificacao as ce'])
      .whereRef('c.id', '=', 'cc.colaborador_id')
      .whereRef('ce.id', '=', 'cc.certificacao_id')
      .select(['cc.id', 'cc.data_vencimento as vencimento', 'c.nome as talento', 'ce.nome as certificacao'])
      .where('cc.data_vencimento', 'is not', null)
      .where('c.data_desligamento', 'is', null)
      // Renewed: the talent holds the same certification until a later date, or for good.
      .where(({ not, exists }) =>
        not(
          exists(
            company
              .selectFrom('colaborador_certificacao as renovada')
              .select('renovada.id')
              .where(sql<SqlBool>`renovada.colaborador_id = cc.colaborador_id and renovada.certificacao_id = cc.certificacao_id
                and (renovada.data_vencimento is null or renovada.data_vencimento > cc.data_vencimento)`),
          ),
        ),
      );
  },
  colunas: { id: 'cc.id', vencimento: 'cc.data_vencimento' },
  texto: (linha, data) => `A certificação ${linha.certificacao} de ${linha.talento} vence em ${formatDate(data)}.`,
  link: (engine, linha) => `${screenRoute(engine.registry.get('colaboradorCertificacao'))}/${linha.id}`,
  autoridades: (engine) => autoridadesDaTela(engine, 'colaboradorCertificacao'),
  entidades: ['colaboradorCertificacao'],
});
