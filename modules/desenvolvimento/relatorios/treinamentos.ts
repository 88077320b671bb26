/**
 * What the training reports (schemas/desenvolvimento/relatorios/) read about the company's
 * classes that a declaration cannot say: a participant's situation (doc §3), a talent's last
 * completion of a course and when it expires, a class's expenses and participants, a
 * participant's results. Each is a subquery of the scoped builder tied to the report's row by
 * the columns named, so the rule lives here once for every report that shows it.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { today } from '../../../engine/validation/brazilian';

type Sql = RawBuilder<unknown>;

/** A column of the report's row (`t.id`, `e.id`), as a value a subquery compares with. */
const coluna = (nome: string) => sql<number>`${sql.ref(nome)}`;

/** Training status labels (doc §3: C, A, I) and the mark of a completion past its periodicidade. */
export const SITUACAO = { concluido: 'Concluído', emAndamento: 'Em Andamento', incompleta: 'Incompleta', vencido: 'Vencido' } as const;

/** A class has ended once its last day is behind today (São Paulo): on that day it is still under way. */
const terminou = (fim: Sql | string) => sql<SqlBool>`${typeof fim === 'string' ? sql.ref(fim) : fim} < ${today()}::date`;

export class Treinamentos {
  constructor(
    private readonly db: Db,
    private readonly scope: Scope,
  ) {}

  private get q() {
    return companyQuery(this.db, this.scope);
  }

  /** The situation of the participant row `participante` (an alias of colaborador_turma): Em Andamento until its class ends; then Concluído when approved, else Incompleta. */
  situacao(participante: string): Sql {
    const fim = this.q.selectFrom('turma as tu').select('tu.data_prev_fim').where('tu.id', '=', coluna(`${participante}.turma_id`));
    return sql`case when not ${terminou(sql`(${fim})`)} then ${SITUACAO.emAndamento}::text
      when ${sql.ref(`${participante}.aprovado`)} then ${SITUACAO.concluido}::text else ${SITUACAO.incompleta}::text end`;
  }

  /** The participations of the talent row `talento` (an alias of colaborador) in the classes of the course row `curso`. */
  private participacoes(talento: string, curso: string) {
    return this.q
      .selectFrom(['colaborador_turma as ct', 'turma as tu'])
      .whereRef('tu.id', '=', 'ct.turma_id')
      .where('ct.colaborador_id', '=', coluna(`${talento}.id`))
      .where('tu.curso_id', '=', coluna(`${curso}.id`));
  }

  /** The last day of the latest class of the course the talent completed (ended and approved); null if none. */
  ultimaConclusao(talento: string, curso: string): Sql {
    const fim = this.participacoes(talento, curso)
      .select(sql<string>`max(tu.data_prev_fim)`.as('fim'))
      .where('ct.aprovado', '=', true)
      .where(terminou('tu.data_prev_fim'));
    return sql`(${fim})`;
  }

  /** When the last completion expires: that many months of the course's `periodicidade` later (null without either). */
  vencimento(talento: string, curso: string): Sql {
    return sql`(${this.ultimaConclusao(talento, curso)} + ${sql.ref(`${curso}.periodicidade`)} * interval '1 month')::date`;
  }

  /** The talent is in a class of the course that has not ended. */
  emAndamento(talento: string, curso: string): Sql {
    return sql`exists (${this.participacoes(talento, curso).select(sql`1`.as('um')).where(sql<SqlBool>`not ${terminou('tu.data_prev_fim')}`)})`;
  }

  /** The matrix's mark for a talent and a course: Em Andamento, Vencido or Concluído; null when never completed. */
  marca(talento: string, curso: string): Sql {
    return sql`case when ${this.emAndamento(talento, curso)} then ${SITUACAO.emAndamento}::text
      when ${terminou(this.vencimento(talento, curso))} then ${SITUACAO.vencido}::text
      when ${this.ultimaConclusao(talento, curso)} is not null then ${SITUACAO.concluido}::text end`;
  }

  /** The sum of the expenses entered on the class (0 without any). */
  /** The place of the class day row `dia` (an alias of dia_turma) among its class's days, by date: 1, 2… */
  ordemDoDia(dia: string): Sql {
    const antes = this.q
      .selectFrom('dia_turma as d')
      .select(sql<number>`count(*)`.as('n'))
      .where('d.owner_id', '=', coluna(`${dia}.owner_id`))
      .where(sql<SqlBool>`(d.dia, d.id) <= (${sql.ref(`${dia}.dia`)}, ${sql.ref(`${dia}.id`)})`);
    return sql`(${antes})`;
  }

  /** `turma`: the column holding the class's id (`t.id`, `t.turma_id`). */
  despesas(turma: string): Sql {
    const soma = this.q.selectFrom('despesa_turma as d').select(sql<number>`sum(d.valor)`.as('soma')).where('d.owner_id', '=', coluna(turma));
    return sql`coalesce((${soma}), 0)::float`;
  }

  /** How many talents take part in the class. */
  participantes(turma: string): Sql {
    return sql`(${this.q.selectFrom('colaborador_turma as ct').select(sql<number>`count(*)`.as('n')).where('ct.turma_id', '=', coluna(turma))})::integer`;
  }

  /** The average of the participant's results in the course's evaluations (null before any). */
  media(participante: string): Sql {
    return sql`(${this.q.selectFrom('nota_avaliacao_curso as n').select(sql<number>`avg(n.valor)::float`.as('media')).where('n.colaborador_turma_id', '=', coluna(`${participante}.id`))})`;
  }

  /** The participant's results as JSON, `[{titulo, tipo, valor}]` by the evaluation's title, for `resultadosEmTexto`. */
  resultados(participante: string): Sql {
    const lista = this.q
      .selectFrom(['nota_avaliacao_curso as n', 'avaliacao_curso as a'])
      .whereRef('a.id', '=', 'n.avaliacao_curso_id')
      .where('n.colaborador_turma_id', '=', coluna(`${participante}.id`))
      .select(sql`jsonb_agg(jsonb_build_object('titulo', a.titulo, 'tipo', a.tipo, 'valor', n.valor) order by a.titulo, a.id)`.as('lista'));
    return sql`(${lista})`;
  }
}

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** "Prova teórica: 8,5; Prática: 90%": a percentage result (tipo p, a) with its sign. */
export function resultadosEmTexto(lista: unknown): string | null {
  if (!Array.isArray(lista) || !lista.length) return null;
  return (lista as { titulo: string; tipo: string; valor: number }[]).map((r) => `${r.titulo}: ${numero.format(Number(r.valor))}${r.tipo === 'n' ? '' : '%'}`).join('; ');
}

/** A participant's share of what the class cost: its cost and expenses over its participants. */
export function parteDoParticipante(custo: unknown, despesas: unknown, participantes: unknown): number | null {
  const quantos = Number(participantes);
  return quantos > 0 ? (Number(custo ?? 0) + Number(despesas ?? 0)) / quantos : null;
}
