/**
 * The recruitment dashboard: the personnel requests dated in the period (by situation, motive
 * and area, counted by SQL) and the funnel of their candidates through the selective stages.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import type { AnalyticsVagas, Fatia } from './analytics.api';
import type { Filtro } from './filtro';
import { noLugar } from './lugares';

const fatias = (linhas: { id: number | null; nome: string | null; valor: unknown }[]): Fatia[] =>
  linhas.map((l) => ({ id: l.id, nome: l.nome ?? 'Não informado', valor: Number(l.valor) })).filter((f) => f.valor > 0);

export async function analyticsVagas(db: Db, scope: Scope, filtro: Filtro): Promise<AnalyticsVagas> {
  const q = companyQuery(db, scope);
  const doPeriodo = q
    .selectFrom('solicitacao_pessoal as s')
    .where('s.data', '>=', filtro.dataIni)
    .where('s.data', '<=', filtro.dataFim)
    .where(noLugar(filtro, 's.estabelecimento_id', 's.area_organizacional_id'));

  const situacao = await doPeriodo
    .select([
      sql<number>`count(*) filter (where not coalesce(s.cancelada, false) and not coalesce(s.encerrada, false) and not coalesce(s.suspensa, false))`.as('abertas'),
      sql<number>`count(*) filter (where s.suspensa and not coalesce(s.cancelada, false) and not coalesce(s.encerrada, false))`.as('suspensas'),
      sql<number>`count(*) filter (where s.encerrada and not coalesce(s.cancelada, false))`.as('encerradas'),
      sql<number>`count(*) filter (where s.cancelada)`.as('canceladas'),
    ])
    .executeTakeFirstOrThrow();

  const porMotivo = await doPeriodo
    .leftJoin(q.table('motivo_solicitacao', 'm'), 'm.id', 's.motivo_solicitacao_id')
    .select(['m.id', 'm.descricao as nome', sql<number>`sum(s.quantidade)`.as('valor')])
    .groupBy(['m.id', 'm.descricao'])
    .orderBy('valor', 'desc')
    .execute();

  const porArea = await doPeriodo
    .leftJoin(q.table('area_organizacional', 'a'), 'a.id', 's.area_organizacional_id')
    .select(['a.id', 'a.nome', sql<number>`sum(s.quantidade)`.as('valor')])
    .groupBy(['a.id', 'a.nome'])
    .orderBy('valor', 'desc')
    .execute();

  const candidatos = doPeriodo.innerJoin(q.table('candidato_solicitacao', 'cs'), 'cs.solicitacao_id', 's.id');
  const totais = await candidatos.select([sql<number>`count(*)`.as('candidatos'), sql<number>`count(*) filter (where cs.contratado)`.as('contratados')]).executeTakeFirstOrThrow();
  const porEtapa = await candidatos
    .innerJoin(q.table('historico_candidato', 'hc'), 'hc.candidato_solicitacao_id', 'cs.id')
    .select(['hc.etapa_seletiva_id', sql<number>`count(distinct cs.id)`.as('quantidade')])
    .groupBy('hc.etapa_seletiva_id')
    .execute();
  const alcancaram = new Map(porEtapa.map((e) => [e.etapa_seletiva_id, Number(e.quantidade)]));
  const etapas = await q.selectFrom('etapa_seletiva').select(['id', 'nome']).orderBy('ordem').orderBy('nome').execute();

  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    funil: Number(totais.candidatos)
      ? [
          { nome: 'Candidatos', quantidade: Number(totais.candidatos) },
          ...etapas.filter((e) => alcancaram.has(e.id)).map((e) => ({ nome: e.nome ?? '', quantidade: alcancaram.get(e.id)! })),
          { nome: 'Contratados', quantidade: Number(totais.contratados) },
        ]
      : [],
    situacao: fatias([
      { id: null, nome: 'Abertas', valor: situacao.abertas },
      { id: null, nome: 'Suspensas', valor: situacao.suspensas },
      { id: null, nome: 'Encerradas', valor: situacao.encerradas },
      { id: null, nome: 'Canceladas', valor: situacao.canceladas },
    ]),
    vagasPorMotivo: fatias(porMotivo),
    vagasPorArea: fatias(porArea),
  };
}
