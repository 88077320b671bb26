/**
 * A singleton entity (`"singleton": true`): one record per company (per installation when its
 * scope is global: the system parameters), a settings table rather than a list — `GET /api/<resource>` answers it (created from the schema's defaults on first
 * read) and `PATCH /api/<resource>` changes the properties sent, validated as a whole by the
 * generic service (same rules, audit, version check when a `version` is sent).
 */
import { componentOf } from '../openapi';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Engine } from '../engine';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { runInScope } from '../db/tenant-context';
import { readScope, writeScope } from './request-scope';
import type { EntityRecord } from './service';

/** The company's saved record of a singleton entity, if any (read inside `db`, a transaction or the pool). */
export async function savedSingleton(engine: Engine, entity: RegisteredEntity, scope: Scope, db: Db = engine.db): Promise<EntityRecord | undefined> {
  const { rows } = await runInScope(scope, () =>
    sql<{ id: number }>`select id from ${sql.id(entity.table)} ${entity.scope === 'empresa' ? sql`where empresa_id = ${scope.empresaId}` : sql``} order by id limit 1`.execute(db),
  );
  return rows[0] ? engine.entities.get(entity, scope, rows[0].id, db) : undefined;
}

/** The company's record of a singleton entity, made with the declared defaults when there is none. */
export async function singletonRecord(engine: Engine, entity: RegisteredEntity, scope: Scope): Promise<EntityRecord> {
  return (await savedSingleton(engine, entity, scope)) ?? engine.entities.create(entity, scope, {});
}

export function registerSingletonRoutes(app: FastifyInstance, engine: Engine, entity: RegisteredEntity): void {
  const base = `/api/${entity.resource}`;
  const response = componentOf(entity);
  app.get(base, { config: { openapi: { summary: `${entity.label} da empresa`, response } } }, async (request) => singletonRecord(engine, entity, readScope(request, entity)));
  app.patch(base, { config: { openapi: { summary: `Altera campos de ${entity.label}`, body: { type: 'object', description: 'Só as propriedades a alterar.' }, response } } }, async (request) => {
    const scope = writeScope(request, entity);
    return engine.entities.patch(entity, scope, (await singletonRecord(engine, entity, scope)).id, request.body);
  });
}
