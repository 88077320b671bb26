/**
 * Salaries on a chosen date for the salary reports (queries in their declarations): a faixa's
 * value and a talent's entry's salary follow the faixa's history and the índices' values, so
 * they are valued here by the module's own rules (salarioNaData, salarioCalculado) and handed to
 * the declared query as a `case` over the source row `t`, which the engine confines to the
 * session's company. Nothing is valued in SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import type { ReportCode } from '../../../server/reports/query';
import { historicosDasFaixas, salarioNaData } from '../salarios/faixas';
import { valoresDosIndices } from '../salarios/indices';
import { salarioCalculado, tabelasDe, type EntradaSalarial } from '../colaboradores/situacao';
import { POR_VALOR } from '../salarios/tipos';
import { variacao } from '../reajustes/variacao';

type Sql = RawBuilder<unknown>;

/** `case <column> when <id> then <value> … end` (null for ids not listed). */
function porId(column: string, valores: Map<number, number | null>): Sql {
  const whens = [...valores].flatMap(([id, valor]) => (valor === null ? [] : [sql`when ${id} then ${valor}::numeric`]));
  return whens.length ? sql`case ${sql.ref(column)} ${sql.join(whens, sql` `)} end` : sql`null::numeric`;
}

/** Every faixa of the company with its salary on `data` (null before its first entry). */
async function faixasNaData(db: Db, scope: Scope, data: string): Promise<Map<number, number | null>> {
  const porFaixa = await historicosDasFaixas(db, scope);
  const indices = await valoresDosIndices(db, scope, [...new Set([...porFaixa.values()].flat().flatMap((h) => (h.indice ? [h.indice.id] : [])))]);
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
 * The salary of the talent's history entry `t` on `data`: each distinct way of paying the
 * company's entries use (by cargo a faixa, by índice an índice and quantity) valued once by the
 * talent's own rule (salarioCalculado); by value, the entry's own.
 */
async function salarioDaEntradaEmSql(db: Db, scope: Scope, data: string): Promise<Sql> {
  const formas = await companyQuery(db, scope)
    .selectFrom('historico_colaborador')
    .select(['tipo_salario', 'faixa_salarial_id', 'indice_id', 'quantidade'])
    .distinct()
    .where('tipo_salario', '!=', POR_VALOR)
    .execute();
  const entradas: EntradaSalarial[] = formas.map((forma) => ({
    tipoSalario: Number(forma.tipo_salario),
    faixaSalarial: forma.faixa_salarial_id === null ? null : { id: forma.faixa_salarial_id },
    indice: forma.indice_id === null ? null : { id: forma.indice_id },
    quantidade: forma.quantidade === null ? null : Number(forma.quantidade),
  }));
  const tabelas = await tabelasDe(db, scope, entradas);
  const whens = formas.flatMap((forma, i) => {
    const valor = salarioCalculado(entradas[i]!, data, tabelas);
    if (typeof valor !== 'number') return [];
    const mesma = (coluna: string, valorDaForma: unknown) => sql`${sql.ref(`t.${coluna}`)} is not distinct from ${valorDaForma}`;
    return [sql`when t.tipo_salario = ${forma.tipo_salario} and ${mesma('faixa_salarial_id', forma.faixa_salarial_id)} and ${mesma('indice_id', forma.indice_id)} and ${mesma('quantidade', forma.quantidade)} then ${valor}::numeric`];
  });
  return sql`case ${whens.length ? sql.join(whens, sql` `) : sql``} when t.tipo_salario = ${POR_VALOR} then t.salario end`;
}

/** The `salario` column: the entry's salary on the filter's date (`dataReferencia`). */
export const salarioDaEntradaNaData: ReportCode = {
  async extend({ db, scope, filter }) {
    return { columns: { salario: await salarioDaEntradaEmSql(db, scope, String(filter.dataReferencia)) } };
  },
};

/**
 * The projection: `projetado` is the entry's salary on the projection date (`dataReferencia`),
 * against the talent's salary today (`atual`); difference and % worked out on each row, since
 * a declared expression cannot read a computed column.
 */
export const projecaoSalarial: ReportCode = {
  async extend({ db, scope, filter }) {
    return { columns: { projetado: await salarioDaEntradaEmSql(db, scope, String(filter.dataReferencia)), diferenca: sql`null`, percentual: sql`null` } };
  },
  row(row) {
    if (row.projetado === null || row.atual === null) return row;
    const { diferenca, percentual } = variacao(Number(row.atual), Number(row.projetado));
    // The report's percent column shows a fraction (0,06 as 6%).
    return { ...row, diferenca, percentual: percentual === null ? null : percentual / 100 };
  },
};
