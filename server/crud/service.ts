/**
 * The generic service of a declared entity: list, read, create, update, delete, always
 * inside the session's company, each write in one transaction with its hooks and audit row.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql, type Compilable } from 'kysely';
import type { OptionItem, Page } from '../../engine/api-types';
import { OWNER_COLUMN, columnOf, sharedSwitchOf, uniqueIndexName } from '../../engine/table/derive';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import { runInScope, type Scope } from '../db/tenant-context';
import { AppError, errors } from '../errors';
import { matchesCondition } from '../../engine/actions';
import { grammarOfTitle } from '../../engine/validation/grammar';
import type { HookRegistry } from './hooks';
import { MAX_UNPAGED, parseListParams } from './list-params';
import { listStatements, orderClause, readStatement, whereClause } from './select';
import { resolvedSchema, validateBody, withoutReadOnly } from './validators';
import { copyReferencedValues } from './copied-values';
import { mergePatch, requireWholeRecord } from './partial-update';
import { writeAudit } from './audit';
import { companyConfig } from './company-config';
import { hashSecrets } from './secrets';
import { columnValues, writeChildren, writeJoins } from './record-writes';
import { isReferenceList, valueAtPath, withValueAt } from '../../engine/table/stored-fields';
import { checkReferences } from './references';
import { uniqueRefusal } from './unique';
import { checkFixedFields } from './fixed-fields';
import { cascadingReferences } from './cascade';
import { usagesOf } from './in-use';
import { deleteSelected, insertMany, insertSelected, updateMany, type BulkChange, type BulkRecord } from './bulk-writes';

export type EntityRecord = Record<string, unknown> & { id: number; version: number };

/** A record a delete removed, for its `afterCommit` hooks. */
interface Removed {
  entity: RegisteredEntity;
  id: number;
  previous: EntityRecord;
}

/**
 * What a route adds to a write beyond its body: the owner's record it is written under
 * (`owner` declarations: it must be the company's and, on update, own the record), the
 * server's read-only values (a stored file's facts, the portal's origin), and steps inside
 * the write's transaction.
 */
export interface WriteExtras {
  ownerId?: number;
  values?: Record<string, unknown>;
  /** Before the record is written (the owner's row locked on create): a check that may refuse it, a quota. */
  before?(trx: Db, data: Record<string, unknown>, recordId?: number): Promise<void>;
  /** Once the record is written: a file's parts attached to it. */
  after?(trx: Db, recordId: number): Promise<void>;
}

const id = (...names: string[]) => sql.id(...names);

/** The refusals of a reference the database kept (not a module's own "em uso"): the delete names what refers to the record. */
const referencedByRows = new WeakSet<AppError>();

/** Translates database constraint failures into the catalogue's messages, or the entity's own (`unique`). */
function databaseError(entity: RegisteredEntity, error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23503') {
    const refused = errors.inUse();
    referencedByRows.add(refused);
    throw refused;
  }
  if (code !== '23505') throw error;
  const rule = entity.unique?.find((r) => uniqueIndexName(entity, r) === constraint);
  throw rule ? uniqueRefusal(rule) : errors.duplicate();
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

  /** `ownerId`: the records under that owner's record only (`owner` declarations); `db`: a transaction's, to see its writes. */
  async list(entity: RegisteredEntity, scope: Scope, query: unknown, ownerId?: number, db: Db = this.db): Promise<Page<EntityRecord> | OptionItem[]> {
    const parsed = parseListParams(entity, query);
    // Dropdowns offer what a reference may point at: the company's own records only.
    const params = { ...parsed, ownerId, shared: parsed.resumido ? undefined : sharedSwitchOf(entity, this.registry), readable: await this.hooks.readableIds(entity, scope, db) };
    return runInScope(scope, async () => {
      if (ownerId !== undefined) await this.requireOwner(entity, scope, ownerId, undefined, db);
      const where = whereClause(entity, scope, params);
      const order = orderClause(entity, params.sort);
      if (params.resumido) {
        const summary = id('t', columnOf(entity, entity.summary));
        const limit = params.unpaged ? MAX_UNPAGED : params.size;
        const offset = params.unpaged ? 0 : params.page * params.size;
        const { rows } = await sql<OptionItem>`select t.id, ${summary} as ${id(entity.summary)}
          from ${id(entity.table)} t ${where} ${order} limit ${limit} offset ${offset}`.execute(db);
        return rows;
      }
      const limit = params.unpaged ? MAX_UNPAGED : params.size;
      const offset = params.unpaged ? 0 : params.page * params.size;
      const statements = listStatements(entity, this.registry, scope, params, limit, offset);
      const { rows } = await statements.page.execute(db);
      const total = rows[0]?.__total ?? (offset > 0 ? ((await statements.count.execute(db)).rows[0]?.count ?? 0) : 0);
      return {
        content: rows.map(({ __total: _total, ...record }) => record as EntityRecord),
        pageable: { paged: !params.unpaged, offset },
        size: params.unpaged ? rows.length : params.size,
        totalElements: total,
      };
    });
  }

  /**
   * Reads one record of the session's company (404 for any other); `shared`: also of another
   * company while the entity's `sharedWhen` switch is on (its page, never a write's check).
   */
  async get(entity: RegisteredEntity, scope: Scope, recordId: number, db: Db = this.db, shared = false): Promise<EntityRecord> {
    const readable = await this.hooks.readableIds(entity, scope, db);
    if (readable && !readable.includes(recordId)) throw errors.notFound();
    return runInScope(scope, async () => {
      const { rows } = await readStatement(entity, this.registry, scope, recordId, shared ? sharedSwitchOf(entity, this.registry) : undefined).execute(db);
      if (!rows[0]) throw errors.notFound();
      return rows[0] as EntityRecord;
    });
  }

  /** The ids of every record the company holds of a register (a whole register copied elsewhere), oldest first. */
  async idsOf(entity: RegisteredEntity, scope: Scope, db: Db = this.db): Promise<number[]> {
    return runInScope(scope, async () => {
      const { rows } = await sql<{ id: number }>`select id from ${sql.id(entity.table)} where empresa_id = ${scope.empresaId} order by id`.execute(db);
      return rows.map((row) => row.id);
    });
  }

  /**
   * The owner's record (`owner` declarations) must be the company's and, given `recordId`, own
   * that record: 404 otherwise. `lock` holds the owner's row until the transaction ends, so
   * writes under one owner run one after the other (a quota counts them right).
   */
  async requireOwner(entity: RegisteredEntity, scope: Scope, ownerId: number, recordId?: number, db: Db = this.db, lock = false): Promise<void> {
    const owner = this.registry.get(entity.owner!);
    const owned = recordId === undefined ? sql`` : sql`and exists (select 1 from ${id(entity.table)} t where t.id = ${recordId} and t.${id(OWNER_COLUMN)} = o.id ${this.tenantCondition(entity, scope)})`;
    const company = owner.scope === 'empresa' ? sql`and o.empresa_id = ${scope.empresaId}` : sql``;
    const { rows } = await runInScope(scope, () => sql`select 1 from ${id(owner.table)} o where o.id = ${ownerId} ${company} ${owned} ${lock ? sql`for update` : sql``}`.execute(db));
    if (!rows.length) throw errors.notFound();
  }

  /** The owner's record must be in the state its records need (`subList.ownerWhen`): 409 otherwise. */
  private async requireOwnerTakes(entity: RegisteredEntity, scope: Scope, ownerId: number, trx: Db): Promise<void> {
    const when = entity.subList?.ownerWhen;
    if (!when) return;
    const owner = this.registry.get(entity.owner!);
    if (!matchesCondition(await this.get(owner, scope, ownerId, trx), when)) {
      throw new AppError(409, 'OWNER_REFUSES', `${entity.labelPlural} não se aplicam a ${grammarOfTitle(owner.label).feminine ? 'esta' : 'este'} ${owner.label.toLowerCase()}.`);
    }
  }

  async create(entity: RegisteredEntity, scope: Scope, body: unknown, extras: WriteExtras = {}): Promise<EntityRecord> {
    return (await this.createAll(entity, scope, [body], extras))[0]!;
  }

  /** Several records in one transaction: all are written or none (a candidate linked to several requests). */
  async createAll(entity: RegisteredEntity, scope: Scope, bodies: unknown[], extras: WriteExtras = {}): Promise<EntityRecord[]> {
    // A singleton's one record is made by the engine on first read (singleton-routes.ts), never by a POST.
    if (!entity.operations.includes('create') && !entity.singleton) throw errors.notFound();
    const config = await companyConfig(this.db, this.registry, entity, scope.empresaId);
    const records: Record<string, unknown>[] = [];
    for (const body of bodies) {
      const data = await hashSecrets(entity, validateBody(entity, body, config));
      if (data.id !== undefined || data.version !== undefined) {
        throw errors.validation([{ field: data.id !== undefined ? 'id' : 'version', message: 'Propriedade não permitida' }]);
      }
      records.push({ ...data, ...extras.values });
    }
    const created = await this.write(entity, scope, async (trx) => {
      if (extras.ownerId !== undefined) {
        await this.requireOwner(entity, scope, extras.ownerId, undefined, trx, true);
        await this.requireOwnerTakes(entity, scope, extras.ownerId, trx);
      }
      const written: EntityRecord[] = [];
      for (const data of records) {
        await extras.before?.(trx, data);
        const record = await this.insertIn(trx, entity, scope, data, extras.ownerId);
        await extras.after?.(trx, record.id);
        written.push(record);
      }
      return written;
    });
    for (const current of created) await this.hooks.run('afterCommit', { trx: this.db, scope, entity, action: 'create', id: current.id, current });
    return created;
  }

  /**
   * Writes a record inside `trx` with its references checked, joins, children, audit and hooks.
   * Module code uses it for a record the server makes from data it validated itself (a scored
   * evaluation): read-only values given are stored, and the declared operations do not apply.
   * `ownerId`: the owner's record it is written under (`owner` declarations).
   */
  async insertIn(trx: Db, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>, ownerId?: number): Promise<EntityRecord> {
    await this.copyReferenced(trx, entity, scope, data);
    await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'create', data, ownerId });
    await checkReferences(trx, this.registry, entity, scope, data);
    const values = columnValues(entity, data);
    if (entity.scope === 'empresa') values.push([id('empresa_id'), sql`${scope.empresaId}`]);
    if (ownerId !== undefined) values.push([id(OWNER_COLUMN), sql`${ownerId}`]);
    const inserted = await sql<{ id: number }>`insert into ${id(entity.table)} (${sql.join(values.map(([c]) => c))})
      values (${sql.join(values.map(([, v]) => v))}) returning id`.execute(trx);
    const recordId = inserted.rows[0]!.id;
    await writeJoins(trx, entity, recordId, data);
    await writeChildren(trx, this.registry, entity, scope, recordId, data);
    const current = await this.get(entity, scope, recordId, trx);
    await writeAudit(trx, scope, entity, recordId, 'C', null, current);
    await this.hooks.run('afterWrite', { trx, scope, entity, action: 'create', id: recordId, data, current, ownerId });
    return current;
  }

  /** Many records at once inside `trx`, without hooks (bulk-writes.ts): their ids, in order. */
  insertManyIn(trx: Db, entity: RegisteredEntity, scope: Scope, records: readonly BulkRecord[]): Promise<number[]> {
    return insertMany(trx, entity, scope, records);
  }

  /** Records made by one INSERT … SELECT of the company's own rows inside `trx`, without hooks, audited (bulk-writes.ts): how many. */
  insertSelectedIn(trx: Db, entity: RegisteredEntity, scope: Scope, properties: readonly string[], rows: Compilable): Promise<number> {
    return insertSelected(trx, entity, scope, properties, rows);
  }

  /** The records a scoped query of ids selects, removed at once inside `trx`, without hooks, audited (bulk-writes.ts): how many. */
  deleteSelectedIn(trx: Db, entity: RegisteredEntity, scope: Scope, properties: readonly string[], ids: Compilable): Promise<number> {
    return deleteSelected(trx, entity, scope, properties, ids);
  }

  /** The same properties of many records changed at once inside `trx`, without hooks, audited (bulk-writes.ts). */
  changeManyIn(trx: Db, entity: RegisteredEntity, scope: Scope, changes: readonly BulkChange[]): Promise<void> {
    return updateMany(trx, entity, scope, changes);
  }

  /** PUT: the whole record, with the version read and every list it owns (partial-update.ts). */
  replace(entity: RegisteredEntity, scope: Scope, recordId: number, body: unknown, extras: WriteExtras = {}): Promise<EntityRecord> {
    return this.update(entity, scope, recordId, body, true, extras);
  }

  /** PATCH: the properties sent over the current record; the version is checked when sent. */
  async patch(entity: RegisteredEntity, scope: Scope, recordId: number, body: unknown, extras: WriteExtras = {}): Promise<EntityRecord> {
    if (!entity.operations.includes('update')) throw errors.notFound();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.badRequest('Corpo da requisição inválido.');
    const current = await this.get(entity, scope, recordId);
    return this.update(entity, scope, recordId, { ...mergePatch(current, body as Record<string, unknown>), id: recordId }, false, extras);
  }

  /**
   * Writes a record; the body names the version it was read at (409 when another write came
   * first) and, `whole`, carries every list the record owns.
   */
  async update(entity: RegisteredEntity, scope: Scope, recordId: number, body: unknown, whole = false, extras: WriteExtras = {}): Promise<EntityRecord> {
    if (!entity.operations.includes('update')) throw errors.notFound();
    const config = await companyConfig(this.db, this.registry, entity, scope.empresaId);
    const validated = await hashSecrets(entity, validateBody(entity, body, config));
    if (validated.id === undefined) throw errors.noId();
    if (validated.id !== recordId) throw errors.idMismatch();
    // Defaults of read-only properties are for a new record; on update they keep their value.
    const data = { ...withoutReadOnly(entity, validated), ...extras.values };
    let previous: EntityRecord | undefined;
    const current = await this.write(entity, scope, async (trx) => {
      if (extras.ownerId !== undefined) {
        await this.requireOwner(entity, scope, extras.ownerId, recordId, trx);
        await this.requireOwnerTakes(entity, scope, extras.ownerId, trx);
      }
      previous = await this.get(entity, scope, recordId, trx);
      requireWholeRecord(entity, this.registry, resolvedSchema(entity, config), validated, whole);
      if (data.version !== previous.version) throw errors.staleVersion();
      checkFixedFields(entity, previous, data);
      await this.copyReferenced(trx, entity, scope, data);
      await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous, ownerId: extras.ownerId });
      await checkReferences(trx, this.registry, entity, scope, data, previous);
      await extras.before?.(trx, data, recordId);
      // The body's columns (read-only ones kept), then the server's read-only values.
      const pairs = [...columnValues(entity, data, true), ...columnValues(entity, extras.values ?? {})];
      const assignments = pairs.map(([column, value]) => sql`${column} = ${value}`);
      const updated = await sql`update ${id(entity.table)} t set ${sql.join(assignments)}, version = t.version + 1, updated_at = now()
        where t.id = ${recordId} and t.version = ${previous.version} ${this.tenantCondition(entity, scope)}`.execute(trx);
      if (Number(updated.numAffectedRows ?? 0) !== 1) throw errors.staleVersion();
      await extras.after?.(trx, recordId);
      await writeJoins(trx, entity, recordId, data, true);
      await writeChildren(trx, this.registry, entity, scope, recordId, data, true);
      const current = await this.get(entity, scope, recordId, trx);
      await writeAudit(trx, scope, entity, recordId, 'U', previous, current);
      await this.hooks.run('afterWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous, current, ownerId: extras.ownerId });
      return current;
    });
    await this.hooks.run('afterCommit', { trx: this.db, scope, entity, action: 'update', id: recordId, data, previous, current });
    return current;
  }

  /** The body's `x-copyOf` values from the records they copy; the record is validated again with them when they differ from what was sent. */
  private async copyReferenced(trx: Db, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>): Promise<void> {
    if (await copyReferencedValues(entity, this.registry, data, (target, id) => this.get(target, scope, id, trx, true))) validateBody(entity, data);
  }

  /** `changeIn` in a transaction of its own, then the `afterCommit` hooks. */
  async change(entity: RegisteredEntity, scope: Scope, recordId: number, changes: Record<string, unknown>, version?: number): Promise<EntityRecord> {
    let previous: EntityRecord | undefined;
    const current = await this.write(entity, scope, async (trx) => {
      previous = await this.get(entity, scope, recordId, trx);
      return this.changeIn(trx, entity, scope, recordId, changes, version);
    });
    if (current !== previous) await this.hooks.run('afterCommit', { trx: this.db, scope, entity, action: 'update', id: recordId, previous, current });
    return current;
  }

  /**
   * Changes properties of a record as the server decides (module behaviour: a hire fills a
   * vacancy, a password is set, a company's settings are saved), inside `trx`: version, audit
   * row and hooks like any write, without the form's rules — the values are the server's,
   * read-only ones included. `version`, when given, must be the record's (409 otherwise).
   * Values equal to the record's change nothing. As with `insertIn`, `afterCommit` is the caller's.
   */
  async changeIn(trx: Db, entity: RegisteredEntity, scope: Scope, recordId: number, changes: Record<string, unknown>, version?: number): Promise<EntityRecord> {
    const previous = await this.get(entity, scope, recordId, trx);
    if (version !== undefined && version !== previous.version) throw errors.staleVersion();
    if (Object.entries(changes).every(([name, value]) => isDeepStrictEqual(valueAtPath(previous, name) ?? null, value ?? null))) return previous;
    const data = Object.entries(changes).reduce<Record<string, unknown>>((record, [name, value]) => withValueAt(record, name, value), structuredClone(previous));
    await copyReferencedValues(entity, this.registry, data, (target, id) => this.get(target, scope, id, trx, true));
    await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous });
    // Every stored column from the record as read, changed and as the hooks left it: what was not changed is written as it was.
    const assignments = columnValues(entity, data, true, true).map(([column, value]) => sql`${column} = ${value}`);
    const updated = await sql`update ${id(entity.table)} t set ${sql.join(assignments)}, version = t.version + 1, updated_at = now()
      where t.id = ${recordId} and t.version = ${previous.version} ${this.tenantCondition(entity, scope)}`.execute(trx);
    if (Number(updated.numAffectedRows ?? 0) !== 1) throw errors.staleVersion();
    // Lists of references live in their join tables: rewritten when a change names one.
    if (Object.keys(changes).some((name) => isReferenceList(entity.properties[name]))) await writeJoins(trx, entity, recordId, data, true);
    // Owned child lists too (a faixa's history that a salary review extends), rewritten whole.
    if (childrenOf(entity, this.registry).some(({ property }) => property in changes)) await writeChildren(trx, this.registry, entity, scope, recordId, data, true);
    const current = await this.get(entity, scope, recordId, trx);
    await writeAudit(trx, scope, entity, recordId, 'U', previous, current);
    await this.hooks.run('afterWrite', { trx, scope, entity, action: 'update', id: recordId, data, previous, current });
    return current;
  }

  /** `ownerId`: the owner's record it must be under (`owner` declarations). */
  async remove(entity: RegisteredEntity, scope: Scope, recordId: number, ownerId?: number): Promise<void> {
    if (!entity.operations.includes('delete')) throw errors.notFound();
    const removed: Removed[] = [];
    await this.write(entity, scope, async (trx) => {
      if (ownerId !== undefined) await this.requireOwner(entity, scope, ownerId, recordId, trx);
      await this.removeIn(trx, entity, scope, recordId, removed, ownerId);
    }).catch(async (error: unknown) => {
      if (!(error instanceof AppError && referencedByRows.has(error))) throw error;
      // Counted after the refused transaction, which can no longer be read from.
      const usages = await runInScope(scope, () => usagesOf(this.db, this.registry, entity, scope, recordId));
      throw errors.inUse(usages.map((u) => `${u.labelPlural} (${u.count})`));
    });
    for (const record of removed) await this.hooks.run('afterCommit', { trx: this.db, scope, entity: record.entity, action: 'delete', id: record.id, previous: record.previous });
  }

  /**
   * Removes a record inside `trx`, with audit and hooks (module code, like `insertIn`), and first
   * the records whose references to it cascade (`"x-onDelete": "cascade"`), each the same way;
   * `removed` gathers them all, this one last, for the caller's `afterCommit`.
   */
  async removeIn(trx: Db, entity: RegisteredEntity, scope: Scope, recordId: number, removed: Removed[] = [], ownerId?: number): Promise<EntityRecord> {
    const previous = await this.get(entity, scope, recordId, trx);
    await this.hooks.run('beforeWrite', { trx, scope, entity, action: 'delete', id: recordId, previous, ownerId });
    for (const { referencing, column } of cascadingReferences(this.registry, entity)) {
      // A record pointing at itself is this one, removed below.
      const self = referencing === entity ? sql`and t.id <> ${recordId}` : sql``;
      const { rows } = await sql<{ id: number }>`select t.id from ${id(referencing.table)} t
        where t.${id(column)} = ${recordId} ${self} ${this.tenantCondition(referencing, scope)}`.execute(trx);
      for (const row of rows) await this.removeIn(trx, referencing, scope, row.id, removed);
    }
    await sql`delete from ${id(entity.table)} t where t.id = ${recordId} ${this.tenantCondition(entity, scope)}`.execute(trx);
    await writeAudit(trx, scope, entity, recordId, 'D', previous, null);
    await this.hooks.run('afterWrite', { trx, scope, entity, action: 'delete', id: recordId, previous, ownerId });
    removed.push({ entity, id: recordId, previous });
    return previous;
  }

  private write<T>(entity: RegisteredEntity, scope: Scope, work: (trx: Db) => Promise<T>): Promise<T> {
    return runInScope(scope, () => this.db.transaction().execute(work).catch((error) => databaseError(entity, error)));
  }
}
