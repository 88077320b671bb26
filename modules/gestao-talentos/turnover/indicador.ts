/**
 * "Indicador de Turnover" (spec 02 §7 Talent reports): each chosen company month by month with the
 * figures of GET /api/turnover (rotas.ts, one definition), read in each company's own scope.
 *
 * A declared report's rows are its source's records. Here the source is the company (`empresa`,
 * global, one record each, kept to the ones chosen) and its months come as arrays turned into rows
 * by `unnest` in the select list: set-returning functions in one select list run in lockstep, so a
 * company's row i takes element i of each array — the month and its figures stay together.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FieldUi } from '../../../engine/declaration';
import { fieldHints } from '../../../engine/validation/config-conditions';
import { firstCompanyNotListed, firstCompanyOutOfReach } from '../../../server/auth/accounts';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { errors } from '../../../server/errors';
import type { ReportCode, ReportQueryContext } from '../../../server/reports/query';
import { turnover } from './rotas';
import type { TurnoverDoMes } from './turnover.api';

export const RELATORIO_INDICADOR_TURNOVER = 'indicador-turnover';
export const SEM_ACESSO_NA_EMPRESA = (empresa: string) => `Você não tem acesso a este relatório na empresa ${empresa}.`;

type Contexto = Omit<ReportQueryContext, 'limit'>;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The companies asked (none: the session's), the session's first. */
function empresasDoFiltro(scope: Scope, filter: Record<string, unknown>): number[] {
  const escolhidas = ids(filter.empresasIds);
  return escolhidas.length ? [...new Set(escolhidas)].sort((a, b) => Number(b === scope.empresaId) - Number(a === scope.empresaId)) : [scope.empresaId];
}

/** The establishments and areas chosen are the session company's records: they narrow its talents (`c`) only. */
function doLugar(filter: Record<string, unknown>): RawBuilder<boolean> {
  const [estabelecimentos, areas] = [ids(filter.estabelecimentosIds), ids(filter.areasIds)];
  const dentre = (coluna: string, lista: number[]) => (lista.length ? sql<boolean>`${sql.ref(coluna)} in (${sql.join(lista)})` : sql<boolean>`true`);
  return sql<boolean>`${dentre('c.estabelecimento_id', estabelecimentos)} and ${dentre('c.area_organizacional_id', areas)}`;
}

/**
 * Each company asked must be one the user reaches holding the report's authority there (user 1:
 * every company), and one the field offers (its `filterWith`: the session company's grupo AC).
 */
async function checarEmpresas({ db, scope, filter, registry }: Contexto): Promise<void> {
  const outras = empresasDoFiltro(scope, filter).filter((id) => id !== scope.empresaId);
  const relatorio = registry.reports.find((r) => r.name === RELATORIO_INDICADOR_TURNOVER);
  const fora = await firstCompanyOutOfReach(db, registry, scope.usuarioId!, outras, relatorio?.authorities);
  if (fora !== undefined) {
    const empresa = await db.selectFrom('empresa').select('nome').where('id', '=', fora).executeTakeFirst();
    throw errors.validation([{ field: 'empresasIds', message: SEM_ACESSO_NA_EMPRESA(empresa?.nome ?? String(fora)) }]);
  }
  const campo = fieldHints<FieldUi>(relatorio?.form?.fields, 'empresasIds');
  if ((await firstCompanyNotListed(db, registry, scope, outras, campo.filterWith ?? {})) === undefined) return;
  throw errors.validation([{ field: 'empresasIds', message: campo.filterByMessage ?? 'A opção escolhida não é permitida neste campo.' }]);
}

/** One value per month of each company, as `unnest(case t.id when … then array[…] end)`. */
function porMes(meses: Map<number, TurnoverDoMes[]>, valor: (m: TurnoverDoMes) => RawBuilder<unknown>) {
  const ramos = [...meses].map(([empresaId, linhas]) => sql`when ${empresaId} then array[${sql.join(linhas.map(valor))}]`);
  return sql`unnest(case t.id ${sql.join(ramos, sql` `)} end)`;
}

/** The percent columns print fractions (12,5% is 0.125): divided in numeric, so 66,67 stays 0.6667. */
const fracao = (percentual: number | null) => sql`${percentual}::numeric / 100`;

export const relatorioIndicadorTurnover: ReportCode = {
  check: checarEmpresas,
  async extend({ db, scope, filter }) {
    const [dataIni, dataFim] = [String(filter.dataIni), String(filter.dataFim)];
    const empresas = empresasDoFiltro(scope, filter);
    const meses = new Map<number, TurnoverDoMes[]>();
    for (const empresaId of empresas) {
      const daEmpresa: Scope = { empresaId, usuarioId: scope.usuarioId };
      const onde = empresaId === scope.empresaId ? doLugar(filter) : sql<boolean>`true`;
      meses.set(empresaId, await runInScope(daEmpresa, () => turnover(db, daEmpresa, dataIni, dataFim, onde)));
    }
    return {
      columns: {
        mes: porMes(meses, (m) => sql`${m.mes}::text`),
        admitidos: porMes(meses, (m) => sql`${m.qtdAdmitidos}::integer`),
        demitidos: porMes(meses, (m) => sql`${m.qtdDemitidos}::integer`),
        media: porMes(meses, (m) => sql`${m.media}::numeric`),
        turnover: porMes(meses, (m) => fracao(m.turnover)),
        meta: porMes(meses, (m) => fracao(m.meta)),
      },
      where: [sql`t.id in (${sql.join(empresas)})`],
    };
  },
  row(row) {
    const mes = String(row.mes);
    return { ...row, mes: `${mes.slice(5, 7)}/${mes.slice(0, 4)}`, media: Number(row.media), turnover: row.turnover === null ? null : Number(row.turnover), meta: row.meta === null ? null : Number(row.meta) };
  },
};
