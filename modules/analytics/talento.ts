/**
 * The talent dashboard: the active talents on the period's last day by generation (the shared
 * /gestao-talentos/geracao, by birth year) and by sex, the period's dismissals by motive, and admissions
 * and dismissals month by month.
 */
import { sql } from 'kysely';
import codigos from '../../schemas/_shared/codigos.json';
import { codeTitles } from '../../engine/widgets/choices';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import { mesesEntre } from '../gestao-talentos/turnover/calculo';
import type { AnalyticsTalento } from './analytics.api';
import type { Filtro } from './filtro';
import { ativoEm, noLugar } from './lugares';

const SEXO = codeTitles(codigos.$defs.sexo);

export async function analyticsTalento(db: Db, scope: Scope, filtro: Filtro): Promise<AnalyticsTalento> {
  const q = companyQuery(db, scope);
  const ativos = q
    .selectFrom('colaborador as c')
    .where(ativoEm('c', filtro.dataFim))
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'));

  // Generations are shared by every company (scope global): joined as they are, the talents restricted
  // and counted by birth year first, so each generation meets tens of years, not thousands of talents.
  const porAno = ativos.select([sql<number>`extract(year from c.data_nascimento)`.as('ano'), sql<number>`count(*)`.as('talentos')]).groupBy(sql`1`).as('a');
  const porGeracaoQ = db
    .selectFrom(porAno)
    .innerJoin('geracao as g', (join) => join.on(sql<boolean>`a.ano between g.ano_inicio and coalesce(g.ano_fim, 9999)`))
    .select(['g.id', 'g.nome', 'g.descricao', 'g.ano_inicio', sql<number>`sum(a.talentos)`.as('valor')])
    .groupBy(['g.id', 'g.nome', 'g.descricao', 'g.ano_inicio'])
    .orderBy('g.ano_inicio');

  const porSexoQ = ativos.select(['c.sexo', sql<number>`count(*)`.as('valor')]).groupBy('c.sexo').orderBy('valor', 'desc');

  const desligamentosQ = q
    .selectFrom('desligamento as d')
    .innerJoin(q.table('colaborador', 'c'), 'c.id', 'd.colaborador_id')
    .leftJoin(q.table('motivo_desligamento', 'm'), 'm.id', 'd.motivo_id')
    .where('d.data', '>=', filtro.dataIni)
    .where('d.data', '<=', filtro.dataFim)
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .select(['m.id', 'm.descricao as nome', sql<number>`count(*)`.as('valor')])
    .groupBy(['m.id', 'm.descricao'])
    .orderBy('valor', 'desc');

  const admitido = sql<string>`to_char(c.data_admissao, 'YYYY-MM')`;
  const desligado = sql<string>`to_char(c.data_desligamento, 'YYYY-MM')`;
  const doPeriodo = (coluna: 'c.data_admissao' | 'c.data_desligamento') =>
    q.selectFrom('colaborador as c').where(coluna, '>=', filtro.dataIni).where(coluna, '<=', filtro.dataFim).where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'));
  // Independent queries sent together: PostgreSQL runs them on several connections, PGlite in turn.
  const [porGeracao, porSexo, desligamentos, admitidos, desligados] = await Promise.all([
    porGeracaoQ.execute(),
    porSexoQ.execute(),
    desligamentosQ.execute(),
    doPeriodo('c.data_admissao').select([admitido.as('mes'), sql<number>`count(*)`.as('n')]).groupBy(admitido).execute(),
    doPeriodo('c.data_desligamento').select([desligado.as('mes'), sql<number>`count(*)`.as('n')]).groupBy(desligado).execute(),
  ]);
  const admissoes = new Map(admitidos.map((l) => [l.mes, Number(l.n)]));
  const saidas = new Map(desligados.map((l) => [l.mes, Number(l.n)]));

  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    geracoes: porGeracao.map((g) => ({ id: g.id, nome: g.nome ?? '', descricao: g.descricao ?? '', valor: Number(g.valor) })),
    desligamentosPorMotivo: desligamentos.map((l) => ({ id: l.id, nome: l.nome ?? 'Não informado', valor: Number(l.valor) })),
    sexo: porSexo.map((l) => ({ id: null, nome: (l.sexo && SEXO[l.sexo]) || 'Não informado', valor: Number(l.valor) })),
    admissoesDesligamentos: mesesEntre(filtro.dataIni, filtro.dataFim).map((mes) => ({ mes, admitidos: admissoes.get(mes) ?? 0, desligados: saidas.get(mes) ?? 0 })),
  };
}
