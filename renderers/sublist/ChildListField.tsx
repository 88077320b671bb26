/**
 * An owned child list inside its parent's form (spec §2.8, §4): a table with edit and remove
 * actions, the add button, and the add/edit dialog — one component for every child
 * declaration (`x-children`), its texts from the child's `subList`. Add appends, edit replaces
 * in place, remove asks "Tem certeza que deseja remover?"; each shows its toast (spec §8).
 * With `emptiedBy` it also shows that boolean sibling's checkbox: ticking it while there are
 * items asks "Atenção" and clears them; no adding while it is ticked. With `ordered`, the
 * items keep the order of their number: dragged, moved up and down, placed by the number typed.
 */
import { Button, Checkbox, Colors, FormGroup, Intent } from '@blueprintjs/core';
import type { FieldProps } from '@rjsf/utils';
import { memo, useCallback, useContext, useMemo, useState } from 'react';
import type { EntityMeta } from '../../engine/api-types';
import type { JsonSchema } from '../../engine/declaration';
import { useEntities, useResolveReference } from '../../engine/react/entities-context';
import { FormValuesContext, useFormValue, useWatchedValues } from '../../engine/react/form-values';
import { OWNER_FIELD, itemRules, ownerInputs } from '../../engine/owner-fields';
import { listColumns, valueAt, type Row } from '../../engine/react/list-columns';
import { confirm } from '../shell/confirm';
import { toast } from '../shell/toaster';
import { DataTable } from '../theme/components/DataTable';
import { ChildItemDialog } from './ChildItemDialog';
import { inOrder, moved, movedTo, nextNumber, placed, shuffled } from '../../engine/widgets/ordered-list';

export const REMOVE_QUESTION = 'Tem certeza que deseja remover?';
export const EMPTIED_BY_WARNING = 'Ao marcar esta opção, as experiências informadas serão removidas. Deseja continuar?';

type Item = Record<string, unknown>;

function ChildListFieldView(props: FieldProps): React.JSX.Element {
  const { schema, formData, onChange, fieldPathId, uiSchema, registry, rawErrors, required, readonly, disabled } = props;
  const childName = schema['x-children'] as string;
  const child = useEntities().find((entity) => entity.name === childName);
  if (!child?.subList) return <div className="rh-unknown-widget">Lista {childName} sem declaração</div>;
  return (
    <ChildList
      child={child}
      schema={schema as JsonSchema}
      items={Array.isArray(formData) ? (formData as Item[]) : []}
      path={fieldPathId.path}
      rootSchema={registry.rootSchema as JsonSchema}
      holds={(condition, data) => registry.schemaUtils.getValidator().isValid(condition, data, registry.rootSchema)}
      emptiedBy={uiSchema?.['ui:options']?.emptiedBy as string | undefined}
      error={rawErrors?.find(Boolean)}
      required={required}
      locked={Boolean(readonly || disabled)}
      onChange={onChange}
    />
  );
}

interface ChildListProps {
  child: EntityMeta;
  schema: JsonSchema;
  items: Item[];
  path: FieldProps['fieldPathId']['path'];
  rootSchema: JsonSchema;
  /** Whether the owner's data satisfies a condition of its schema. */
  holds(condition: JsonSchema, data: unknown): boolean;
  emptiedBy?: string;
  error?: string;
  required?: boolean;
  locked: boolean;
  onChange: FieldProps['onChange'];
}

function ChildList({ child, schema, items, path, rootSchema, holds, emptiedBy, error, required, locked, onChange }: ChildListProps) {
  const resolve = useResolveReference();
  const sub = child.subList!;
  const [editing, setEditing] = useState<{ index?: number; item: Item }>();
  const togglePath = useMemo(() => (emptiedBy ? [...path.slice(0, -1), emptiedBy] : undefined), [path, emptiedBy]);
  const emptied = useFormValue(togglePath) === true;
  // The owner's values its fields' `visibleWhen` read (`../campo`), as the dialog sees them; unset is the default.
  const ownerNames = useMemo(() => ownerInputs(child.form ?? {}), [child.form]);
  const ownerValues = useWatchedValues(ownerNames, useContext(FormValuesContext));
  const owner = useMemo(() => {
    const properties = (rootSchema.properties ?? {}) as Record<string, JsonSchema>;
    const valueOf = (name: string) => ownerValues?.[name] ?? properties[name]?.default ?? (properties[name]?.type === 'boolean' ? false : undefined);
    return Object.fromEntries(ownerNames.map((name) => [`${OWNER_FIELD}${name}`, valueOf(name)]));
  }, [ownerNames, ownerValues, rootSchema]);
  // The owner's rules requiring fields of these items, while they hold (read only when there are some).
  const rules = useMemo(() => itemRules(rootSchema, String(path[path.length - 1])), [rootSchema, path]);
  const ownerData = useFormValue(rules.length ? path.slice(0, -1) : undefined);
  const itemSchema = useMemo(() => {
    const own = schema.items as JsonSchema;
    const also = rules.filter((rule) => holds(rule.if, ownerData)).flatMap((rule) => rule.required);
    return also.length ? { ...own, required: [...new Set([...((own.required as string[] | undefined) ?? []), ...also])] } : own;
  }, [schema.items, rules, holds, ownerData]);
  const toggleTitle = emptiedBy ? String(((rootSchema.properties as Record<string, JsonSchema>)[emptiedBy]?.title as string) ?? emptiedBy) : '';

  const setItems = useCallback((next: Item[]) => onChange(next, path), [onChange, path]);
  const order = sub.ordered?.field;
  // Shown in their number's order; kept so once anything is saved.
  const shown = useMemo(() => (order ? inOrder(items, order) : items), [items, order]);
  const columns = useMemo(
    () =>
      listColumns(child, resolve).map((column) => {
        const fallback = sub.fallback?.[column.id];
        const empty = sub.emptyText?.[column.id];
        if (!fallback && !empty) return column;
        const cell = (row: Row) => {
          if (valueAt(row, column.id)) return column.cell(row);
          const other = fallback ? valueAt(row, fallback) : undefined;
          return other ? String(other) : (empty ?? '');
        };
        return { ...column, cell };
      }),
    [child, resolve, sub.fallback, sub.emptyText],
  );
  const rows = useMemo(() => shown.map((item, index) => ({ ...item, __index: index })), [shown]);

  const remove = async (index: number) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    const rest = shown.filter((_, i) => i !== index);
    setItems(order ? inOrder(rest, order) : rest);
    toast.success(sub.messages.removed);
  };
  const save = (item: Item) => {
    if (order) setItems(placed(shown, item, editing?.index, order));
    else if (editing?.index === undefined) setItems([...items, item]);
    else setItems(items.map((current, i) => (i === editing.index ? item : current)));
    toast.success(editing?.index === undefined ? sub.messages.created : sub.messages.updated);
    setEditing(undefined);
  };
  const reordering = (row: { __index: number }) =>
    order
      ? [
          { label: 'Mover para cima', icon: 'arrow-up' as const, disabled: row.__index === 0, onClick: () => setItems(moved(shown, row.__index, -1, order)) },
          { label: 'Mover para baixo', icon: 'arrow-down' as const, disabled: row.__index === shown.length - 1, onClick: () => setItems(moved(shown, row.__index, 1, order)) },
        ]
      : [];
  const toggle = async (checked: boolean) => {
    if (checked && items.length) {
      if (!(await confirm({ header: 'Atenção', message: EMPTIED_BY_WARNING }))) return;
      setItems([]);
    }
    onChange(checked, togglePath!);
  };

  return (
    <FormGroup
      label={String(schema.title ?? '')}
      labelInfo={required ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? '\u00a0'}
      className="rh-child-list"
    >
      {emptiedBy && <Checkbox label={toggleTitle} checked={emptied} disabled={locked} onChange={(e) => void toggle(e.currentTarget.checked)} />}
      <DataTable<Row & { __index: number }>
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.__index)}
        {...(order && !locked && { onMoveRow: (from: number, to: number) => setItems(movedTo(shown, from, to, order)) })}
        actions={
          locked
            ? undefined
            : (row) => [
                ...reordering(row),
                { label: 'Editar', icon: 'edit', onClick: () => setEditing({ index: row.__index, item: shown[row.__index]! }) },
                { label: 'Remover', icon: 'trash', intent: Intent.DANGER, onClick: () => void remove(row.__index) },
              ]
        }
      />
      {!locked && (
        <Button
          icon="add"
          text={sub.addLabel}
          disabled={emptied}
          style={{ marginTop: 8, color: emptied ? Colors.GRAY3 : undefined }}
          onClick={() => setEditing({ item: order ? { [order]: nextNumber(shown) } : {} })}
        />
      )}
      {!locked && sub.ordered?.shuffle && shown.length > 1 && (
        <Button icon="random" text="Ordem aleatória" style={{ marginTop: 8, marginLeft: 8 }} onClick={() => setItems(shuffled(shown, order!))} />
      )}
      {editing && (
        <ChildItemDialog
          child={child}
          schema={itemSchema}
          item={editing.item}
          owner={owner}
          editing={editing.index !== undefined}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
    </FormGroup>
  );
}

export const ChildListField = memo(ChildListFieldView);
