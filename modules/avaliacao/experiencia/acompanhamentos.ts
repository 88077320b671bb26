/**
 * The experience-period follow-ups (spec 02 §2 acompanhamentos-periodos-experiencia): each
 * active period (45, 90 days…) is due on admission + its days, for every talent not dismissed;
 * it is answered with a model of tipo A of that period, stored as the talent's questionnaire of
 * that period. Computed in SQL from the talents and periods, never stored: a period added
 * today, or an admission date corrected, moves every due date at once.
 */
import { sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Page } from '../../../engine/api-types';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { AcompanhamentoDoTalento, AcompanhamentoPrevisto } from './experiencia.api';

/** What narrows the follow-ups due: dates (inclusive), an area, only the unanswered ones. */
export interface FiltroPrevistos {
  dataIni: string;
  dataFim: string;
  areaOrganizacionalId?: number;
  /** Only those not answered in full (the default of the screen). */
  pendentes?: boolean;
  page: number;
  size: number;
}

const TIPO_ACOMPANHAMENTO = 'A';

/** Talents × active periods, each with its due date, models and answer, for the rows `filtrar` keeps. */
function acompanhamentos(db: Db, scope: Scope) {
  const company = companyQuery(db, scope);
  return company
    .selectFrom(['colaborador as c', 'periodo_experiencia as p'])
    .where('p.ativo', '=', true)
    .where('c.data_admissao', 'is not', null)
    .select((eb) => [
      sql<string>`to_char(c.data_admissao + p.dias, 'YYYY-MM-DD')`.as('dataPrevista'),
      jsonBuildObject({ id: eb.ref('p.id'), nome: eb.ref('p.nome'), dias: eb.ref('p.dias') }).as('periodo'),
      jsonArrayFrom(
        company
          .selectFrom('modelo_avaliacao as m')
          .select(['m.id', 'm.titulo'])
          .where('m.periodo_experiencia_id', '=', sql.ref<number>('p.id'))
          .where('m.tipo', '=', TIPO_ACOMPANHAMENTO)
          .where('m.ativo', '=', true)
          .orderBy('m.titulo'),
      ).as('modelos'),
      respondido(company).as('questionario'),
    ]);
}

/** The talent's latest answer of the period, if any. */
function respondido(company: ReturnType<typeof companyQuery>) {
  return jsonObjectFrom(
    company
      .selectFrom('colaborador_questionario as q')
      .select(['q.id', 'q.modelo_id as modeloId', sql<string>`to_char(q.data, 'YYYY-MM-DD')`.as('data'), 'q.respondido_parcialmente as respondidoParcialmente', 'q.percentual', 'q.aprovado'])
      .where('q.colaborador_id', '=', sql.ref<number>('c.id'))
      .where('q.periodo_experiencia_id', '=', sql.ref<number>('p.id'))
      .orderBy('q.id', 'desc')
      .limit(1),
  );
}

/** The follow-ups of one talent, by period. */
export function acompanhamentosDoTalento(db: Db, scope: Scope, colaboradorId: number): Promise<AcompanhamentoDoTalento[]> {
  return acompanhamentos(db, scope).where('c.id', '=', colaboradorId).orderBy('p.dias').execute() as Promise<AcompanhamentoDoTalento[]>;
}

/** The follow-ups due between two dates, of talents still employed, paged in SQL. */
export async function acompanhamentosPrevistos(db: Db, scope: Scope, filtro: FiltroPrevistos): Promise<Page<AcompanhamentoPrevisto>> {
  const company = companyQuery(db, scope);
  let query = acompanhamentos(db, scope)
    .where(sql<boolean>`c.data_admissao + p.dias between ${filtro.dataIni}::date and ${filtro.dataFim}::date`)
    .where((eb) => eb.or([eb('c.data_desligamento', 'is', null), eb('c.data_desligamento', '>', sql<string>`c.data_admissao + p.dias`)]));
  if (filtro.areaOrganizacionalId !== undefined) query = query.where('c.area_organizacional_id', '=', filtro.areaOrganizacionalId);
  if (filtro.pendentes)
    query = query.where(({ not, exists }) =>
      not(exists(company.selectFrom('colaborador_questionario as q').select('q.id').where('q.colaborador_id', '=', sql.ref<number>('c.id')).where('q.periodo_experiencia_id', '=', sql.ref<number>('p.id')).where('q.respondido_parcialmente', '=', false))),
    );
  const { total } = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const content = await query
    .select((eb) => [
      jsonBuildObject({ id: eb.ref('c.id'), nome: eb.ref('c.nome'), dataAdmissao: sql<string>`to_char(c.data_admissao, 'YYYY-MM-DD')` }).as('colaborador'),
      company.selectFrom('area_organizacional as a').select('a.nome').where('a.id', '=', sql.ref<number>('c.area_organizacional_id')).as('areaOrganizacional'),
      company.selectFrom('cargo as g').select('g.nome').where('g.id', '=', sql.ref<number>('c.cargo_id')).as('cargo'),
    ])
    .orderBy(sql`c.data_admissao + p.dias`)
    .orderBy('c.nome')
    .orderBy('p.dias')
    .offset(filtro.page * filtro.size)
    .limit(filtro.size)
    .execute();
  return { content: content as AcompanhamentoPrevisto[], pageable: { paged: true, offset: filtro.page * filtro.size }, size: filtro.size, totalElements: Number(total) };
}
