/**
 * A record's file field (`x-file`) on the way in and out: the multipart body read with the
 * size limit, the file checked (kind by extension and content, safe name), its bytes stored
 * in parts around the record's write, and read back as a stream for the download.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { EntityFile } from '../../engine/file/file-field';
import { allowedMime, safeFileName, typeMessage } from '../../engine/file/file-kinds';
import { sizeMessage } from '../../engine/format/files';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import type { Db } from '../db/database';
import { runInScope, type Scope } from '../db/tenant-context';
import { errors } from '../errors';
import { bodySchema } from './validators';
import { attachParts, dropParts, partsStream, writeParts } from './file-parts';
import type { WriteExtras } from './service';

export interface Upload {
  name: string;
  bytes: Buffer;
}

const NO_FILE = 'Selecione o arquivo.';

/** A form's text as the property's type; a blank one is no value. */
function typed(schema: { type?: unknown; 'x-reference'?: unknown } | undefined, text: string): unknown {
  if (text === '') return undefined;
  // A reference travels as its id (a talent's document type): the body's shape is `{id}`.
  if (typeof schema?.['x-reference'] === 'string' && schema.type === 'object' && /^\d{1,9}$/.test(text)) return { id: Number(text) };
  if ((schema?.type === 'integer' || schema?.type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (schema?.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The multipart body: the record's fields (`id` and `version` too) and its file, in the part
 * named as the property (absent when empty), refused past the size limit.
 */
export async function readUpload(request: FastifyRequest, entity: RegisteredEntity, file: EntityFile, maxMb: number): Promise<{ body: Record<string, unknown>; upload?: Upload }> {
  const properties = bodySchema(entity).properties as Record<string, { type?: unknown; 'x-reference'?: unknown }>;
  const body: Record<string, unknown> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxMb * 1024 * 1024 } })) {
      if (part.type === 'file') {
        // Read in full either way: the request goes on only once each part is consumed.
        const bytes = await part.toBuffer();
        if (part.fieldname === file.property) upload = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        const value = typed(properties[part.fieldname], part.value);
        if (value !== undefined) body[part.fieldname] = value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.validation([{ field: file.property, message: sizeMessage(maxMb * 1024 * 1024) }]);
    // The parser's own errors carry no status: a body cut short has sent no file (Fastify's, such as a wrong content type, keep theirs).
    if ((error as { statusCode?: number }).statusCode === undefined) throw errors.validation([{ field: file.property, message: NO_FILE }]);
    throw error;
  }
  return { body, upload: upload?.bytes.length ? upload : undefined };
}

/** The file's facts as stored, or the field's message when it is missing or not an allowed kind. */
function facts(file: EntityFile, upload: Upload | undefined): Record<string, unknown> {
  if (!upload) throw errors.validation([{ field: file.property, message: NO_FILE }]);
  const name = safeFileName(upload.name);
  const mime = allowedMime(name, upload.bytes, file.types);
  if (!mime) throw errors.validation([{ field: file.property, message: typeMessage(file.types) }]);
  // The bytes live in parts: the legacy column of files stored whole is emptied.
  return { [file.facts.name]: name, [file.facts.mime]: mime, [file.facts.size]: upload.bytes.length, [file.property]: null };
}

/**
 * Checks the upload and writes its bytes in parts, outside the transaction that writes the
 * record; `write` is given the file's facts and what attaches the parts in that transaction.
 * When the write fails, the parts go.
 */
export async function withUpload<T>(db: Db, scope: Scope, entity: RegisteredEntity, file: EntityFile, upload: Upload | undefined, write: (extras: WriteExtras) => Promise<T>): Promise<T> {
  const values = facts(file, upload);
  const envio = await writeParts(db, scope, entity, upload!.bytes);
  try {
    return await write({ values, after: (trx, recordId) => attachParts(trx, scope, entity, envio, recordId) });
  } catch (error) {
    await dropParts(db, scope, entity, envio);
    throw error;
  }
}

/** A record's file: its facts and its bytes as a stream (those stored whole, before parts, as one chunk). */
export async function storedFile(db: Db, scope: Scope, entity: RegisteredEntity, file: EntityFile, recordId: number): Promise<{ name: string; mime: string; size: number; content: Readable }> {
  const column = (property: string) => sql.id(columnOf(entity, property));
  const { rows } = await runInScope(scope, () =>
    sql<{ name: string; mime: string; size: number; whole: Uint8Array | null }>`select ${column(file.facts.name)} as name, ${column(file.facts.mime)} as mime,
        ${column(file.facts.size)} as size, ${column(file.property)} as whole
      from ${sql.id(entity.table)} where id = ${recordId} and empresa_id = ${scope.empresaId}`.execute(db),
  );
  const found = rows[0];
  if (!found) throw errors.notFound();
  const content = found.whole ? Readable.from([Buffer.from(found.whole)]) : await partsStream(db, scope, entity, recordId);
  return { name: found.name, mime: found.mime, size: found.size, content };
}
