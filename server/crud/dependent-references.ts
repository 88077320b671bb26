/**
 * A reference that depends on a sibling (`filterBy` hint: the city of the chosen state) must be
 * one of the options the form offers: its record passes the target's declared filter with the
 * sibling's value. Checked in SQL, one statement per such field; a sibling not set checks nothing.
 * A reference limited to fixed values of the target's filters (`filterWith`: the models of
 * evaluation of requests) is checked the same way. The refusal says the field's
 * `filterByMessage` when it has one.
 */
import { sql } from 'kysely';
import type { FieldUi, JsonSchema } from '../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import { propertyAt, valueAtPath } from '../../engine/table/stored-fields';
import { fieldHints } from '../../engine/validation/config-conditions';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { referenceId } from '../../engine/table/reference-id';


export async function checkDependentReferences(trx: Db, registry: Registry, entity: RegisteredEntity, data: Record<string, unknown>): Promise<void> {
  const problems: { field: string; message: string }[] = [];
  for (const path of Object.keys(entity.form?.fields ?? {})) {
    const { filterBy = {}, filterWith = {}, filterByMessage } = fieldHints<FieldUi>(entity.form?.fields, path);
    const schema = propertyAt(entity, path);
    if (!(Object.keys(filterBy).length + Object.keys(filterWith).length) || typeof schema?.['x-reference'] !== 'string') continue;
    const value = valueAtPath(data, path);
    const ids = (Array.isArray(value) ? value : [value]).map(referenceId).filter((v): v is number => v !== undefined);
    if (!ids.length) continue;
    const target = registry.get(schema['x-reference']);
    const parent = path.split('.').slice(0, -1);
    /** Whether every chosen record has this value in the column of the target's filter. */
    const allMatch = async (parameter: string, expected: unknown) => {
      const filter = target.filters?.find((f) => f.name === parameter);
      if (expected === undefined || !filter) return true;
      const column = columnOf(target, filter.field ?? filter.name);
      const { rows } = await sql<{ matching: number }>`select count(*)::integer as matching from ${sql.id(target.table)}
        where id = any(${ids}::integer[]) and ${sql.id(column)} = ${expected}`.execute(trx);
      return rows[0]!.matching === new Set(ids).size;
    };
    for (const [parameter, value] of Object.entries(filterWith)) {
      if (!(await allMatch(parameter, value))) problems.push({ field: path, message: filterByMessage ?? 'A opção escolhida não é permitida neste campo.' });
    }
    for (const [parameter, sibling] of Object.entries(filterBy)) {
      const siblingPath = [...parent, sibling].join('.');
      if (await allMatch(parameter, referenceId(valueAtPath(data, siblingPath)))) continue;
      const title = (propertyAt(entity, siblingPath) as JsonSchema | undefined)?.title ?? sibling;
      problems.push({ field: path, message: filterByMessage ?? `A opção escolhida não corresponde ao campo ${String(title)}.` });
    }
  }
  if (problems.length) throw errors.validation(problems);
}
