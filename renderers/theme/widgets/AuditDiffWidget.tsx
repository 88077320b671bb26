/**
 * What a change did, read from the audit log's copies of the record: one row per field whose
 * value changed, with the field's title in its own entity and each value as its screen shows
 * it. The copy before is the sibling `antes`; the entity, the sibling `entidade`.
 */
import { HTMLTable } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEntities, useResolveReference } from '../../../engine/react/entities-context';
import { useFormValue } from '../../../engine/react/form-values';
import { schemaAt } from '../../../engine/validation/messages';
import type { JsonSchema } from '../../../engine/declaration';
import { isServerOwned } from '../../../engine/table/system-properties';
import { displayValue } from '../../../engine/widgets/display-value';


type Flat = Map<string, unknown>;

/** A record as `campo` → value, a group's fields as `grupo.campo` (a reference `{id, nome}` stays whole). */
function flatten(record: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return into;
  for (const [key, value] of Object.entries(record as Record<string, unknown>)) {
    if (!prefix && isServerOwned(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const group = value && typeof value === 'object' && !Array.isArray(value) && !('id' in value);
    if (group) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between the two copies, in the order they come. */
export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  const [a, b] = [flatten(before), flatten(after)];
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  return fields.filter((field) => !same(a.get(field), b.get(field))).map((field) => ({ field, before: a.get(field), after: b.get(field) }));
}

export function AuditDiffWidget({ id, value }: WidgetProps): React.JSX.Element {
  const before = useFormValue(['antes']);
  const entityName = useFormValue(['entidade']);
  const entity = useEntities().find((e) => e.name === entityName);
  const resolve = useResolveReference();
  const changes = changesBetween(before, value);
  const show = (field: string, v: unknown) => {
    const schema = entity ? (schemaAt(entity.schema, field) as JsonSchema | undefined) : undefined;
    const target = typeof schema?.['x-reference'] === 'string' ? resolve(schema['x-reference']) : undefined;
    const text = displayValue(schema, {}, v, target?.summary);
    return text || (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  };
  const titleOf = (field: string) => {
    const schema = entity ? schemaAt(entity.schema, field) : undefined;
    return typeof schema?.title === 'string' ? schema.title : field;
  };
  if (!changes.length) return <p id={id}>Nenhum campo mudou.</p>;
  return (
    <HTMLTable id={id} compact striped className="rh-audit-diff">
      <thead>
        <tr>
          <th>Campo</th>
          <th>Antes</th>
          <th>Depois</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <td>{titleOf(change.field)}</td>
            <td>{show(change.field, change.before)}</td>
            <td>{show(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
