/**
 * A reference that depends on a sibling (`filterBy` hint: the city of the chosen state) must be
 * one of the options the form offers: its record passes the target's declared filter with the
 * sibling's value — through the target's own list conditions (server/crud/select.ts), so a
 * filter made of several fields (`match`) means the same here. Checked in SQL, one statement
 * per such field; a sibling not set checks nothing.
 * A reference limited to fixed values of the target's filters (`filterWith`: the models of
 * evaluation of requests) is checked the same way. The refusal says the field's
 * `filterByMessage` when it has one.
 */
import { sql } from 'kysely';
import type { FieldUi, JsonSchema } from '../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { propertyAt, valueAtPath } from '../../engine/table/stored-fields';
import { fieldHints } from '../../engine/validation/config-conditions';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { whereClause } from './select';
import { errors } from '../errors';
import { referenceId } from '../../engine/table/reference-id';


const idsAt = (record: Record<string, unknown> | undefined, path: string): number[] => {
  const value = record === undefined ? undefined : valueAtPath(record, path);
  return (Array.isArray(value) ? value : [value]).map(referenceId).filter((v): v is number => v !== undefined);
};

/** `previous`: the record before an update, whose choices `filterWith` lets stay (an ad's request, closed since). */
export async function checkDependentReferences(trx: Db, registry: Registry, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>, previous?: Record<string, unknown>): Promise<void> {
  const problems: { field: string; message: string }[] = [];
  for (const path of Object.keys(entity.form?.fields ?? {})) {
    const { filterBy = {}, filterWith = {}, filterByMessage } = fieldHints<FieldUi>(entity.form?.fields, path);
    const schema = propertyAt(entity, path);
    if (!(Object.keys(filterBy).length + Object.keys(filterWith).length) || typeof schema?.['x-reference'] !== 'string') continue;
    const ids = idsAt(data, path);
    if (!ids.length) continue;
    const target = registry.get(schema['x-reference']);
    const parent = path.split('.').slice(0, -1);
    /** Whether every one of these records is among the target's list with these filter values. */
    const allListed = async (chosen: number[], values: Record<string, unknown>) => {
      const filters = new Map((target.filters ?? []).filter((f) => values[f.name] !== undefined).map((f) => [f, values[f.name]] as const));
      if (!chosen.length || !filters.size) return true;
      const { rows } = await sql<{ listed: number }>`select count(*)::integer as listed from (select t.id from ${sql.id(target.table)} t ${whereClause(target, scope, { filters, search: undefined })}) listed
        where listed.id = any(${chosen}::integer[])`.execute(trx);
      return rows[0]!.listed === new Set(chosen).size;
    };
    const before = new Set(idsAt(previous, path));
    if (!(await allListed(ids.filter((i) => !before.has(i)), filterWith))) problems.push({ field: path, message: filterByMessage ?? 'A opção escolhida não é permitida neste campo.' });
    for (const [parameter, sibling] of Object.entries(filterBy)) {
      const siblingPath = [...parent, sibling].join('.');
      if (await allListed(ids, { [parameter]: referenceId(valueAtPath(data, siblingPath)) })) continue;
      const title = (propertyAt(entity, siblingPath) as JsonSchema | undefined)?.title ?? sibling;
      problems.push({ field: path, message: filterByMessage ?? `A opção escolhida não corresponde ao campo ${String(title)}.` });
    }
  }
  if (problems.length) throw errors.validation(problems);
}
