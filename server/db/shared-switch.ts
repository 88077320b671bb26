/**
 * An entity's `sharedWhen` switch read in SQL: the value in the installation's one row, off
 * while the row does not exist yet. The same expression filters the lists and, as a
 * row-level-security policy for select, lets the rows of other companies through.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SharedSwitch } from '../../engine/table/derive';

export function sharedSwitchSql({ table, column }: SharedSwitch): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select p.${sql.id(column)} from ${sql.id(table)} p order by p.id limit 1), false)`;
}
