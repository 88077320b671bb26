/**
 * Many records of one entity written at once inside a transaction (a salary review's thousands
 * of history entries): a few statements of up to CHUNK rows, the company's and the owner's
 * columns set, and one audit row per record written in the same statements' way. No hooks run
 * and references are not looked up one by one: the caller does in bulk what hooks would do and
 * takes the references from the company's own records, read through its scoped queries.
 */
import { sql } from 'kysely';
import { OWNER_COLUMN } from '../../engine/table/derive';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { columnValues } from './record-writes';

const CHUNK = 1000;

export interface BulkRecord {
  data: Record<string, unknown>;
  /** The owner's record (`owner` declarations). */
  ownerId?: number;
}

/** Inserts the records in order and answers their ids. */
export async function insertMany(trx: Db, entity: RegisteredEntity, scope: Scope, records: readonly BulkRecord[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    // Every stored column in every row (absent: null), so the rows share one column list.
    const rows = chunk.map(({ data, ownerId }) => {
      const values = columnValues(entity, data, true, true);
      if (entity.scope === 'empresa') values.push([sql.id('empresa_id'), sql`${scope.empresaId}`]);
      if (entity.owner) values.push([sql.id(OWNER_COLUMN), sql`${ownerId ?? null}`]);
      return values;
    });
    const inserted = await sql<{ id: number }>`insert into ${sql.id(entity.table)} (${sql.join(rows[0]!.map(([column]) => column))})
      values ${sql.join(rows.map((values) => sql`(${sql.join(values.map(([, value]) => value))})`))} returning id`.execute(trx);
    const chunkIds = inserted.rows.map((row) => row.id);
    await sql`insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
      values ${sql.join(chunk.map(({ data }, i) => sql`(${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, ${chunkIds[i]}, 'C', null, ${JSON.stringify({ id: chunkIds[i], ...data })}::jsonb)`))}`.execute(trx);
    ids.push(...chunkIds);
  }
  return ids;
}
