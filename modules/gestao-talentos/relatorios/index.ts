/**
 * What the talent reports (schemas/gestao-talentos/relatorios/) compute in code, by report name:
 * the month and day of a date (the declarations have the year only), the generation a birth year
 * falls in (a range, not a reference), the month's name that heads each group and the apprentice
 * quota of an establishment. `t` is the report's row: a talent (colaborador) or an establishment.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { companyQuery } from '../../../server/db/scoped-query';
import { contaNaBaseSql, maximoDeAprendizes, minimoDeAprendizes } from './cota-aprendiz';
import { geracaoDoTalento } from './geracoes';

/** A column the row fills in from the others: the query answers it empty. */
const noRow = sql`null`;

const nomeDoMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/** 3 → "Março". */
export function mesPorExtenso(mes: unknown): string | null {
  if (mes === null || mes === undefined) return null;
  const nome = nomeDoMes.format(new Date(Date.UTC(2000, Number(mes) - 1, 1)));
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

/** The talents whose `coluna` (a date) falls in the month chosen (0: every month), listed by month and day. */
function aniversarios(coluna: string): ReportCode {
  const data = sql.ref(`t.${coluna}`);
  return {
    extend: ({ filter }) => ({
      columns: { mes: sql`extract(month from ${data})::int`, dia: sql`extract(day from ${data})::int`, mesNome: noRow },
      where: Number(filter.mes) ? [sql`extract(month from ${data}) = ${Number(filter.mes)}`] : [],
    }),
    row: (row) => ({ ...row, mesNome: mesPorExtenso(row.mes) }),
  };
}

export const relatoriosGestaoTalentos: Record<string, ReportCode> = {
  'aniversariantes-mes': aniversarios('data_nascimento'),
  'aniversariantes-tempo-de-empresa': aniversarios('data_admissao'),
  'cbo-efeito-aprendiz': {
    // `t` is the establishment; its active talents and, of them, the base (cota-aprendiz.ts).
    extend({ db, scope }) {
      const ativos = companyQuery(db, scope)
        .selectFrom('colaborador as c')
        .where('c.estabelecimento_id', '=', sql<number>`t.id`)
        .where('c.data_desligamento', 'is', null);
      const base = ativos
        .innerJoin('faixa_salarial as f', 'f.id', 'c.faixa_salarial_id')
        .innerJoin('cbo as cb', 'cb.id', 'f.cbo_id')
        .where('f.empresa_id', '=', scope.empresaId)
        .where(contaNaBaseSql(sql.ref('cb.codigo')));
      return {
        columns: {
          ativos: sql`(${ativos.select(sql<number>`count(*)::int`.as('n'))})`,
          base: sql`(${base.select(sql<number>`count(*)::int`.as('n'))})`,
          minimo: noRow,
          maximo: noRow,
        },
      };
    },
    row: (row) => ({ ...row, minimo: minimoDeAprendizes(Number(row.base)), maximo: maximoDeAprendizes(Number(row.base)) }),
  },
  geracoes: {
    extend: ({ db }) => ({ columns: geracaoDoTalento(db, 't') }),
  },
};
