/**
 * Salaries on a chosen date for the salary reports (queries in their declarations): a faixa's
 * value and a talent's entry's salary follow the faixa's history and the índices' values, so
 * they are valued here by the module's own rules (salarioNaData, valorPorIndice) and handed to
 * the declared query as a `case` over the source row `t`, which the engine confines to the
 * session's company. Nothing is valued in SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { ReportCode } from '../../../server/reports/query';
import { POR_INDICE, salarioNaData, type HistoricoDaFaixa } from '../salarios/faixas';
import { valorPorIndice, valoresDosIndices } from '../salarios/indices';
import { centavos } from '../salarios/historico';
import { POR_CARGO } from '../colaboradores/situacao';

type Sql = RawBuilder<unknown>;

/** `case <column> when <id> then <value> … end` (null for ids not listed). */
function porId(column: string, valores: Map<number, number | null>): Sql {
  const whens = [...valores].flatMap(([id, valor]) => (valor === null ? [] : [sql`when ${id} then ${valor}::numeric`]));
  return whens.length ? sql`case ${sql.ref(column)} ${sql.join(whens, sql` `)} end` : sql`null::numeric`;
}

/** Every faixa of the company with its salary on `data` (null before its first entry). */
async function faixasNaData(db: Db, scope: Scope, data: string): Promise<Map<number, number | null>> {
  const rows = await companyQuery(db, scope).selectFrom('faixa_salarial_historico').select(['owner_id', 'data', 'tipo', 'indice_id', 'quantidade', 'valor']).execute();
  const porFaixa = new Map<number, HistoricoDaFaixa[]>();
  for (const row of rows) {
    const historicos = porFaixa.get(Number(row.owner_id)) ?? [];
    historicos.push({
      data: String(row.data),
      tipo: Number(row.tipo),
      indice: row.indice_id === null ? undefined : { id: row.indice_id },
      quantidade: row.quantidade === null ? undefined : Number(row.quantidade),
      valor: row.valor === null ? undefined : Number(row.valor),
    });
    porFaixa.set(Number(row.owner_id), historicos);
  }
  const indices = await valoresDosIndices(db, scope, [...new Set(rows.flatMap((r) => (r.tipo === POR_INDICE && r.indice_id !== null ? [r.indice_id] : [])))]);
  return new Map([...porFaixa].map(([id, historicos]) => [id, salarioNaData(historicos, indices, data).valor]));
}

/** A faixa's salary on the filter's date (`dataReferencia`): the `valor` column of a report over faixas. */
export function valorDaFaixaNaData(column: string): ReportCode {
  return {
    async extend({ db, scope, filter }) {
      return { columns: { valor: porId(column, await faixasNaData(db, scope, String(filter.dataReferencia))) } };
    },
  };
}

/**
 * The salary of the talent's history entry `t` on `data`: by cargo its faixa's, by índice the
 * índice's value × its quantity, by value its own.
 */
async function salarioDaEntrada(db: Db, scope: Scope, data: string): Promise<Sql> {
  const porIndice = await companyQuery(db, scope).selectFrom('historico_colaborador').select(['indice_id', 'quantidade']).distinct().where('tipo_salario', '=', POR_INDICE).execute();
  const valores = await valoresDosIndices(db, scope, [...new Set(porIndice.map((e) => Number(e.indice_id)))]);
  const indice = porIndice.map(({ indice_id, quantidade }) => {
    const valor = valorPorIndice(valores.get(Number(indice_id)) ?? [], data, Number(quantidade ?? 1)) ?? null;
    return sql`when t.tipo_salario = ${POR_INDICE} and t.indice_id = ${indice_id} and t.quantidade = ${quantidade} then ${valor}::numeric`;
  });
  const faixa = porId('t.faixa_salarial_id', await faixasNaData(db, scope, data));
  return sql`case when t.tipo_salario = ${POR_CARGO} then ${faixa} ${indice.length ? sql.join(indice, sql` `) : sql``} when t.tipo_salario = ${POR_INDICE} then null else t.salario end`;
}

/** The `salario` column: the entry's salary on the filter's date (`dataReferencia`). */
export const salarioDaEntradaNaData: ReportCode = {
  async extend({ db, scope, filter }) {
    return { columns: { salario: await salarioDaEntrada(db, scope, String(filter.dataReferencia)) } };
  },
};

/**
 * The projection: `projetado` is the entry's salary on the projection date (`dataReferencia`),
 * against the talent's salary today (`atual`); difference and % worked out on each row, since
 * a declared expression cannot read a computed column.
 */
export const projecaoSalarial: ReportCode = {
  async extend({ db, scope, filter }) {
    return { columns: { projetado: await salarioDaEntrada(db, scope, String(filter.dataReferencia)), diferenca: sql`null`, percentual: sql`null` } };
  },
  row(row) {
    if (row.projetado === null || row.atual === null) return row;
    const [projetado, atual] = [Number(row.projetado), Number(row.atual)];
    const diferenca = centavos(projetado - atual);
    return { ...row, diferenca, percentual: atual ? diferenca / atual : null };
  },
};
