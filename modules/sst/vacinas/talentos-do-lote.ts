/**
 * The active talents the vaccination in batch offers (spec 02 §2 vacinacao-em-lote): by name, área,
 * cargo and estabelecimento, a page at a time in SQL, each with the dose of the chosen vaccine
 * they would get — the next one due, or none when their vaccine is complete.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { searchTextContains } from '../../../server/db/text-search';
import type { Scope } from '../../../server/db/tenant-context';
import type { ConsultaTalentosDoLote, PaginaTalentosDoLote } from './vacinas.api';

export async function talentosDoLote(db: Db, scope: Scope, consulta: ConsultaTalentosDoLote): Promise<PaginaTalentosDoLote> {
  const q = companyQuery(db, scope);
  let ativos = q.selectFrom('colaborador as c').where('c.data_desligamento', 'is', null);
  if (consulta.nome?.trim()) ativos = ativos.where(searchTextContains(sql.ref('c.nome_busca'), consulta.nome.trim()));
  if (consulta.areaOrganizacionalId !== undefined) ativos = ativos.where('c.area_organizacional_id', '=', consulta.areaOrganizacionalId);
  if (consulta.cargoId !== undefined) ativos = ativos.where('c.cargo_id', '=', consulta.cargoId);
  if (consulta.estabelecimentoId !== undefined) ativos = ativos.where('c.estabelecimento_id', '=', consulta.estabelecimentoId);
  const size = consulta.size ?? 15;
  const { total } = await ativos.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const pagina = await ativos
    .leftJoin(q.table('area_organizacional', 'a'), (join) => join.onRef('a.id', '=', 'c.area_organizacional_id'))
    .leftJoin(q.table('cargo', 'g'), (join) => join.onRef('g.id', '=', 'c.cargo_id'))
    .leftJoin(q.table('estabelecimento', 'e'), (join) => join.onRef('e.id', '=', 'c.estabelecimento_id'))
    .select(['c.id', 'c.nome', 'a.nome as area', 'g.nome as cargo', 'e.nome as estabelecimento'])
    .orderBy('c.nome')
    .orderBy('c.id')
    .limit(size)
    .offset((consulta.page ?? 0) * size)
    .execute();
  const doses = new Map<number, { pendente: number | null; linhas: number }>();
  if (consulta.vacinaId !== undefined && pagina.length) {
    const cartoes = await q
      .selectFrom('vacinacao')
      .select(['colaborador_id', sql<number | null>`min(numero_dose) filter (where data_realizacao is null)`.as('pendente'), sql<number>`count(*)::int`.as('linhas')])
      .where('vacina_id', '=', consulta.vacinaId)
      .where('colaborador_id', 'in', pagina.map((t) => t.id))
      .groupBy('colaborador_id')
      .execute();
    for (const cartao of cartoes) doses.set(Number(cartao.colaborador_id), { pendente: cartao.pendente === null ? null : Number(cartao.pendente), linhas: Number(cartao.linhas) });
  }
  return {
    totalElements: Number(total),
    content: pagina.map((t) => ({
      id: t.id,
      nome: String(t.nome ?? ''),
      areaOrganizacional: t.area ?? null,
      cargo: t.cargo ?? null,
      estabelecimento: t.estabelecimento ?? null,
      proximaDose: consulta.vacinaId === undefined ? null : doses.has(t.id) ? doses.get(t.id)!.pendente : 1,
    })),
  };
}
