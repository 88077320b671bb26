/**
 * A file field's bytes (`x-file`), stored in parts (engine/file/parts-table.ts). Each part is written and read by its own short statement: on the embedded database,
 * which has one connection, a 5 MB file written in one statement held every other request for
 * its whole duration; in parts, they run in between. The parts of an upload are written first,
 * under a token, and attached to their record in the transaction that writes it: a refused or
 * interrupted upload leaves no record, and its parts are dropped (or swept later, after a crash).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { partsTableName } from '../../engine/file/parts-table';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import { runInScope, type Scope } from '../db/tenant-context';

export const FILE_PART_BYTES = 256 * 1024;
/** An upload whose parts were never attached this long ago was interrupted. */
const ABANDONED_AFTER = '1 hour';

/** The parts table of an entity's file; `documento_id` is the record whose file it is. */
const parts = (entity: RegisteredEntity) => sql.id(partsTableName(entity));

/** Writes the bytes as parts of a new upload; answers its token. */
export async function writeParts(db: Db, scope: Scope, entity: RegisteredEntity, bytes: Buffer): Promise<string> {
  const envio = randomUUID();
  for (let ordem = 0, offset = 0; offset < bytes.length; ordem++, offset += FILE_PART_BYTES) {
    const part = bytes.subarray(offset, offset + FILE_PART_BYTES);
    await runInScope(scope, () =>
      sql`insert into ${parts(entity)} (empresa_id, envio, ordem, bytes) values (${scope.empresaId}, ${envio}, ${ordem}, ${part})`.execute(db),
    );
  }
  return envio;
}

/** Makes an upload's parts the record's file (instead of any it had), inside the transaction that writes the record. */
export async function attachParts(trx: Db, scope: Scope, entity: RegisteredEntity, envio: string, recordId: number): Promise<void> {
  await sql`delete from ${parts(entity)} where documento_id = ${recordId} and empresa_id = ${scope.empresaId}`.execute(trx);
  await sql`update ${parts(entity)} set documento_id = ${recordId}, envio = null
    where envio = ${envio} and empresa_id = ${scope.empresaId}`.execute(trx);
}

/** Drops the parts of an upload that did not become a file. */
export async function dropParts(db: Db, scope: Scope, entity: RegisteredEntity, envio: string): Promise<void> {
  await runInScope(scope, () => sql`delete from ${parts(entity)} where envio = ${envio} and empresa_id = ${scope.empresaId}`.execute(db));
}

/** Drops parts of uploads interrupted by a crash (run as the owner: every company). */
export async function sweepAbandonedParts(owner: Db, entity: RegisteredEntity): Promise<void> {
  await sql`delete from ${parts(entity)} where documento_id is null and created_at < now() - ${ABANDONED_AFTER}::interval`.execute(owner);
}

/** A record's file as a stream, one part per statement. */
export async function partsStream(db: Db, scope: Scope, entity: RegisteredEntity, recordId: number): Promise<Readable> {
  const { rows } = await runInScope(scope, () =>
    sql<{ id: number }>`select id from ${parts(entity)} where documento_id = ${recordId} and empresa_id = ${scope.empresaId} order by ordem`.execute(db),
  );
  async function* read() {
    for (const { id } of rows) {
      const part = await runInScope(scope, () => sql<{ bytes: Uint8Array }>`select bytes from ${parts(entity)} where id = ${id}`.execute(db));
      yield Buffer.from(part.rows[0]!.bytes);
    }
  }
  return Readable.from(read());
}
