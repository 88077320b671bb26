/**
 * Several records of a large register picked through its own list (`"widget": "recordPicker"`
 * on a list of references): the chosen ones as tags, and "Pesquisar" opening a dialog with the
 * target's declared filters (name, CPF, city, áreas de interesse…) and a paged table where
 * several rows are ticked at once.
 */
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { EntityMeta } from '../../../engine/api-types';
import { filterSchema } from '../../../engine/filters';
import { useList } from '../../../engine/react/data-hooks';
import { useEntities, useResolveReference } from '../../../engine/react/entities-context';
import { FilterPanel } from '../../../engine/react/FilterPanel';
import { listColumns, listFields, type Row } from '../../../engine/react/list-columns';
import { useShellKit } from '../../../engine/react/shell-kit';

const PAGE_SIZE = 10;
type Labels = ReadonlyMap<number, string>;

export function RecordPickerWidget({ id, value, schema, disabled, readonly, onChange }: WidgetProps): React.JSX.Element {
  const target = useEntities().find((e) => e.name === schema['x-reference']);
  const [labels, setLabels] = useState<Labels>(new Map());
  const [picking, setPicking] = useState(false);
  const selected = Array.isArray(value) ? (value as number[]) : [];
  const emit = (next: number[]) => onChange(next.length ? next : undefined);
  const add = (picked: Labels) => {
    setLabels(new Map([...labels, ...picked]));
    emit([...new Set([...selected, ...picked.keys()])]);
    setPicking(false);
  };
  return (
    <div id={id} className="rh-record-picker">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 4 }}>
        {selected.map((chosen) => (
          <Tag key={chosen} onRemove={disabled || readonly ? undefined : () => emit(selected.filter((v) => v !== chosen))}>
            {labels.get(chosen) ?? `#${chosen}`}
          </Tag>
        ))}
      </div>
      {target && <Button icon="search" text="Pesquisar" disabled={disabled || readonly} onClick={() => setPicking(true)} />}
      {picking && target && <PickerDialog entity={target} chosen={selected} onPick={add} onClose={() => setPicking(false)} />}
    </div>
  );
}

interface PickerDialogProps {
  entity: EntityMeta;
  chosen: readonly number[];
  onPick: (picked: Labels) => void;
  onClose: () => void;
}

function PickerDialog({ entity, chosen, onPick, onClose }: PickerDialogProps): React.JSX.Element {
  const { Pager } = useShellKit();
  const resolve = useResolveReference();
  const filters = useMemo(() => filterSchema(entity), [entity]);
  const columns = useMemo(() => listColumns(entity, resolve), [entity, resolve]);
  const [query, setQuery] = useState<{ page: number; filters: Record<string, unknown> }>({ page: 0, filters: {} });
  const params = useMemo(() => ({ page: query.page, size: PAGE_SIZE, sort: entity.list.defaultSort, filters: query.filters, fields: listFields(entity) }), [query, entity]);
  const list = useList<Row>(entity.resource, params);
  const [marked, setMarked] = useState<Labels>(new Map());
  const toggle = (row: Row) => {
    const rowId = row.id as number;
    const next = new Map(marked);
    if (next.has(rowId)) next.delete(rowId);
    else next.set(rowId, String(row[entity.summary] ?? rowId));
    setMarked(next);
  };
  const rows = list.data?.content ?? [];
  return (
    <Dialog isOpen title={`Pesquisar ${entity.labelPlural}`} onClose={onClose} style={{ width: 'min(960px, 96vw)' }}>
      {/* The filter form sits in the React tree of the dialog's own form: its submit is its own. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <DialogBody>
          <FilterPanel entity={entity} schema={filters} values={query.filters} idPrefix="seletor" defaultOpen onApply={(values) => setQuery({ page: 0, filters: values })} />
          <HTMLTable compact striped className="rh-record-picker-table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th aria-label="Selecionar" />
                {columns.map((column) => <th key={column.id}>{column.header}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const rowId = row.id as number;
                const already = chosen.includes(rowId);
                return (
                  <tr key={rowId}>
                    <td>
                      <Checkbox
                        aria-label={`Selecionar ${String(row[entity.summary] ?? rowId)}`}
                        checked={already || marked.has(rowId)}
                        disabled={already}
                        onChange={() => toggle(row)}
                        style={{ margin: 0 }}
                      />
                    </td>
                    {columns.map((column) => <td key={column.id}>{column.cell(row)}</td>)}
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          <Pager page={query.page} pageSize={PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={(page) => setQuery({ ...query, page })} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Voltar" onClick={onClose} />
              <Button intent={Intent.PRIMARY} icon="add" text={`Adicionar selecionados (${marked.size})`} disabled={!marked.size} onClick={() => onPick(marked)} />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
