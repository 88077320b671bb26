/**
 * Who takes part in a survey: the company's active talents, all of them, those of the chosen
 * areas (the area tree already marks the areas below a chosen one) or those chosen by name —
 * read when asked, so a talent hired or moved after the release takes part too. Whether each
 * answered comes from the participation rows, kept apart from the (possibly anonymous) answers.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';

export interface Participante {
  id: number;
  nome: string;
  email: string | null;
  respondida: boolean;
}

/** The survey's participants (none for a survey of another company), with whether each answered. */
export function participantes(trx: Db, scope: Scope, pesquisaId: number, colaboradorId?: number): Promise<Participante[]> {
  const company = companyQuery(trx, scope);
  let query = company
    .selectFrom('colaborador as c')
    .innerJoin(company.table('pesquisa', 'p'), (join) => join.on('p.id', '=', pesquisaId))
    .leftJoin(company.table('participacao_pesquisa', 'pp'), (join) => join.onRef('pp.pesquisa_id', '=', 'p.id').onRef('pp.colaborador_id', '=', 'c.id'))
    .select((eb) => ['c.id', eb.fn.coalesce('c.nome', eb.val('')).as('nome'), 'c.email', eb.fn.coalesce('pp.respondida', eb.lit(false)).as('respondida')])
    .where('c.data_desligamento', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.participantes', '=', 'T'),
        eb.and([eb('p.participantes', '=', 'A'), eb('c.area_organizacional_id', 'in', eb.selectFrom('pesquisa__areas as pa').select('pa.target_id').whereRef('pa.owner_id', '=', 'p.id'))]),
        eb.and([eb('p.participantes', '=', 'C'), eb('c.id', 'in', eb.selectFrom('pesquisa__colaboradores as pc').select('pc.target_id').whereRef('pc.owner_id', '=', 'p.id'))]),
      ]),
    )
    .orderBy('c.nome');
  if (colaboradorId !== undefined) query = query.where('c.id', '=', colaboradorId);
  return query.execute() as Promise<Participante[]>;
}
