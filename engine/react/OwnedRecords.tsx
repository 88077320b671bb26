/**
 * The records an entity owns through routes of their own (`owner` with `operations` and a
 * `subList`: a talent's history) on the owner's saved form: a table with Editar and Remover,
 * the add button, and a dialog with the child's form, each saved at once by the owner's routes
 * (`/api/<owner>/<id>/<resource>`) — the server's field messages on the dialog's fields, its
 * other refusals as the provider shows them, the owner's record read again after (its values
 * may follow these records: a talent's situation follows its history).
 */
import { Button, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { EntityMeta } from '../api-types';
import { matchesCondition } from '../actions';
import { useDataProvider } from './data-provider';
import { useResolveReference } from './entities-context';
import { deriveUiSchema } from './form-schema';
import { FormDialog } from './FormDialog';
import { FormValuesContext, createFormValuesStore } from './form-values';
import { useFreshEntity } from './fresh-entity';
import { listColumns, type Row } from './list-columns';
import { revalidateLists } from './list-cache';
import { withoutEmptyReferences } from './record-data';
import { useShellKit } from './shell-kit';
import { useServerFieldErrors } from './server-field-errors';

type Data = Record<string, unknown>;

export const REMOVE_QUESTION = 'Tem certeza que deseja remover?';

/** The owned entities shown as sections of the owner's form, in declaration order. */
export const ownedSections = (entities: readonly EntityMeta[], owner: EntityMeta): EntityMeta[] =>
  entities.filter((entity) => entity.owner === owner.name && entity.subList && entity.operations?.includes('list'));

/** Whether the owner's record takes these records (`subList.ownerWhen`). */
export const belongsTo = (child: EntityMeta, owner: Data): boolean => !child.subList?.ownerWhen || matchesCondition(owner, child.subList.ownerWhen);

interface OwnedRecordsProps {
  owner: EntityMeta;
  ownerId: string;
  /**
   * The owner as read (its version, and how many times it was read again): a new one — an
   * action on the owner, even one that left the owner itself unchanged — reads these records again.
   */
  ownerRevision?: string;
  child: EntityMeta;
  /** Whether the session may change them (the owner's form is editable). */
  editable: boolean;
  /** After a change: the owner's record is read again (its values may follow these records). */
  onChanged(): void;
}

export function OwnedRecords({ owner, ownerId, ownerRevision, child, editable, onChanged }: OwnedRecordsProps): React.JSX.Element {
  const provider = useDataProvider();
  const { DataTable, toast, confirm } = useShellKit();
  const resolve = useResolveReference();
  const { mutate } = useSWRConfig();
  const path = `/${owner.resource}/${ownerId}/${child.resource}`;
  const { data: records, mutate: reload } = useSWR(path, () => provider.request<Data[]>('GET', path));
  // Not deduplicated like a mount would be: the owner changed just now.
  const firstRevision = useRef(ownerRevision);
  useEffect(() => {
    if (ownerRevision !== firstRevision.current) void reload();
  }, [ownerRevision, reload]);
  const [editing, setEditing] = useState<Data>();
  const columns = useMemo(() => listColumns(child, resolve), [child, resolve]);
  const sub = child.subList!;
  const ops = child.operations ?? [];

  const changed = async () => {
    await reload();
    // The owner's values may follow these records (a talent's situation follows its history).
    revalidateLists(mutate, owner.resource);
    onChanged();
  };
  const remove = async (row: Data) => {
    if (!(await confirm({ message: REMOVE_QUESTION }))) return;
    try {
      await provider.request('DELETE', `${path}/${String(row.id)}`);
      toast.success(sub.messages.removed);
      await changed();
    } catch {
      // The provider has shown the refusal.
    }
  };

  return (
    <Section title={child.labelPlural} icon="history" compact collapsible className="rh-owned-records" style={{ marginTop: 16 }}>
      <SectionCard>
        {!records ? (
          <Spinner size={20} />
        ) : (
          <DataTable<Row>
            columns={columns}
            rows={records as Row[]}
            rowKey={(row) => String(row.id)}
            actions={
              editable
                ? (row) => [
                    ...(ops.includes('update') ? [{ label: 'Editar', icon: 'edit' as const, onClick: () => setEditing(row) }] : []),
                    ...(ops.includes('delete') ? [{ label: 'Remover', icon: 'trash' as const, intent: Intent.DANGER, onClick: () => void remove(row) }] : []),
                  ]
                : undefined
            }
          />
        )}
        {editable && ops.includes('create') && <Button icon="add" text={sub.addLabel} style={{ marginTop: 8 }} onClick={() => setEditing(startOf(records?.[0], sub.copyOnAdd))} />}
        {editing && (
          <OwnedRecordDialog
            child={child}
            record={editing}
            path={path}
            onClose={() => setEditing(undefined)}
            onSaved={async (created) => {
              toast.success(created ? sub.messages.created : sub.messages.updated);
              setEditing(undefined);
              await changed();
            }}
          />
        )}
      </SectionCard>
    </Section>
  );
}

interface OwnedRecordDialogProps {
  child: EntityMeta;
  record: Data;
  path: string;
  onClose(): void;
  onSaved(created: boolean): Promise<void>;
}

function OwnedRecordDialog({ child, record, path, onClose, onSaved }: OwnedRecordDialogProps): React.JSX.Element {
  const provider = useDataProvider();
  const resolve = useResolveReference();
  // Rules by the company's configuration (ambiente and função required) read afresh.
  const fresh = useFreshEntity(child);
  const editing = record.id !== undefined;
  const [data, setData] = useState<Data>(record);
  // The dialog's own values, read by its fields that depend on a sibling (the cargo's faixas).
  const [values] = useState(() => createFormValuesStore(record));
  const server = useServerFieldErrors();
  const meta = fresh === 'failed' || !fresh ? undefined : fresh;
  const uiSchema = useMemo(() => (meta ? deriveUiSchema(meta.schema, meta.form ?? {}, resolve, { editing, data }) : {}), [meta, resolve, editing, data]);
  if (!meta) return <Spinner size={20} />;

  const submit = async (values: Data) => {
    await server.submit(async () => {
      const body = withoutEmptyReferences(meta.schema, values) as Data;
      const formFields = Object.keys(meta.schema.properties ?? {});
      if (editing) await provider.request('PUT', `${path}/${String(record.id)}`, { body: { ...body, id: record.id, version: record.version }, formFields });
      else await provider.request('POST', path, { body, formFields });
      await onSaved(!editing);
    });
  };

  return (
    <FormValuesContext.Provider value={values}>
    <FormDialog
      formId={`owned-${child.name}`}
      title={sub(child).dialogTitle}
      width={sub(child).dialogWidth ?? 720}
      schema={meta.schema as RJSFSchema}
      uiSchema={uiSchema}
      initialFormData={record}
      extraErrors={server.extraErrors}
      liveValidate="onBlur"
      submitText="Gravar"
      submitting={server.saving}
      onClose={onClose}
      onChange={({ formData }) => {
        values.set((formData ?? {}) as Data);
        setData((formData ?? {}) as Data);
        server.clear();
      }}
      onSubmit={({ formData }) => void submit((formData ?? {}) as Data)}
    />
    </FormValuesContext.Provider>
  );
}

const sub = (child: EntityMeta) => child.subList!;

/** A new record: the `copyOnAdd` properties of the first one listed, if any. */
export const startOf = (first: Data | undefined, copied: readonly string[] = []): Data =>
  Object.fromEntries(copied.flatMap((name) => (first?.[name] === undefined || first[name] === null ? [] : [[name, first[name]]])));
