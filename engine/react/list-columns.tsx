/**
 * The columns of an entity's list, from `entity.list.columns`: header from the declared label
 * or the property's title, cells written the way the property's widget shows it.
 */
import { routeFields } from '../actions';
import type { EntityMeta } from '../api-types';
import type { FieldUi, ListColumn } from '../declaration';
import { fieldHints } from '../validation/config-conditions';
import { schemaAt } from '../validation/messages';
import { SYSTEM_PROPERTIES } from '../table/system-properties';
import { displayValue } from '../widgets/display-value';
import type { ResolveReference } from './entities-context';
import { ReferenceNames } from './ReferenceNames';
import type { DataTableColumn } from './shell-kit';

export type Row = Record<string, unknown>;

/** The value at a dotted path: `estado.nome` reaches into a reference's summary. */
export function valueAt(row: Row, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Row)[part] : undefined;
  return value;
}

/**
 * The properties the list asks for (`campos`, a partial view read in SQL): its columns, the summary
 * (named in questions and titles), what its actions' refusals read to offer a button and what their routes name.
 */
export function listFields(entity: EntityMeta): string[] {
  const top = (path: string) => path.split('.')[0]!;
  const columns = entity.list.columns.map((declared) => top(typeof declared === 'string' ? declared : declared.field));
  const refusals = (entity.actions ?? []).flatMap((action) => (action.refusals ?? []).flatMap((refusal) => Object.keys(refusal.when).map(top)));
  const routes = (entity.actions ?? []).flatMap((action) => (action.open ? routeFields(action.open) : []));
  return [...new Set([...columns, entity.summary, ...refusals, ...routes])].filter((property) => !(property in SYSTEM_PROPERTIES));
}

export function listColumns(entity: EntityMeta, resolve: ResolveReference): DataTableColumn<Row>[] {
  const sortable = new Set(entity.list.sortable ?? []);
  return entity.list.columns.map((declared) => {
    const column: ListColumn = typeof declared === 'string' ? { field: declared } : declared;
    const schema = schemaAt(entity.schema, column.field) ?? SYSTEM_PROPERTIES[column.field];
    const hints = fieldHints<FieldUi>(entity.form?.fields, column.field);
    const reference = typeof schema?.['x-reference'] === 'string' ? resolve(schema['x-reference']) : undefined;
    const title = typeof schema?.title === 'string' ? schema.title : column.field;
    return {
      id: column.field,
      header: column.label ?? title,
      width: column.width,
      sortable: sortable.has(column.field),
      cell: (row: Row) => {
        const value = valueAt(row, column.field);
        // A list of references comes as ids: named from the referenced entity's options.
        if (reference && Array.isArray(value) && value.some((item) => typeof item !== 'object')) return <ReferenceNames ids={value} target={reference} />;
        return displayValue(schema, hints, value, reference?.summary);
      },
    };
  });
}
