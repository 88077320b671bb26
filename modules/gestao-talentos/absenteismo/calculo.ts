/**
 * The absenteeism indicator of a company, month by month (faltas.ts defines the figures): one
 * scoped query per month over the company's talents employed in it.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { AbsenteismoMensal } from './absenteismo.api';
import { diasTrabalhados, empregadoNoPeriodo, faltas, percentual, type Intervalo } from './faltas';
import { mesesDoPeriodo } from './meses';

export async function absenteismoDaEmpresa(db: Db, scope: Scope, periodo: Intervalo): Promise<AbsenteismoMensal[]> {
  // The company itself is global data (no company column): read by its id, as the scope names it.
  const empresa = await db.selectFrom('empresa').select(['nome', 'meta_absenteismo']).where('id', '=', scope.empresaId).executeTakeFirstOrThrow();
  const meta = empresa.meta_absenteismo === null ? null : Number(empresa.meta_absenteismo);
  const linhas: AbsenteismoMensal[] = [];
  for (const mes of mesesDoPeriodo(periodo)) {
    const soma = await companyQuery(db, scope)
      .selectFrom('colaborador as t')
      .where(sql<boolean>`${empregadoNoPeriodo(mes)}`)
      .select([sql<number>`coalesce(sum(${faltas(db, scope, mes)}), 0)::integer`.as('faltas'), sql<number>`coalesce(sum(${diasTrabalhados(mes)}), 0)::integer`.as('dias')])
      .executeTakeFirstOrThrow();
    linhas.push({
      empresaId: scope.empresaId,
      empresaNome: empresa.nome ?? '',
      mes: mes.mes,
      qtdTotalFaltas: soma.faltas,
      qtdDiasTrabalhados: soma.dias,
      absenteismo: percentual(soma.faltas, soma.dias),
      meta,
    });
  }
  return linhas;
}
