/**
 * An attached document's bytes, stored in parts (`documento_anexo_parte`). Each part is written
 * and read by its own short statement: on the embedded database, which has one connection, a
 * 5 MB document written in one statement held every other request for its whole duration;
 * in parts, they run in between. The parts of an upload are written first, under a token, and
 * attached to their document in the transaction that creates it: a refused or interrupted
 * upload leaves no document, and its parts are dropped (or swept later, after a crash).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { runInScope, type Scope } from '../../server/db/tenant-context';

export const FILE_PART_BYTES = 256 * 1024;
/** An upload whose parts were never attached this long ago was interrupted. */
const ABANDONED_AFTER = '1 hour';

/** Writes the bytes as parts of a new upload; answers its token. */
export async function writeParts(db: Db, scope: Scope, bytes: Buffer): Promise<string> {
  const envio = randomUUID();
  for (let ordem = 0, offset = 0; offset < bytes.length; ordem++, offset += FILE_PART_BYTES) {
    const part = bytes.subarray(offset, offset + FILE_PART_BYTES);
    await runInScope(scope, () =>
      sql`insert into documento_anexo_parte (empresa_id, envio, ordem, bytes) values (${scope.empresaId}, ${envio}, ${ordem}, ${part})`.execute(db),
    );
  }
  return envio;
}

/** Attaches an upload's parts to its document, inside the transaction that creates it. */
export async function attachParts(trx: Db, scope: Scope, envio: string, documentoId: number): Promise<void> {
  await sql`update documento_anexo_parte set documento_id = ${documentoId}, envio = null
    where envio = ${envio} and empresa_id = ${scope.empresaId}`.execute(trx);
}

/** Drops the parts of an upload that did not become a document. */
export async function dropParts(db: Db, scope: Scope, envio: string): Promise<void> {
  await runInScope(scope, () => sql`delete from documento_anexo_parte where envio = ${envio} and empresa_id = ${scope.empresaId}`.execute(db));
}

/** Drops parts of uploads interrupted by a crash (run as the owner: every company). */
export async function sweepAbandonedParts(owner: Db): Promise<void> {
  await sql`delete from documento_anexo_parte where documento_id is null and created_at < now() - ${ABANDONED_AFTER}::interval`.execute(owner);
}

/** A document's bytes as a stream, one part per statement. */
export async function partsStream(db: Db, scope: Scope, documentoId: number): Promise<Readable> {
  const { rows } = await runInScope(scope, () =>
    sql<{ id: number }>`select id from documento_anexo_parte where documento_id = ${documentoId} and empresa_id = ${scope.empresaId} order by ordem`.execute(db),
  );
  async function* parts() {
    for (const { id } of rows) {
      const read = await runInScope(scope, () => sql<{ bytes: Uint8Array }>`select bytes from documento_anexo_parte where id = ${id}`.execute(db));
      yield Buffer.from(read.rows[0]!.bytes);
    }
  }
  return Readable.from(parts());
}
