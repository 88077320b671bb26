/**
 * Whether a participant pair already answered (partially or in full): its questionnaire row in
 * the talents' answers store, whoever answered kept apart when the evaluation is anonymous.
 * Only the server asks it — to keep answered pairs and refuse changes to them —, and no response
 * of an anonymous evaluation says it of an avaliador.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

/** The stored answers of a pair: the avaliador is who answered, named or anonymous. */
export function respostasDoPar(trx: Db, scope: Scope) {
  return companyQuery(trx, scope).selectFrom('colaborador_questionario as q').select('q.id');
}

/** In a query over participants aliased `p` (or `par`): the pair answered (only partially, only in full, or either). */
export function respondeu(trx: Db, scope: Scope, como?: 'parcial' | 'final', par = 'p') {
  let respostas = respostasDoPar(trx, scope)
    .whereRef('q.avaliacao_desempenho_id', '=', sql.ref<number>(`${par}.avaliacao_desempenho_id`))
    .whereRef('q.colaborador_id', '=', sql.ref<number>(`${par}.avaliado_id`))
    .where(sql<SqlBool>`coalesce(q.avaliador_id, q.avaliador_anonimo) = ${sql.ref(`${par}.avaliador_id`)}`);
  if (como) respostas = respostas.where('q.respondido_parcialmente', '=', como === 'parcial');
  return sql<SqlBool>`exists (${respostas})`;
}

/** Whether this pair of the evaluation answered. */
export async function parRespondido(trx: Db, scope: Scope, par: { avaliacaoId: number; avaliadoId: number; avaliadorId: number | null }): Promise<boolean> {
  if (par.avaliadorId === null) return false;
  const found = await respostasDoPar(trx, scope)
    .where('q.avaliacao_desempenho_id', '=', par.avaliacaoId)
    .where('q.colaborador_id', '=', par.avaliadoId)
    .where(sql<SqlBool>`coalesce(q.avaliador_id, q.avaliador_anonimo) = ${par.avaliadorId}`)
    .executeTakeFirst();
  return found !== undefined;
}
