/**
 * The computed columns of the training reports (spec §7 "Training reports"), by report name:
 * the SQL of treinamentos.ts over each declared query's row — `t` a participant (colaborador_turma),
 * a class (turma), a class day (dia_turma) or a talent (colaborador); `e` the day or the course
 * paired with it (`each`) — and what is worked out on each printed row.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { today } from '../../../engine/validation/brazilian';
import { parteDoParticipante, resultadosEmTexto, Treinamentos } from './treinamentos';

/** A column worked out in `row` from the others: the query answers it empty. */
const noRow = sql`null`;

const diaDaSemana = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** "segunda-feira" → "Segunda-feira". */
function nomeDoDia(dia: unknown): string | null {
  if (typeof dia !== 'string') return null;
  const nome = diaDaSemana.format(new Date(`${dia.slice(0, 10)}T00:00:00Z`));
  return nome.charAt(0).toUpperCase() + nome.slice(1);
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** Days from today to the expiry: "Vencido há 3 dias", "Vence hoje", "Vence em 5 dias". */
function prazo(dias: unknown): string | null {
  if (dias === null || dias === undefined) return null;
  const n = Number(dias);
  if (n < 0) return `Vencido há ${plural(-n, 'dia', 'dias')}`;
  return n === 0 ? 'Vence hoje' : `Vence em ${plural(n, 'dia', 'dias')}`;
}

/** The participant's status and results: Talentos com Treinamento, Histórico de Treinamento. */
const situacaoEResultados: ReportCode = {
  extend({ db, scope }) {
    const treinamentos = new Treinamentos(db, scope);
    return { columns: { situacao: treinamentos.situacao('t'), resultados: treinamentos.resultados('t') } };
  },
  row: (row) => ({ ...row, resultados: resultadosEmTexto(row.resultados) }),
};

export const relatoriosDesenvolvimento: Record<string, ReportCode> = {
  presenca: {
    // The day's place among the class's days heads its column, so the columns sort in date order: "01 · 03/11".
    extend: ({ db, scope }) => ({ columns: { dia: sql`lpad(${new Treinamentos(db, scope).ordemDoDia('e')}::text, 2, '0') || ' · ' || to_char(e.dia, 'DD/MM')` } }),
  },
  'cronograma-treinamento': {
    extend: () => ({ columns: { diaSemana: noRow } }),
    row: (row) => ({ ...row, diaSemana: nomeDoDia(row.dia) }),
  },
  'colaborador-com-treinamento': situacaoEResultados,
  'historico-treinamento': situacaoEResultados,
  'matriz-treinamento': {
    extend: ({ db, scope }) => ({ columns: { marca: new Treinamentos(db, scope).marca('t', 'e') } }),
  },
  investimento: {
    extend({ db, scope }) {
      const treinamentos = new Treinamentos(db, scope);
      return { columns: { despesas: treinamentos.despesas('t.id'), participantes: treinamentos.participantes('t.id'), total: noRow, porParticipante: noRow, porHora: noRow } };
    },
    row(row) {
      const total = Number(row.custo ?? 0) + Number(row.despesas ?? 0);
      const horas = Number(row.horas);
      return { ...row, total, porParticipante: parteDoParticipante(row.custo, row.despesas, row.participantes), porHora: horas > 0 ? total / horas : null };
    },
  },
  'investimento-colaborador': {
    extend({ db, scope }) {
      const treinamentos = new Treinamentos(db, scope);
      return { columns: { despesas: treinamentos.despesas('t.turma_id'), participantes: treinamentos.participantes('t.turma_id'), valor: noRow } };
    },
    row: (row) => ({ ...row, valor: parteDoParticipante(row.custo, row.despesas, row.participantes) }),
  },
  'ranking-avaliacao-aluno': {
    extend({ db, scope }) {
      const treinamentos = new Treinamentos(db, scope);
      const media = treinamentos.media('t');
      return {
        columns: {
          posicao: sql`case when ${media} is null then null else rank() over (partition by t.turma_id order by ${media} desc) end`,
          resultados: treinamentos.resultados('t'),
          nota: media,
          situacao: treinamentos.situacao('t'),
        },
      };
    },
    row: (row) => ({ ...row, resultados: resultadosEmTexto(row.resultados) }),
  },
  'cursos-vencidos-a-vencer': {
    extend({ db, scope, filter }) {
      const treinamentos = new Treinamentos(db, scope);
      const vencimento = treinamentos.vencimento('t', 'e');
      const hoje = sql`${today()}::date`;
      const where = [sql`${vencimento} <= ${hoje} + ${Number(filter.dias)}::integer`];
      if (filter.exibir === 'V') where.push(sql`${vencimento} < ${hoje}`);
      if (filter.exibir === 'A') where.push(sql`${vencimento} >= ${hoje}`);
      return { columns: { conclusao: treinamentos.ultimaConclusao('t', 'e'), vencimento, prazo: sql`(${vencimento} - ${hoje})` }, where };
    },
    row: (row) => ({ ...row, prazo: prazo(row.prazo) }),
  },
};
