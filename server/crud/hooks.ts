/**
 * Behaviour beyond CRUD hooks into the generic service by entity name: modules register
 * what runs before and after a write, inside the same transaction, and what runs once it
 * committed (`afterCommit`: mail, copies outside the database — never for a write rolled back).
 */
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

export interface HookContext {
  trx: Db;
  scope: Scope;
  entity: RegisteredEntity;
  action: 'create' | 'update' | 'delete';
  /** Record id (after the insert, on create). */
  id?: number;
  /** The owner's record it is written under (`owner` declarations written through their routes). */
  ownerId?: number;
  /** The validated body (create, update); hooks may adjust it before the write. */
  data?: Record<string, unknown>;
  /** The record as it was (update, delete). */
  previous?: Record<string, unknown>;
  /** The record as it is now (after create and update). */
  current?: Record<string, unknown>;
}

/** A declared action about to change a record (`actions` of the declaration). */
export interface ActionHookContext {
  trx: Db;
  scope: Scope;
  entity: RegisteredEntity;
  action: string;
  id: number;
  /** The dialog's validated body. */
  body: Record<string, unknown>;
  /** The record before the action. */
  previous: Record<string, unknown>;
  /** What the action will write (its `set`); a hook may add to it or throw to refuse. */
  changes: Record<string, unknown>;
}

export interface EntityHooks {
  /**
   * The records of a global entity this session may see, by id (undefined: all): the companies a
   * user reaches (spec §6). Lists, dropdowns and reads by id keep to them. `db` is the caller's
   * (a transaction's): on the embedded database a second connection would wait for it forever.
   */
  readableIds?(scope: Scope, db: Db): Promise<number[] | undefined>;
  beforeWrite?(context: HookContext): Promise<void> | void;
  afterWrite?(context: HookContext): Promise<void> | void;
  /** After the service's own transaction committed (`trx` is then the pool); not for module code's `insertIn`/`removeIn`. */
  afterCommit?(context: HookContext): Promise<void> | void;
  /** Runs inside the action's transaction, after its refusals were checked. */
  onAction?(context: ActionHookContext): Promise<void> | void;
  /** After the action's transaction committed (`trx` is then the pool): notices, never for an action rolled back. */
  afterActionCommit?(context: ActionHookContext): Promise<void> | void;
}

export class HookRegistry {
  private readonly hooks = new Map<string, EntityHooks[]>();

  register(entity: string, hooks: EntityHooks): void {
    this.hooks.set(entity, [...(this.hooks.get(entity) ?? []), hooks]);
  }

  async run(stage: 'beforeWrite' | 'afterWrite' | 'afterCommit', context: HookContext): Promise<void> {
    for (const hooks of this.hooks.get(context.entity.name) ?? []) await hooks[stage]?.(context);
  }

  /** The ids every `readableIds` hook of the entity allows (undefined: no hook restricts it). */
  async readableIds(entity: RegisteredEntity, scope: Scope, db: Db): Promise<number[] | undefined> {
    let allowed: number[] | undefined;
    for (const hooks of this.hooks.get(entity.name) ?? []) {
      const ids = await hooks.readableIds?.(scope, db);
      if (ids) allowed = allowed ? allowed.filter((id) => ids.includes(id)) : ids;
    }
    return allowed;
  }

  async runAction(context: ActionHookContext): Promise<void> {
    for (const hooks of this.hooks.get(context.entity.name) ?? []) await hooks.onAction?.(context);
  }

  async runActionCommitted(context: ActionHookContext): Promise<void> {
    for (const hooks of this.hooks.get(context.entity.name) ?? []) await hooks.afterActionCommit?.(context);
  }
}
