/**
 * A talent's training status in a class, for the training reports: C concluded (the class ended
 * and they were approved), A in progress (the class has not ended), I incomplete (ended, not
 * approved). "Ended" is the class's planned end before São Paulo's today. One rule, as a function
 * and as the SQL expression a report query selects (`situacaoTreinamentoSql('t', 'ct', today())`).
 */
import { sql, type RawBuilder } from 'kysely';

export type SituacaoTreinamento = 'C' | 'A' | 'I';

export const SITUACOES_TREINAMENTO: Record<SituacaoTreinamento, string> = { C: 'Concluído', A: 'Em andamento', I: 'Incompleto' };

export function situacaoTreinamento(dataPrevFim: string, aprovado: boolean, hoje: string): SituacaoTreinamento {
  if (dataPrevFim >= hoje) return 'A';
  return aprovado ? 'C' : 'I';
}

/** The same rule over a query's `turma` and `colaborador_turma` aliases. */
export function situacaoTreinamentoSql(turma: string, colaboradorTurma: string, hoje: string): RawBuilder<SituacaoTreinamento> {
  return sql<SituacaoTreinamento>`case when ${sql.ref(`${turma}.data_prev_fim`)} >= ${hoje} then 'A' when ${sql.ref(`${colaboradorTurma}.aprovado`)} then 'C' else 'I' end`;
}
