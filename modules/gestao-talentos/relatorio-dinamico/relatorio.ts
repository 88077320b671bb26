/**
 * The dynamic talent report run: the columns the user chose (keys of `colunasDinamicas`, in
 * their order) become the query's select and the layout's columns, the title the one the
 * user gave. The declaration keeps the filter's conditions and the talent's name, the default
 * row order; the engine compiles and confines the reshaped query like any declared one.
 */
import type { ReportColumn } from '../../../engine/report/declaration';
import { companyConfig } from '../../../server/crud/company-config';
import { errors } from '../../../server/errors';
import type { ReportCode, ReportQueryContext } from '../../../server/reports/query';
import { colunasDinamicas, larguraDe, TALENTO } from './colunas';

/** Up to this many columns a page stands upright. */
const COLUNAS_EM_RETRATO = 5;

async function colunasDaEmpresa({ db, registry, scope }: Omit<ReportQueryContext, 'limit' | 'filter'>) {
  return colunasDinamicas(registry, await companyConfig(db, registry, registry.get(TALENTO), scope.empresaId));
}

export const relatorioDinamico: ReportCode = {
  async check(context) {
    const conhecidas = new Set((await colunasDaEmpresa(context)).map((c) => c.chave));
    const desconhecida = ((context.filter.colunas ?? []) as string[]).findIndex((chave) => !conhecidas.has(chave));
    if (desconhecida >= 0) throw errors.validation([{ field: `colunas.${desconhecida}`, message: 'Coluna desconhecida.' }]);
  },
  async reshape(report, context) {
    const porChave = new Map((await colunasDaEmpresa(context)).map((c) => [c.chave, c]));
    const escolhidas = (context.filter.colunas as string[]).map((chave) => porChave.get(chave)!);
    // Row keys c0, c1… : a path is no column name.
    const select = Object.fromEntries(escolhidas.map((coluna, i) => [`c${i}`, coluna.chave]));
    const columns: ReportColumn[] = escolhidas.map((coluna, i) => ({ field: `c${i}`, label: coluna.titulo, format: coluna.formato, width: larguraDe(coluna.formato) }));
    return {
      title: String(context.filter.titulo),
      query: { ...report.query, select },
      layout: { ...report.layout, orientation: columns.length > COLUNAS_EM_RETRATO ? 'landscape' : 'portrait', columns },
    };
  },
};
