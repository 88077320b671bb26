/**
 * The generation of a talent: the one whose birth-year interval holds the year of the talent's
 * birth (an interval without an end runs on). Generations are global reference data, so the
 * subquery has no company to confine; the talent row it is tied to is the report's, confined by
 * the engine.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';

export const SEM_DATA_DE_NASCIMENTO = 'Data de nascimento não informada';
export const SEM_GERACAO = 'Sem geração cadastrada';

/** The columns `geracao`, `anos` (the interval as read) and `ordem` of the talent row `talento`. */
export function geracaoDoTalento(db: Db, talento: string): Record<'geracao' | 'anos' | 'ordem', RawBuilder<unknown>> {
  const nascimento = sql.ref(`${talento}.data_nascimento`);
  const daGeracao = <T>(valor: RawBuilder<T>) =>
    sql<T>`(${db
      .selectFrom('geracao as g')
      .select(valor.as('v'))
      .where(sql<boolean>`extract(year from ${nascimento})::int between g.ano_inicio and coalesce(g.ano_fim, 9999)`)
      .limit(1)})`;
  return {
    geracao: sql`case when ${nascimento} is null then ${SEM_DATA_DE_NASCIMENTO}::text else coalesce(${daGeracao(sql<string>`g.nome`)}, ${SEM_GERACAO}::text) end`,
    anos: daGeracao(sql<string>`case when g.ano_fim is null then 'a partir de ' || g.ano_inicio else g.ano_inicio || ' a ' || g.ano_fim end`),
    ordem: sql`coalesce(${daGeracao(sql<number>`g.ano_inicio`)}, case when ${nascimento} is null then 10000 else 9999 end)`,
  };
}
