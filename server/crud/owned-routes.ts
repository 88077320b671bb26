/**
 * The routes of an owned entity (`owner` declarations) under its owner's record,
 * `/api/<owner resource>/:<owner>Id/<resource>`: list, create, read, update and delete as its
 * `operations` say, and `/:id/download` for its file field (`x-file`, sent as multipart) — all
 * through the entity service (hooks, version, audit, company scope). The owner's authorities
 * decide who calls them; a module mounts the same routes elsewhere with its own access (the
 * candidate's own documents, in the portal).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileFieldOf } from '../../engine/file/file-field';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { componentOf, type RouteDoc } from '../openapi';
import { contentDisposition } from '../reports/service';
import { readScope, writeScope } from './request-scope';
import { recordId } from './path-id';
import type { EntityRecord, WriteExtras } from './service';
import { readUpload, storedFile, withUpload, type Upload } from './uploads';

export interface OwnedAccess {
  /** The collection's path, the owner's id as `:<owner>Id`: `/api/candidatos/:candidatoId/documentos-anexos`. */
  base: string;
  read(request: FastifyRequest): Scope;
  write(request: FastifyRequest): Scope;
  /** Read-only values of the records created here (the portal's origin, "E"). */
  created?: Record<string, unknown>;
  /** Inside a write's transaction, before the record is written (on create, the owner's row locked): a quota. */
  before?(trx: Db, scope: Scope, ownerId: number, data: Record<string, unknown>, recordId?: number): Promise<void>;
  /** Records one session may create per minute (a self-service upload). */
  createsPerMinute?: number;
}

/** The owner's generic path of an owned entity's records. */
export function ownedBase(engine: Engine, entity: RegisteredEntity): string {
  const owner = engine.registry.get(entity.owner!);
  return `/api/${owner.resource}/:${owner.name}Id/${entity.resource}`;
}

/** The routes under the owner, with the owner's authorities (called by the generic CRUD). */
export function registerOwnedCrud(app: FastifyInstance, engine: Engine, entity: RegisteredEntity): void {
  const owner = engine.registry.get(entity.owner!);
  if (entity.allOwners) {
    // Across the company's owners, each row with its owner (`$dono`), paged and filtered in SQL.
    app.get(`/api/${owner.resource}/${entity.resource}`, { config: { openapi: { summary: `Lista ${entity.labelPlural} de todos os registros de ${owner.labelPlural}` } } }, async (request) =>
      engine.entities.list(entity, readScope(request, owner), request.query));
  }
  registerOwnedRoutes(app, engine, entity, {
    base: ownedBase(engine, entity),
    read: (request) => readScope(request, owner),
    write: (request) => writeScope(request, owner),
  });
}

export function registerOwnedRoutes(app: FastifyInstance, engine: Engine, entity: RegisteredEntity, access: OwnedAccess): void {
  const { entities } = engine;
  const file = fileFieldOf(entity);
  const maxMb = file?.maxMb ?? engine.config.uploadMaxMb;
  const ownerParam = `${entity.owner}Id`;
  const one = `${access.base}/:id`;
  const can = (operation: RegisteredEntity['operations'][number]) => entity.operations.includes(operation);
  const name = componentOf(entity);
  const doc = (summary: string, response?: string, more: Omit<RouteDoc, 'summary' | 'response'> = {}) => ({ openapi: { summary, response, ...more } });
  const input: Omit<RouteDoc, 'summary' | 'response'> = file
    ? { body: { type: 'object', description: `O arquivo (campo "${file.property}") e os campos de ${entity.label}` }, bodyType: 'multipart/form-data' }
    : { body: `${name}Entrada` };

  const ownerOf = (request: FastifyRequest) => recordId(request, ownerParam);
  /** The route's part of a write (owner, check) with the stored file's (facts, parts). */
  const extras = (scope: Scope, ownerId: number, stored: WriteExtras, created?: Record<string, unknown>): WriteExtras => ({
    ...stored,
    ownerId,
    values: { ...created, ...stored.values },
    ...(access.before && { before: (trx: Db, data: Record<string, unknown>, id?: number) => access.before!(trx, scope, ownerId, data, id) }),
  });
  /** The body, and the file of a multipart one. */
  const received = async (request: FastifyRequest): Promise<{ body: Record<string, unknown>; upload?: Upload }> =>
    file && request.isMultipart() ? readUpload(request, entity, file, maxMb) : { body: (request.body ?? {}) as Record<string, unknown> };
  /** The write, around the file's storage when one is sent (always on create: a record without its file is refused). */
  const withFile = (scope: Scope, upload: Upload | undefined, always: boolean, write: (stored: WriteExtras) => Promise<EntityRecord>) =>
    file && (upload || always) ? withUpload(engine.db, scope, entity, file, upload, write) : write({});
  /** The owner's record of the session's company, owning the record named. */
  const owned = async (request: FastifyRequest, scope: Scope) => {
    const ownerId = ownerOf(request);
    await entities.requireOwner(entity, scope, ownerId, recordId(request));
    return ownerId;
  };

  if (can('list')) {
    // All of the owner's records unless a page is asked, filtered and sorted in SQL.
    app.get(access.base, { config: doc(`Lista ${entity.labelPlural}`, `${name}[]`) }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const paged = query.page !== undefined || query.size !== undefined;
      const page = await entities.list(entity, access.read(request), { unpaged: !paged, ...query }, ownerOf(request));
      return Array.isArray(page) ? page : page.content;
    });
  }
  if (can('create')) {
    const rateLimit = access.createsPerMinute && {
      max: access.createsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `${entity.name}:${request.session?.usuarioId ?? request.ip}`,
    };
    app.post(access.base, { config: { ...(rateLimit && { rateLimit }), ...doc(`Inclui ${entity.label}`, name, { ...input, status: 201 }) } }, async (request, reply) => {
      const scope = access.write(request);
      const ownerId = ownerOf(request);
      const { body, upload } = await received(request);
      const created = await withFile(scope, upload, true, (stored) => entities.create(entity, scope, body, extras(scope, ownerId, stored, access.created)));
      return reply.code(201).send(created);
    });
  }
  if (can('read')) {
    app.get(one, { config: doc(`Lê ${entity.label}`, name) }, async (request) => {
      const scope = access.read(request);
      await owned(request, scope);
      return entities.get(entity, scope, recordId(request));
    });
    if (file) {
      app.get(`${one}/download`, { config: doc(`Baixa o arquivo de ${entity.label}`, 'arquivo') }, async (request, reply) => {
        const scope = access.read(request);
        await owned(request, scope);
        const stored = await storedFile(engine.db, scope, entity, file, recordId(request));
        return reply
          .header('content-type', stored.mime)
          .header('content-disposition', contentDisposition(stored.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .header('content-length', stored.size)
          .send(stored.content);
      });
    }
  }
  if (can('update')) {
    // The record's fields whole (those not sent are emptied); its version is checked when sent.
    app.put(one, { config: doc(`Altera ${entity.label}`, name, input) }, async (request) => {
      const scope = access.write(request);
      const ownerId = await owned(request, scope);
      const { body, upload } = await received(request);
      const current = await entities.get(entity, scope, recordId(request));
      const whole = { id: current.id, version: current.version, ...body };
      return withFile(scope, upload, false, (stored) => entities.replace(entity, scope, current.id, whole, extras(scope, ownerId, stored)));
    });
    app.patch(one, { config: doc(`Altera campos de ${entity.label}`, name, { body: { type: 'object', description: 'Só os campos a alterar; version, se enviada, é conferida.' } }) }, async (request) => {
      const scope = access.write(request);
      const ownerId = await owned(request, scope);
      return entities.patch(entity, scope, recordId(request), request.body, extras(scope, ownerId, {}));
    });
  }
  if (can('delete')) {
    app.delete(one, { config: doc(`Remove ${entity.label}`, undefined, { status: 204 }) }, async (request, reply) => {
      await entities.remove(entity, access.write(request), recordId(request), ownerOf(request));
      return reply.code(204).send();
    });
  }
}
