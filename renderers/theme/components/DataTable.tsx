/**
 * A Blueprint HTML table driven by TanStack Table: columns with their own cell text, one
 * sortable column at a time (sorting happens on the server), row actions at the end; with
 * `onMoveRow`, rows are dragged to another place (HTML drag and drop, the arrows stay for the keyboard);
 * with `selection`, a checkbox first in each row and one in the header for the rows shown.
 */
import { Checkbox, HTMLTable, Icon, Spinner } from '@blueprintjs/core';
import { rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { ColumnDef, RowData, SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataTableProps } from '../../../engine/react/shell-kit';
import { RowActions } from './RowActions';

export const EMPTY_TABLE_MESSAGE = 'Nenhum registro encontrado.';

const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

const ACTIONS_COLUMN = '__acoes';
const SELECTION_COLUMN = '__selecao';

export function DataTable<T extends RowData>({ columns, rows, rowKey, sort, onSortChange, actions, loading, onMoveRow, selection }: DataTableProps<T>): React.JSX.Element {
  // The row being dragged and the one it is over.
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const columnDefs = useMemo<ColumnDef<Features, T>[]>(() => {
    const defs: ColumnDef<Features, T>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (row: T) => row,
      cell: ({ row }) => column.cell(row.original),
      enableSorting: Boolean(column.sortable),
    }));
    if (actions) defs.push({ id: ACTIONS_COLUMN, header: '', cell: ({ row }) => <RowActions actions={actions(row.original)} />, enableSorting: false });
    if (selection) {
      const keys = rows.map(rowKey);
      const ticked = keys.filter((key) => selection.selected.has(key)).length;
      const toggle = (key: string) => {
        const next = new Set(selection.selected);
        if (!next.delete(key)) next.add(key);
        selection.onChange(next);
      };
      const togglePage = () => {
        const next = new Set(selection.selected);
        const untick = ticked === keys.length;
        for (const key of keys) {
          if (untick) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      };
      defs.unshift({
        id: SELECTION_COLUMN,
        header: () => (
          <Checkbox aria-label="Selecionar todos da página" checked={keys.length > 0 && ticked === keys.length} indeterminate={ticked > 0 && ticked < keys.length} onChange={togglePage} style={{ margin: 0 }} />
        ),
        cell: ({ row }) => <Checkbox aria-label="Selecionar" checked={selection.selected.has(row.id)} onChange={() => toggle(row.id)} style={{ margin: 0 }} />,
        enableSorting: false,
      });
    }
    return defs;
  }, [columns, actions, selection, rows, rowKey]);

  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => rowKey(row),
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // The first click sorts ascending, whatever the column holds.
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) onSortChange?.(next[0]);
    },
  });
  const widths = new Map<string, number | undefined>([...columns.map((c) => [c.id, c.width] as const), [SELECTION_COLUMN, 36]]);
  // Each cell names its column, for the portal's phone layout where rows become cards.
  const headers = new Map(columns.map((c) => [c.id, c.header]));

  return (
    <div className="rh-data-table-scroll">
      <HTMLTable className="rh-data-table" striped interactive compact style={{ width: '100%' }}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    className={header.column.id === ACTIONS_COLUMN ? 'rh-actions-cell' : undefined}
                    style={{ width: widths.get(header.column.id), cursor: canSort ? 'pointer' : undefined }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    onClick={canSort ? header.column.getToggleSortingHandler() : undefined}
                  >
                    <table.FlexRender header={header} />
                    {sorted && <Icon icon={sorted === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columnDefs.length}>
                <Spinner size={20} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnDefs.length}>{EMPTY_TABLE_MESSAGE}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                {...(onMoveRow && {
                  draggable: true,
                  className: over === row.index && dragged !== row.index ? 'rh-drop-target' : undefined,
                  style: { cursor: 'grab' },
                  onDragStart: (event: React.DragEvent) => {
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(row.index);
                  },
                  onDragOver: (event: React.DragEvent) => {
                    event.preventDefault();
                    setOver(row.index);
                  },
                  onDragEnd: () => {
                    setDragged(undefined);
                    setOver(undefined);
                  },
                  onDrop: (event: React.DragEvent) => {
                    event.preventDefault();
                    if (dragged !== undefined && dragged !== row.index) onMoveRow(dragged, row.index);
                    setDragged(undefined);
                    setOver(undefined);
                  },
                })}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cell.column.id === ACTIONS_COLUMN ? 'rh-actions-cell' : undefined} data-label={headers.get(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
