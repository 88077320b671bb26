/**
 * What the recruitment reports over the selection share, as SQL over
 * `candidato_solicitacao cs` (the candidate in a request): the period (the date the candidate
 * entered the request, or of the step entry), the chosen requests, and codes as their titles.
 */
import { sql, type RawBuilder } from 'kysely';
import type { JsonSchema } from '../../../engine/declaration';
import type { Registry } from '../../../engine/registry/registry';

/** `column` shown as the title of its code, from the property's closed list (`oneOf`). */
export function codeTitleSql(registry: Registry, entity: string, property: string, column: RawBuilder<unknown>): RawBuilder<string> {
  const options = (registry.get(entity).properties[property]?.oneOf ?? []) as JsonSchema[];
  const whens = options.map((o) => sql`when ${column} = ${String(o.const)} then ${String(o.title)}::text`);
  return sql<string>`case ${sql.join(whens, sql` `)} else ${column}::text end`;
}
