/**
 * A candidate's attached documents (spec §7 "Attached documents"): listed, uploaded
 * (multipart), edited, downloaded and removed by HR in the candidate's form and by the
 * candidate for their own record in the portal (`/api/externo/...`). Another company's or
 * another candidate's document answers 404.
 *
 * The bytes live in the database (`bytea`), not in files: the upload and its description
 * commit or fail together, row-level security guards them like any record, a backup holds
 * them, and removing a candidate (LGPD) removes them in the same transaction, leaving no
 * orphan file behind. The size limit (`UPLOAD_MAX_MB`) keeps the rows small.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { JsonSchema } from '../../engine/declaration';
import type { RouteDoc } from '../../server/openapi';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf, OWNER_COLUMN } from '../../engine/table/derive';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { requireSession } from '../../server/auth/guard';
import { writeAudit } from '../../server/crud/audit';
import { readScope, writeScope } from '../../server/crud/request-scope';
import { selectList } from '../../server/crud/select';
import { invalidText } from '../../server/crud/text-guard';
import type { Db } from '../../server/db/database';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import { errors } from '../../server/errors';
import { contentDisposition } from '../../server/reports/service';
import { Readable } from 'node:stream';
import { attachParts, dropParts, partsStream, sweepAbandonedParts, writeParts } from './anexos-partes';
import { allowedMime, quotaRefusal, safeFileName, sizeMessage, TYPE_MESSAGE, type UploadQuota } from './anexos-arquivo';

type Data = Record<string, unknown>;
const FILE_FIELD = 'arquivo';
const NO_FILE = 'Selecione o arquivo.';
/** A person attaches a few documents a minute; a script sends hundreds. */
const UPLOADS_PER_MINUTE = 10;

const pathId = (raw: string | undefined): number => {
  const value = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  if (value < 1) throw errors.notFound();
  return value;
};

/** The editable part of the declaration: what a body may set (the file's facts are the server's). */
function editableSchema(entity: RegisteredEntity): JsonSchema {
  const properties = Object.fromEntries(Object.entries(entity.properties).filter(([, p]) => p.readOnly !== true));
  const required = ((entity.schema.required as string[] | undefined) ?? []).filter((name) => name in properties);
  return { type: 'object', properties, required, additionalProperties: false };
}

export class AnexosService {
  private readonly entity: RegisteredEntity;
  private readonly validate;
  private readonly schema: JsonSchema;

  constructor(private readonly engine: Engine) {
    this.entity = engine.registry.get('documentoAnexo');
    this.schema = editableSchema(this.entity);
    this.validate = createAjv().compile(this.schema);
  }

  /** The editable values of a body, checked like any form; blank texts are absent. */
  metadata(body: Data): Data {
    const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== undefined && v !== null));
    const unstorable = invalidText(given);
    if (unstorable.length) throw errors.validation(unstorable);
    if (!this.validate(given)) throw errors.validation(toFieldErrors(this.validate.errors, this.schema));
    return given;
  }

  private column(name: string) {
    return sql.id(columnOf(this.entity, name));
  }

  private async candidateOf(trx: Db, scope: Scope, candidatoId: number): Promise<void> {
    const { rows } = await sql`select 1 from candidato where id = ${candidatoId} and empresa_id = ${scope.empresaId}`.execute(trx);
    if (!rows.length) throw errors.notFound();
  }

  /** Documents of a candidate as the API shows them (no bytes), newest first. */
  private async rows(trx: Db, scope: Scope, candidatoId: number, documentoId?: number): Promise<Data[]> {
    const { columns, joins } = selectList(this.entity, this.engine.registry);
    const one = documentoId ? sql`and t.id = ${documentoId}` : sql``;
    const { rows } = await sql<Data>`select ${sql.join(columns)} from documento_anexo t ${sql.join(joins, sql` `)}
      where t.${sql.id(OWNER_COLUMN)} = ${candidatoId} and t.empresa_id = ${scope.empresaId} ${one}
      order by t.${this.column('data')} desc, t.id desc`.execute(trx);
    return rows;
  }

  private run<T>(scope: Scope, work: (trx: Db) => Promise<T>): Promise<T> {
    return runInScope(scope, () => this.engine.db.transaction().execute(work));
  }

  list(scope: Scope, candidatoId: number): Promise<Data[]> {
    return this.run(scope, async (trx) => {
      await this.candidateOf(trx, scope, candidatoId);
      return this.rows(trx, scope, candidatoId);
    });
  }

  get(scope: Scope, candidatoId: number, documentoId: number, trx?: Db): Promise<Data> {
    const read = async (db: Db) => {
      const [row] = await this.rows(db, scope, candidatoId, documentoId);
      if (!row) throw errors.notFound();
      return row;
    };
    return trx ? read(trx) : this.run(scope, read);
  }

  /**
   * Refuses a file beyond the quota of what the candidate uploaded themselves; the candidate's
   * row is locked first, so uploads sent at once are counted one after the other.
   */
  private async checkQuota(trx: Db, scope: Scope, candidatoId: number, size: number, quota: UploadQuota): Promise<void> {
    await sql`select 1 from candidato where id = ${candidatoId} and empresa_id = ${scope.empresaId} for update`.execute(trx);
    const { rows } = await sql<{ count: number; bytes: number }>`select count(*)::integer as count, coalesce(sum(${this.column('arquivoTamanho')}), 0)::bigint as bytes
      from documento_anexo where ${sql.id(OWNER_COLUMN)} = ${candidatoId} and empresa_id = ${scope.empresaId} and ${this.column('tipo')} = 'E'`.execute(trx);
    const refusal = quotaRefusal({ count: rows[0]!.count, bytes: Number(rows[0]!.bytes) }, size, quota);
    if (refusal) throw errors.validation([{ field: FILE_FIELD, message: refusal }]);
  }

  /** `quota`: the candidate's own uploads are limited in number and total size. */
  async create(scope: Scope, candidatoId: number, tipo: 'C' | 'E', body: Data, file: { name: string; bytes: Buffer } | undefined, quota?: UploadQuota): Promise<Data> {
    const data = this.metadata(body);
    if (!file) throw errors.validation([{ field: FILE_FIELD, message: NO_FILE }]);
    const name = safeFileName(file.name);
    const mime = allowedMime(name, file.bytes);
    if (!mime) throw errors.validation([{ field: FILE_FIELD, message: TYPE_MESSAGE }]);
    // The bytes first, part by part, outside the transaction that makes them a document.
    const envio = await writeParts(this.engine.db, scope, file.bytes);
    try {
      return await this.run(scope, async (trx) => {
        await this.candidateOf(trx, scope, candidatoId);
        if (quota) await this.checkQuota(trx, scope, candidatoId, file.bytes.length, quota);
        const { rows } = await sql<{ id: number }>`insert into documento_anexo (empresa_id, ${sql.id(OWNER_COLUMN)}, ${this.column('descricao')}, ${this.column('data')},
            ${this.column('observacao')}, ${this.column('tipo')}, ${this.column('arquivoNome')}, ${this.column('arquivoTipo')}, ${this.column('arquivoTamanho')})
          values (${scope.empresaId}, ${candidatoId}, ${data.descricao as string}, ${data.data as string}, ${(data.observacao as string) ?? null}, ${tipo},
            ${name}, ${mime}, ${file.bytes.length}) returning id`.execute(trx);
        await attachParts(trx, scope, envio, rows[0]!.id);
        const created = await this.get(scope, candidatoId, rows[0]!.id, trx);
        await writeAudit(trx, scope, this.entity, rows[0]!.id, 'C', null, created);
        return created;
      });
    } catch (error) {
      await dropParts(this.engine.db, scope, envio);
      throw error;
    }
  }

  update(scope: Scope, candidatoId: number, documentoId: number, body: Data): Promise<Data> {
    const data = this.metadata(body);
    return this.run(scope, async (trx) => {
      const before = await this.get(scope, candidatoId, documentoId, trx);
      await sql`update documento_anexo set ${this.column('descricao')} = ${data.descricao as string}, ${this.column('data')} = ${data.data as string},
        ${this.column('observacao')} = ${(data.observacao as string) ?? null}, updated_at = now(), version = version + 1
        where id = ${documentoId} and empresa_id = ${scope.empresaId}`.execute(trx);
      const after = await this.get(scope, candidatoId, documentoId, trx);
      await writeAudit(trx, scope, this.entity, documentoId, 'U', before, after);
      return after;
    });
  }

  remove(scope: Scope, candidatoId: number, documentoId: number): Promise<void> {
    return this.run(scope, async (trx) => {
      const before = await this.get(scope, candidatoId, documentoId, trx);
      await sql`delete from documento_anexo where id = ${documentoId} and empresa_id = ${scope.empresaId}`.execute(trx);
      await writeAudit(trx, scope, this.entity, documentoId, 'D', before, null);
    });
  }

  /** The document's bytes as a stream (those stored whole, before parts, as one chunk). */
  async file(scope: Scope, candidatoId: number, documentoId: number): Promise<{ name: string; mime: string; size: number; content: Readable }> {
    const found = await this.run(scope, async (trx) => {
      const { rows } = await sql<{ name: string; mime: string; size: number; whole: Uint8Array | null }>`select ${this.column('arquivoNome')} as name,
          ${this.column('arquivoTipo')} as mime, ${this.column('arquivoTamanho')} as size, ${this.column('arquivo')} as whole from documento_anexo
        where id = ${documentoId} and ${sql.id(OWNER_COLUMN)} = ${candidatoId} and empresa_id = ${scope.empresaId}`.execute(trx);
      if (!rows[0]) throw errors.notFound();
      return rows[0];
    });
    const content = found.whole ? Readable.from([Buffer.from(found.whole)]) : await partsStream(this.engine.db, scope, documentoId);
    return { name: found.name, mime: found.mime, size: found.size, content };
  }
}

/** The multipart body: its text fields and its one file, refused past the size limit. */
async function readUpload(request: FastifyRequest, maxMb: number): Promise<{ fields: Data; file?: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw errors.validation([{ field: FILE_FIELD, message: NO_FILE }]);
  const fields: Data = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.validation([{ field: FILE_FIELD, message: sizeMessage(maxMb) }]);
    throw error;
  }
  return { fields, file: file && file.bytes.length ? file : undefined };
}

interface Access {
  /** Base path, with `:candidatoId`. */
  base: string;
  tipo: 'C' | 'E';
  /** Limits of a self-service upload: the quota, and uploads per minute of one session. */
  quota?: UploadQuota & { perMinute: number };
  read(request: FastifyRequest): Scope;
  write(request: FastifyRequest): Scope;
}

function registerAccess(app: FastifyInstance, engine: Engine, service: AnexosService, access: Access): void {
  const ids = (request: FastifyRequest) => {
    const params = request.params as { candidatoId?: string; documentoId?: string };
    return { candidatoId: pathId(params.candidatoId), documentoId: params.documentoId === undefined ? 0 : pathId(params.documentoId) };
  };
  const one = `${access.base}/:documentoId`;
  const doc = (summary: string, response?: string, more: Omit<RouteDoc, 'summary' | 'response'> = {}) => ({ config: { openapi: { summary, response, ...more } } });
  const upload = { type: 'object', description: 'O arquivo (campo "arquivo") e os campos do documento (tipo, descrição…)' };
  app.get(access.base, doc('Documentos anexos do candidato', 'DocumentoAnexo[]'), async (request) => service.list(access.read(request), ids(request).candidatoId));
  const rateLimit = access.quota && { max: access.quota.perMinute, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `anexo:${request.session?.usuarioId ?? request.ip}` };
  app.post(access.base, { config: { ...(rateLimit && { rateLimit }), openapi: doc('Anexa um documento', 'DocumentoAnexo', { body: upload, bodyType: 'multipart/form-data', status: 201 }).config.openapi } }, async (request, reply) => {
    const scope = access.write(request);
    const { candidatoId } = ids(request);
    const { fields, file } = await readUpload(request, engine.config.uploadMaxMb);
    return reply.code(201).send(await service.create(scope, candidatoId, access.tipo, fields, file, access.quota));
  });
  app.get(one, doc('Um documento anexo', 'DocumentoAnexo'), async (request) => {
    const { candidatoId, documentoId } = ids(request);
    return service.get(access.read(request), candidatoId, documentoId);
  });
  app.put(one, doc('Altera os dados de um documento anexo', 'DocumentoAnexo', { body: { type: 'object', description: 'Os campos do documento a alterar' } }), async (request) => {
    const { candidatoId, documentoId } = ids(request);
    return service.update(access.write(request), candidatoId, documentoId, (request.body ?? {}) as Data);
  });
  app.delete(one, doc('Remove um documento anexo', undefined, { status: 204 }), async (request, reply) => {
    const { candidatoId, documentoId } = ids(request);
    await service.remove(access.write(request), candidatoId, documentoId);
    return reply.code(204).send();
  });
  app.get(`${one}/download`, doc('O arquivo de um documento anexo', 'arquivo'), async (request, reply: FastifyReply) => {
    const { candidatoId, documentoId } = ids(request);
    const file = await service.file(access.read(request), candidatoId, documentoId);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('content-length', file.size)
      .send(file.content);
  });
}

/** The candidate's own session, for their own record only: another candidate's id is not found. */
export function ownCandidate(request: FastifyRequest): Scope {
  const scope = requireSession(request, 'candidato');
  const candidatoId = pathId((request.params as { candidatoId?: string; id?: string }).candidatoId ?? (request.params as { id?: string }).id);
  if (request.session!.usuarioId !== candidatoId) throw errors.notFound();
  return scope;
}

export function registerAnexos(app: FastifyInstance, engine: Engine): void {
  const service = new AnexosService(engine);
  // Uploads a crash interrupted left parts without a document.
  app.addHook('onReady', () => sweepAbandonedParts(engine.database.owner));
  const candidato = engine.registry.get('candidato');
  registerAccess(app, engine, service, {
    base: `/api/${candidato.resource}/:candidatoId/documentos-anexos`,
    tipo: 'C',
    read: (request) => readScope(request, candidato),
    write: (request) => writeScope(request, candidato),
  });
  const { uploadMaxFiles: maxFiles, uploadMaxTotalMb: maxTotalMb } = engine.config;
  registerAccess(app, engine, service, {
    base: '/api/externo/candidatos/:candidatoId/documentos-anexos',
    tipo: 'E',
    quota: { maxFiles, maxTotalMb, perMinute: UPLOADS_PER_MINUTE },
    read: ownCandidate,
    write: ownCandidate,
  });
}
