/**
 * The generic list of an entity: filter panel, server-paged and server-sorted table, row
 * actions (Editar, Remover) and "Inserir". Page, sort and filters live in the URL. Owned
 * records listed across owners (`allOwners`) show their owner first and open its form. Declared
 * `bulk` actions are buttons over the table for the rows ticked (kept across pages).
 */
import { canDo } from './entity-operations';
import { Button, H3, Intent } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useDataProvider } from './data-provider';
import { useList } from './data-hooks';
import type { EntityMeta } from '../api-types';
import { useEntities, useResolveReference } from './entities-context';
import { filterSchema } from '../filters';
import { FilterPanel } from './FilterPanel';
import { listColumns, listFields } from './list-columns';
import { presetQuery } from './new-record-presets';
import { useRecordActions } from './record-actions';
import { BulkActions } from './BulkActions';
import type { Row } from './list-columns';
import { revalidateLists } from './list-cache';
import { formatSort, parseSort, readListQuery, writeListQuery } from './list-query';
import type { ListQuery } from './list-query';
import { useShellKit, type ColumnSort, type RowAction } from './shell-kit';

/** Spec §9: default page size. */
export const PAGE_SIZE = 15;
export const REMOVE_QUESTION = 'Tem certeza que deseja remover?';
export const REMOVED_MESSAGE = 'Registro removido com sucesso.';

export function EntityListScreen({ entity }: { entity: EntityMeta }): React.JSX.Element {
  const provider = useDataProvider();
  const { DataTable, Pager, toast, confirm } = useShellKit();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const resolve = useResolveReference();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filterSchema(entity), [entity]);
  const query = useMemo(() => readListQuery(search, filters), [search, filters]);
  const sort = query.sort ?? entity.list.defaultSort;
  const params = useMemo(() => ({ page: query.page, size: PAGE_SIZE, sort, filters: query.filters, fields: listFields(entity) }), [query, sort, entity]);
  const owner = useEntities().find((e) => e.name === entity.owner && entity.allOwners);
  const list = useList<Row>(owner ? `${owner.resource}/${entity.resource}` : entity.resource, params);
  const columns = useMemo(() => {
    const own = listColumns(entity, resolve);
    if (!owner) return own;
    const ownerOf = (row: Row) => row.$dono as Record<string, unknown> | undefined;
    return [{ id: '$dono', header: entity.allOwners!.ownerTitle, cell: (row: Row) => String(ownerOf(row)?.[owner.summary] ?? '') }, ...own];
  }, [entity, resolve, owner]);

  const go = useCallback(
    (next: Partial<ListQuery>) => setSearch(writeListQuery({ ...query, ...next }, entity.list.defaultSort)),
    [query, setSearch, entity.list.defaultSort],
  );
  // The form comes back to this very page, filters and all.
  const open = useCallback((path: string) => navigate(path, { state: { listSearch: location.search } }), [navigate, location.search]);

  const remove = useCallback(
    async (row: Row) => {
      if (!(await confirm({ message: REMOVE_QUESTION }))) return;
      await provider.remove(entity.resource, row.id as number);
      toast.success(REMOVED_MESSAGE);
      revalidateLists(mutate, entity.resource);
    },
    [provider, entity.resource, mutate, confirm, toast],
  );

  const { buttons: actionButtons, dialog: actionDialog } = useRecordActions(entity);
  const actions = useCallback(
    (row: Row): RowAction[] => {
      if (owner) {
        // Changed in the owner's form.
        const openOwner = () => open(`${owner.route}/${String((row.$dono as { id: number }).id)}`);
        return [canDo(owner, 'update') ? { label: 'Editar', icon: 'edit', onClick: openOwner } : { label: 'Visualizar', icon: 'eye-open', onClick: openOwner }];
      }
      const openIt = () => open(`${entity.route}/${row.id}`);
      const edit: RowAction = canDo(entity, 'update') ? { label: 'Editar', icon: 'edit', onClick: openIt } : { label: 'Visualizar', icon: 'eye-open', onClick: openIt };
      if (!canDo(entity, 'delete')) return [edit, ...actionButtons(row)];
      // The provider already showed why a removal failed.
      const removal: RowAction = { label: 'Remover', icon: 'trash', intent: Intent.DANGER, onClick: () => void remove(row).catch(() => undefined) };
      return [edit, ...actionButtons(row), removal];
    },
    [entity, owner, open, remove, actionButtons],
  );

  const bulk = useMemo(() => (entity.can.write ? (entity.actions ?? []).filter((action) => action.bulk) : []), [entity]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection = useMemo(() => (bulk.length ? { selected, onChange: setSelected } : undefined), [bulk, selected]);

  const onSortChange = useCallback((next: ColumnSort) => go({ sort: formatSort(next), page: 0 }), [go]);
  const page = list.data;
  return (
    <section className="rh-entity-list">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <H3>{entity.allOwners?.title ?? entity.labelPlural}</H3>
        {!entity.owner && canDo(entity, 'create') && <Button intent={Intent.PRIMARY} icon="plus" text="Inserir" onClick={() => open(`${entity.route}/new${presetQuery(entity, query.filters)}`)} />}
      </div>
      {(entity.filters?.length ?? 0) > 0 && (
        <FilterPanel entity={entity} schema={filters} values={query.filters} onApply={(values) => go({ filters: values, page: 0 })} />
      )}
      {bulk.length > 0 && <BulkActions entity={entity} actions={bulk} selected={selected} onDone={() => setSelected(new Set())} />}
      <DataTable<Row>
        selection={selection}
        columns={columns}
        rows={page?.content ?? []}
        rowKey={(row) => String(row.id)}
        sort={parseSort(sort)}
        onSortChange={onSortChange}
        actions={actions}
        loading={list.isLoading}
      />
      {actionDialog}
      <Pager page={query.page} pageSize={PAGE_SIZE} total={page?.totalElements ?? 0} onPageChange={(next) => go({ page: next })} />
    </section>
  );
}
