/**
 * "Indicador de Turnover" (spec 02 §7 Talent reports): each chosen company month by month with the
 * figures of GET /api/turnover (rotas.ts, one definition), read in each company's own scope. Its
 * rows are months, no entity's records: the declaration names this module's row provider
 * (`"query": {"rows": "indicador-turnover"}`) and the engine prints what it answers.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FieldUi } from '../../../engine/declaration';
import { fieldHints } from '../../../engine/validation/config-conditions';
import { firstCompanyNotListed, firstCompanyOutOfReach } from '../../../server/auth/accounts';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import { errors } from '../../../server/errors';
import type { ReportCode, ReportQueryContext, RowProvider } from '../../../server/reports/query';
import { turnover } from './rotas';

export const RELATORIO_INDICADOR_TURNOVER = 'indicador-turnover';
export const SEM_ACESSO_NA_EMPRESA = (empresa: string) => `Você não tem acesso a este relatório na empresa ${empresa}.`;

type Contexto = Omit<ReportQueryContext, 'limit'>;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The companies asked (none: the session's), the session's first: the order they print in. */
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

/** A printed row: one month of one company. */
type LinhaDoIndicador = {
  empresa: string;
  /** MM/AAAA. */
  mes: string;
  admitidos: number;
  demitidos: number;
  media: number;
  /** Fractions (12,5% is 0.125), as the percent columns print them. */
  turnover: number | null;
  meta: number | null;
};

/** A percent with two decimals as the fraction a percent column prints, without binary noise: 66,67 is 0.6667. */
const fracao = (percentual: number | null) => (percentual === null ? null : Math.round(percentual * 100) / 10_000);

/** Each company asked, in its own scope, month by month: the session's with the establishments and areas chosen. */
export const linhasIndicadorTurnover: RowProvider<LinhaDoIndicador> = async ({ db, scope, filter }) => {
  const [dataIni, dataFim] = [String(filter.dataIni), String(filter.dataFim)];
  const linhas: LinhaDoIndicador[] = [];
  for (const empresaId of empresasDoFiltro(scope, filter)) {
    const daEmpresa: Scope = { empresaId, usuarioId: scope.usuarioId };
    const onde = empresaId === scope.empresaId ? doLugar(filter) : sql<boolean>`true`;
    for (const m of await runInScope(daEmpresa, () => turnover(db, daEmpresa, dataIni, dataFim, onde))) {
      linhas.push({ empresa: m.empresaNome, mes: `${m.mes.slice(5, 7)}/${m.mes.slice(0, 4)}`, admitidos: m.qtdAdmitidos, demitidos: m.qtdDemitidos, media: Number(m.media), turnover: fracao(m.turnover), meta: fracao(m.meta) });
    }
  }
  return linhas;
};

export const relatorioIndicadorTurnover: ReportCode = { check: checarEmpresas };
