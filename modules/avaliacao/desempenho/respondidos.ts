/**
 * Whether a participant pair (`p`, a participante_avaliacao_desempenho row) already answered:
 * its questionnaire row in the talents' answers store. Only the server asks it — to keep answered
 * pairs and refuse changes to them —, never an answer to a client of an anonymous evaluation.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';

// Until the answers store lands nothing has been answered.
export function respondeu(_trx: Db, _scope: Scope, _eb: unknown) {
  return sql<SqlBool>`false`;
}

/** Whether this pair of the evaluation answered. */
export async function parRespondido(_trx: Db, _scope: Scope, _par: { avaliacaoId: number; avaliadoId: number; avaliadorId: number | null }): Promise<boolean> {
  return false;
}
