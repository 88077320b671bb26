/**
 * An owned child list inside its parent's form (spec §2.8, §4): a table with edit and remove
 * actions, the add button, and the add/edit dialog — one component for every child
 * declaration (`x-children`), its texts from the child's `subList`. Add appends, edit replaces
 * in place, remove asks "Tem certeza que deseja remover?"; each shows its toast (spec §8).
 * With `emptiedBy` it also shows that boolean sibling's checkbox: ticking it while there are
 * items asks "Atenção" and clears them; no adding while it is ticked.
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
  const rows = useMemo(() => items.map((item, index) => ({ ...item, __index: index })), [items]);

  const remove = async (index: number) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    setItems(items.filter((_, i) => i !== index));
    toast.success(sub.messages.removed);
  };
  const save = (item: Item) => {
    if (editing?.index === undefined) {
      setItems([...items, item]);
      toast.success(sub.messages.created);
    } else {
      setItems(items.map((current, i) => (i === editing.index ? item : current)));
      toast.success(sub.messages.updated);
    }
    setEditing(undefined);
  };
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
        actions={
          locked
            ? undefined
            : (row) => [
                { label: 'Editar', icon: 'edit', onClick: () => setEditing({ index: row.__index, item: items[row.__index]! }) },
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
          onClick={() => setEditing({ item: {} })}
        />
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
