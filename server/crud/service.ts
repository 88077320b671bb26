/**
 * The generic service of a declared entity: list, read, create, update, delete, always
 * inside the session's company, each write in one transaction with its hooks and audit row.
 */
import { sql } from 'kysely';
import type { OptionItem, Page } from '../../engine/api-types';
import type { JsonSchema } from '../../engine/declaration';
import { OWNER_COLUMN, POSITION_COLUMN, columnOf, columnType, joinTableName } from '../../engine/table/derive';
import { isReferenceList, storedFields, valueAtPath } from '../../engine/table/stored-fields';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import { runInScope, type Scope } from '../db/tenant-context';
import { errors } from '../errors';
import type { HookRegistry } from './hooks';
import { MAX_UNPAGED, parseListParams } from './list-params';
import { listStatements, orderClause, readStatement, whereClause } from './select';
import { validateBody, withoutReadOnly } from './validators';
import { writeAudit } from './audit';
import { companyConfig } from './company-config';
import { hashSecrets } from './secrets';

export type EntityRecord = Record<string, unknown> & { id: number; version: number };

const id = (...names: string[]) => sql.id(...names);

/** Translates database constraint failures into the catalogue's messages. */
function databaseError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23503') throw errors.inUse();
  if (code === '23505') throw errors.duplicate();
  throw error;
}

/** The SQL value of a scalar property (absent or null: null; a reference: its id). */
export function columnValue(schema: JsonSchema, value: unknown): ReturnType<typeof sql> {
  if (value === undefined || value === null) return sql`null`;
  if (typeof schema['x-reference'] === 'string') return sql`${(value as { id: number }).id}`;
  if (columnType(schema) === 'jsonb') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value}`;
}

export class EntityService {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    private readonly hooks: HookRegistry,
  ) {}

  private tenantCondition(entity: RegisteredEntity, scope: Scope) {
    return entity.scope === 'empresa' ? sql`and t.empresa_id = ${scope.empresaId}` : sql``;
  }

  async list(entity: RegisteredEntity, scope: Scope, query: unknown): Promise<Page<EntityRecord> | OptionItem[]> {
    const params = parseListParams(entity, query);
    return runInScope(scope, async () => {
      const where = whereClause(entity, scope, params);
      const order = orderClause(entity, params.sort);
      if (params.resumido) {
        const summary = id('t', columnOf(entity, entity.summary));
        const limit = params.unpaged ? MAX_UNPAGED : params.size;
        const offset = params.unpaged ? 0 : params.page * params.size;
        const { rows } = await sql<OptionItem>`select t.id, ${summary} as ${id(entity.summary)}
          from ${id(entity.table)} t ${where} ${order} limit ${limit} offset ${offset}`.execute(this.db);
        return rows;
      }
      const limit = params.unpaged ? MAX_UNPAGED : params.size;
      const offset = params.unpaged ? 0 : params.page * params.size;
      const statements = listStatements(entity, this.registry, scope, params, limit, offset);
      const { rows } = await statements.page.execute(this.db);
      const total = rows[0]?.__total ?? (offset > 0 ? ((await statements.count.execute(this.db)).rows[0]?.count ?? 0) : 0);
      return {
        content: rows.map(({ __total: _total, ...record }) => record as EntityRecord),
        pageable: { paged: !params.unpaged, offset },
        size: params.unpaged ? rows.length : params.size,
        totalElements: total,
      };
    });
  }

  /** Reads one record of the session's company (404 for any other). */
  async get(entity: RegisteredEntity, scope: Scope, recordId: number, db: Db = this.db): Promise<EntityRecord> {
    return runInScope(scope, async () => {
      const { rows } = await readStatement(entity, this.registry, scope, recordId).execute(db);
      if (!rows[0]) throw errors.notFound();
      return rows[0] as EntityRecord;
    });
  }

  async create(entity: RegisteredEntity, scope: Scope, body: unknown): Promise<EntityRecord> {
    return (await this.createAll(entity, scope, [body]))[0]!;
  }

  /** Several records in one transaction: all are written or none (a candidate linked to several requests). */
  async createAll(entity: RegisteredEntity, scope: Scope, bodies: unknown[]): Promise<EntityRecord[]> {
    if (!entity.operations.includes('create')) throw errors.notFound();
    const config = await companyConfig(this.db, this.registry, entity, scope.empresaId);
    const records: Record<string, unknown>[] = [];
    for (const body of bodies) {
      const data = await hashSecrets(entity, validateBody(entity, body, config));
      if (data.id !== undefined || data.version !== undefined) {
        throw errors.validation([{ field: data.id !== undefined ? 'id' : 'version', message: 'Propriedade não permitida' }]);
      }
      records.push(data);
    }
    return this.write(scope, async (trx) => {
      const created: EntityRecord[] = [];
      for (const data of records) created.push(await this.insert(trx, entity, scope, data));
      return created;
    });
  }

  private async insert(trx: Db, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>): Promise<EntityRecord> {
    await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'create', data });
    await this.checkReferences(trx, entity, scope, data);
    const values = this.columnValues(entity, data);
    if (entity.scope === 'empresa') values.push([id('empresa_id'), sql`${scope.empresaId}`]);
    const inserted = await sql<{ id: number }>`insert into ${id(entity.table)} (${sql.join(values.map(([c]) => c))})
      values (${sql.join(values.map(([, v]) => v))}) returning id`.execute(trx);
    const recordId = inserted.rows[0]!.id;
    await this.writeJoins(trx, entity, recordId, data);
    await this.writeChildren(trx, entity, scope, recordId, data);
    const current = await this.get(entity, scope, recordId, trx);
    await writeAudit(trx, scope, entity, recordId, 'C', null, current);
    await this.hooks.run('afterWrite', { trx, scope, entity, action: 'create', id: recordId, data, current });
    return current;
  }

  async update(entity: RegisteredEntity, scope: Scope, recordId: number, body: unknown): Promise<EntityRecord> {
    if (!entity.operations.includes('update')) throw errors.notFound();
    const validated = await hashSecrets(entity, validateBody(entity, body, await companyConfig(this.db, this.registry, entity, scope.empresaId)));
    if (validated.id === undefined) throw errors.noId();
    if (validated.id !== recordId) throw errors.idMismatch();
    // Defaults of read-only properties are for a new record; on update they keep their value.
    const data = withoutReadOnly(entity, validated);
    return this.write(scope, async (trx) => {
      const previous = await this.get(entity, scope, recordId, trx);
      if (data.version !== undefined && data.version !== previous.version) throw errors.staleVersion();
      await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous });
      await this.checkReferences(trx, entity, scope, data);
      const assignments = this.columnValues(entity, data, true).map(([column, value]) => sql`${column} = ${value}`);
      const updated = await sql`update ${id(entity.table)} t set ${sql.join(assignments)}, version = t.version + 1, updated_at = now()
        where t.id = ${recordId} and t.version = ${previous.version} ${this.tenantCondition(entity, scope)}`.execute(trx);
      if (Number(updated.numAffectedRows ?? 0) !== 1) throw errors.staleVersion();
      await this.writeJoins(trx, entity, recordId, data, true);
      await this.writeChildren(trx, entity, scope, recordId, data, true);
      const current = await this.get(entity, scope, recordId, trx);
      await writeAudit(trx, scope, entity, recordId, 'U', previous, current);
      await this.hooks.run('afterWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous, current });
      return current;
    });
  }

  async remove(entity: RegisteredEntity, scope: Scope, recordId: number): Promise<void> {
    if (!entity.operations.includes('delete')) throw errors.notFound();
    await this.write(scope, async (trx) => {
      const previous = await this.get(entity, scope, recordId, trx);
      await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'delete', id: recordId, previous });
      await sql`delete from ${id(entity.table)} t where t.id = ${recordId} ${this.tenantCondition(entity, scope)}`.execute(trx);
      await writeAudit(trx, scope, entity, recordId, 'D', previous, null);
      await this.hooks.run('afterWrite', { trx, scope, entity, action: 'delete', id: recordId, previous });
    });
  }

  private write<T>(scope: Scope, work: (trx: Db) => Promise<T>): Promise<T> {
    return runInScope(scope, () => this.db.transaction().execute(work).catch(databaseError));
  }

  /** Column/value pairs of the stored fields; on update, absent ones become null. */
  private columnValues(entity: RegisteredEntity, data: Record<string, unknown>, all = false) {
    const pairs: [ReturnType<typeof id>, ReturnType<typeof sql>][] = [];
    for (const field of storedFields(entity)) {
      const value = valueAtPath(data, field.path);
      // Read-only values are the server's: stored on create (their default), kept on update (actions change them).
      if (all && field.schema.readOnly === true) continue;
      // A write-only value (a password hash, a photo) is not read back, so absent means "keep it".
      if (value === undefined && (!all || field.schema.writeOnly === true)) continue;
      pairs.push([id(field.column), columnValue(field.schema, value)]);
    }
    return pairs;
  }

  private async writeJoins(trx: Db, entity: RegisteredEntity, recordId: number, data: Record<string, unknown>, replace = false) {
    for (const [property, schema] of Object.entries(entity.properties)) {
      if (!isReferenceList(schema)) continue;
      const table = id(joinTableName(entity.table, property));
      if (replace) await sql`delete from ${table} where owner_id = ${recordId}`.execute(trx);
      // A list filled row by row may end in an empty row (`null`): nothing to store for it.
      const ids = [...new Set(((data[property] as (number | null)[] | undefined) ?? []).filter((v) => v !== null))];
      if (!ids.length) continue;
      await sql`insert into ${table} (owner_id, target_id, position)
        select ${recordId}, target_id, ordinality::integer from unnest(${ids}::integer[]) with ordinality as u(target_id, ordinality)`.execute(trx);
    }
  }

  /** Owned child lists are replaced whole: one delete and one multi-row insert per list. */
  private async writeChildren(trx: Db, entity: RegisteredEntity, scope: Scope, recordId: number, data: Record<string, unknown>, replace = false) {
    for (const { property, child } of childrenOf(entity, this.registry)) {
      const table = id(child.table);
      if (replace) await sql`delete from ${table} where ${id(OWNER_COLUMN)} = ${recordId}`.execute(trx);
      const items = (data[property] as Record<string, unknown>[] | undefined) ?? [];
      if (!items.length) continue;
      const rows = items.map((item, position) => {
        const values = this.columnValues(child, item, true);
        values.push([id(OWNER_COLUMN), sql`${recordId}`], [id(POSITION_COLUMN), sql`${position}`]);
        if (child.scope === 'empresa') values.push([id('empresa_id'), sql`${scope.empresaId}`]);
        return values;
      });
      await sql`insert into ${table} (${sql.join(rows[0]!.map(([c]) => c))})
        values ${sql.join(rows.map((values) => sql`(${sql.join(values.map(([, v]) => v))})`))}`.execute(trx);
    }
  }

  /**
   * Every referenced record must exist and, when it belongs to companies, to this one —
   * in the record, its groups and its child lists, with one query per target entity.
   */
  private async checkReferences(trx: Db, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>) {
    const wanted: { field: string; target: string; ids: number[] }[] = [];
    const collect = (owner: RegisteredEntity, record: Record<string, unknown>, prefix: string) => {
      for (const [property, schema] of Object.entries(owner.properties)) {
        if (isReferenceList(schema) && Array.isArray(record[property])) {
          // A list may hold empty places (the substituted talents' last one).
          const ids = (record[property] as (number | null)[]).filter((v): v is number => v !== null);
          wanted.push({ field: prefix + property, target: schema['x-reference'] as string, ids });
        }
      }
      for (const field of storedFields(owner)) {
        const value = valueAtPath(record, field.path) as { id: number } | undefined;
        if (field.reference && value !== undefined) wanted.push({ field: prefix + field.path, target: field.reference, ids: [value.id] });
      }
    };
    collect(entity, data, '');
    for (const { property, child } of childrenOf(entity, this.registry)) {
      ((data[property] as Record<string, unknown>[] | undefined) ?? []).forEach((item, index) => collect(child, item, `${property}.${index}.`));
    }
    const problems: { field: string; message: string }[] = [];
    for (const target of new Set(wanted.map((w) => w.target))) {
      const entityOf = this.registry.get(target);
      const ids = [...new Set(wanted.filter((w) => w.target === target).flatMap((w) => w.ids))];
      if (!ids.length) continue;
      const tenant = entityOf.scope === 'empresa' ? sql`and empresa_id = ${scope.empresaId}` : sql``;
      const { rows } = await sql<{ id: number }>`select id from ${id(entityOf.table)} where id = any(${ids}::integer[]) ${tenant}`.execute(trx);
      const found = new Set(rows.map((r) => r.id));
      for (const w of wanted) {
        if (w.target === target && w.ids.some((i) => !found.has(i))) problems.push({ field: w.field, message: 'Registro não encontrado' });
      }
    }
    if (problems.length) throw errors.validation(problems);
  }
}
