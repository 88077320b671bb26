/**
 * The generic form of an entity: its schema, a uiSchema derived from the declaration, the
 * Blueprint theme and the server's own validation rules. Saves with POST (new) or PUT with
 * the version read; the server's field errors land on the fields.
 */
import { canDo } from './entity-operations';
import { Button, Callout, H3, Intent, Spinner } from '@blueprintjs/core';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useDataProvider } from './data-provider';
import type { EntityMeta } from '../api-types';
import type { FormUi, JsonSchema } from '../declaration';
import { FormTabsContext, type FormTabsState } from './form-tabs';
import { FormValuesContext, createFormValuesStore, useWatchedValues } from './form-values';
import { useEntities, useResolveReference } from './entities-context';
import { firstOnScreen, focusField, isWithin, topProperty } from './field-focus';
import { deriveUiSchema, fieldOrder, formSchema, propertiesOf, tabLayouts, visibilityInputs } from './form-schema';
import { revalidateLists } from './list-cache';
import { toEditableRecord, withoutEmptyReferences } from './record-data';
import type { EditableRecord } from './record-data';
import { toRjsfError } from './validator';
import { SchemaForm } from './SchemaForm';
import { useRecordActions } from './record-actions';
import { FILL_IN_MESSAGE, SAVED_MESSAGE } from './messages';
import { confirmChecks, useLiveChecks } from './live-checks';
import { useShellKit } from './shell-kit';
import { useFreshEntity } from './fresh-entity';
import { presetValues, todayValues } from './new-record-presets';
import { useServerFieldErrors } from './server-field-errors';
import { useCopiedValues } from './copied-values';
import { OwnedRecords, belongsTo, ownedSections } from './OwnedRecords';


type Data = Record<string, unknown>;
/** One object for every entity without hints, so the derived uiSchema stays memoized. */
const NO_FORM_HINTS: FormUi = {};

/**
 * A new record's values from another record (the declaration's `prefill`: a query parameter
 * of the route and the API path that answers them); none asked: an empty record.
 */
function usePrefill(entity: EntityMeta, creating: boolean): Data | 'failed' | undefined {
  const provider = useDataProvider();
  const { search } = useLocation();
  const source = useMemo(() => {
    const query = new URLSearchParams(search);
    const [parameter, path] = Object.entries(entity.prefill ?? {}).find(([name]) => /^\d{1,9}$/.test(query.get(name) ?? '')) ?? [];
    return creating && parameter && path ? path.replace('{id}', query.get(parameter)!) : undefined;
  }, [entity.prefill, search, creating]);
  const [values, setValues] = useState<{ source: string; data: Data | 'failed' }>();
  useEffect(() => {
    if (!source) return;
    const abort = new AbortController();
    provider.request<Data>('GET', source, { signal: abort.signal }).then(
      (data) => setValues({ source, data }),
      () => !abort.signal.aborted && setValues({ source, data: 'failed' }),
    );
    return () => abort.abort();
  }, [provider, source]);
  // Without a prefill, the references the query names (a list's filter: the ad's request).
  const preset = useMemo(() => ({ ...todayValues(entity.form), ...presetValues(entity.schema, search) }), [entity, search]);
  if (!source) return preset;
  return values?.source === source ? values.data : undefined;
}

export function EntityFormScreen({ entity, id }: { entity: EntityMeta; id?: string }): React.JSX.Element {
  const provider = useDataProvider();
  const fresh = useFreshEntity(entity);
  const declared = fresh === 'failed' ? undefined : fresh;
  const schema = useMemo(() => declared && formSchema(declared.schema), [declared]);
  const prefill = usePrefill(entity, id === undefined);
  const [fetched, setFetched] = useState<Data | 'failed'>();
  // An action done on the record (Suspender…), or a change to the records it owns, reloads it:
  // its values and version changed. The form is drawn again when the new version arrives.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const { buttons: actionButtons, dialog: actionDialog } = useRecordActions(declared ?? entity, reload);
  const entities = useEntities();
  const owned = useMemo(() => ownedSections(entities, entity), [entities, entity]);
  // Drawn under the form and its owned lists; the parts above the fields are EntityForm's.
  const After = useShellKit().formExtensions[entity.name]?.after;

  // Read alongside the schema, not after it.
  useEffect(() => {
    if (id === undefined) return;
    const abort = new AbortController();
    provider.getOne<Data>(entity.resource, id, { signal: abort.signal }).then(setFetched, () => !abort.signal.aborted && setFetched('failed'));
    return () => abort.abort();
  }, [provider, entity.resource, id, reloads]);
  const loaded = useMemo(
    () => (fetched === 'failed' ? fetched : fetched && schema ? toEditableRecord(fetched, schema) : undefined),
    [fetched, schema],
  );
  const record = fetched === 'failed' ? undefined : fetched;

  const title = `${id === undefined ? 'Inserir' : canDo(entity, 'update') ? 'Editar' : 'Visualizar'} ${entity.label}`;
  let body: React.JSX.Element;
  if (fresh === 'failed' || loaded === 'failed') body = <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  else if (!declared || !schema) body = <Spinner />;
  else if (id === undefined) {
    if (prefill === 'failed') body = <Callout intent={Intent.WARNING}>Não foi possível preencher o formulário.</Callout>;
    else body = prefill ? <EntityForm entity={declared} schema={schema} record={{ data: toEditableRecord(prefill, schema).data }} /> : <Spinner />;
  }
  else if (loaded) body = <EntityForm key={`${reloads}:${String(loaded.version)}`} entity={declared} schema={schema} record={loaded} id={id} />;
  else body = <Spinner />;
  return (
    <section className="rh-entity-form">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <H3>{title}</H3>
        {record && loaded && loaded !== 'failed' && (
          <div className="rh-record-actions" style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            {actionButtons(record).map((action) => (
              <Button key={action.label} icon={action.icon} intent={action.intent} text={action.label} onClick={action.onClick} />
            ))}
          </div>
        )}
      </div>
      {body}
      {id !== undefined && record && loaded && loaded !== 'failed' && owned.filter((child) => belongsTo(child, record)).map((child) => (
        <OwnedRecords key={child.name} owner={entity} ownerId={id} ownerRevision={`${reloads}:${String(loaded.version)}`} child={child} editable={canDo(entity, 'update')} onChanged={reload} />
      ))}
      {After && declared && schema && (id === undefined || (loaded && loaded !== 'failed')) && <After id={id} />}
      {actionDialog}
    </section>
  );
}

export interface EntityFormProps {
  entity: Pick<EntityMeta, 'name' | 'resource' | 'route' | 'form' | 'can' | 'operations'>;
  schema: JsonSchema;
  record: EditableRecord;
  id?: string;
  /** Saves the data another way than the entity's POST/PUT (the company configuration); then stays on the form. */
  save?: (data: Data, record: EditableRecord) => Promise<EditableRecord>;
  /** Leaves out the entity's hand-written extras (the candidate portal: HR's duplicate warnings). */
  withoutExtension?: boolean;
}

export function EntityForm({ entity, schema, record, id, save, withoutExtension }: EntityFormProps): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, confirm, formExtensions, fields } = useShellKit();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const resolve = useResolveReference();
  const form = entity.form ?? NO_FORM_HINTS;
  const names = useMemo(() => Object.keys(propertiesOf(schema)), [schema]);
  const editing = id !== undefined;
  const [values] = useState(() => createFormValuesStore(record.data));
  const watched = useMemo(() => visibilityInputs(form), [form]);
  const shownFor = useWatchedValues(watched, values);
  const uiSchema = useMemo(() => deriveUiSchema(schema, form, resolve, { editing, data: shownFor }), [schema, form, resolve, editing, shownFor]);
  // A screen with its own save (the company's configuration) decides by the write right alone.
  const editable = save ? entity.can.write : canDo(entity, id === undefined ? 'create' : 'update');
  const [saved, setSaved] = useState(record);
  const Extension = withoutExtension ? undefined : formExtensions[entity.name]?.before;
  const tabs = useMemo(() => tabLayouts(form, names), [form, names]);
  const order = useMemo(() => fieldOrder(form, names), [form, names]);
  const container = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<Data>>(null);
  const [selectedTab, setSelectedTab] = useState(tabs[0]?.id);
  // A new object per request, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ field: string }>();
  const server = useServerFieldErrors();
  const { setErrors: setServerErrors } = server;
  const [saving, setSaving] = useState(false);

  const tabsState = useMemo<FormTabsState>(() => ({ selectedTab, onTabChange: setSelectedTab }), [selectedTab]);
  const liveMessages = useLiveChecks(form.checks, id, values);
  const extraErrors = useMemo(() => {
    const shown = [...server.errors, ...liveMessages];
    return shown.length ? toErrorSchema(shown.map(toRjsfError)) : undefined;
  }, [server.errors, liveMessages]);
  const listUrl = `${entity.route}${(location.state as { listSearch?: string } | null)?.listSearch ?? ''}`;

  const showField = useCallback(
    (field: string) => {
      const tab = tabs.find((t) => t.fields.includes(topProperty(field)));
      if (tab) setSelectedTab(tab.id);
      setFocusRequest({ field });
    },
    [tabs],
  );

  // Focus once the field's tab is on screen (only the open tab is mounted).
  useEffect(() => {
    if (focusRequest) focusField(container.current, focusRequest.field);
  }, [focusRequest]);

  // A field the user changes no longer carries the server's complaint about it.
  const onChange = useCallback((event: IChangeEvent, elementId?: string) => {
    values.set((event.formData ?? {}) as Data);
    if (!elementId) return;
    setServerErrors((current) => {
      const kept = current.filter((e) => !isWithin(elementId, e.field));
      return kept.length === current.length ? current : kept;
    });
  }, [values, setServerErrors]);

  const showFirst = useCallback(
    (fields: string[]) => {
      const first = firstOnScreen(fields, order);
      if (first !== undefined) showField(first);
    },
    [order, showField],
  );

  const onSubmit = async ({ formData }: IChangeEvent<Data>) => {
    setSaving(true);
    try {
      const data = withoutEmptyReferences(schema, formData ?? {}) as Data;
      if (!(await confirmChecks(provider, confirm, form.checks, id, data))) return;
      if (save) {
        setSaved(await save(data, saved));
        toast.success(SAVED_MESSAGE);
        return;
      }
      if (id === undefined) await provider.create(entity.resource, data, { formFields: order });
      else await provider.update(entity.resource, id, { ...data, id: record.id, version: record.version }, { formFields: order });
      revalidateLists(mutate, entity.resource);
      toast.success(SAVED_MESSAGE);
      navigate(listUrl);
    } catch (error) {
      // Field messages go on their fields, with the warning an invalid submit gives (spec §8); the provider
      // has shown the rest (a 409 says the record changed meanwhile).
      const refused = server.take(error);
      if (refused.length) toast.warning(FILL_IN_MESSAGE);
      showFirst(refused.map((f) => f.field));
    } finally {
      setSaving(false);
    }
  };

  // rjsf's own setter: the values go through its state, change handler and live validation like typed ones.
  const fill = useCallback(
    (filled: Record<string, unknown>) => {
      for (const [field, value] of Object.entries(filled)) if (names.includes(field)) formRef.current?.setFieldValue(field, value as Data);
    },
    [names],
  );
  useCopiedValues(schema, values, fill);

  return (
    <div ref={container}>
      <FormValuesContext.Provider value={values}>
      {Extension && <Extension id={id} fill={editable ? fill : undefined} />}
      <FormTabsContext.Provider value={tabsState}>
        <SchemaForm
          ref={formRef}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          initialFormData={record.data}
          fields={fields}
          liveValidate="onBlur"
          extraErrors={extraErrors}
          readonly={!editable}
          onChange={onChange}
          onInvalid={showFirst}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div className="rh-form-buttons" style={{ display: 'flex', gap: 8, marginTop: 16 }}>
            {editable && (
              <Button type="submit" intent={Intent.PRIMARY} text="Gravar" loading={saving} />
            )}
            {!save && <Button text="Cancelar" onClick={() => navigate(listUrl)} />}
          </div>
        </SchemaForm>
      </FormTabsContext.Provider>
      </FormValuesContext.Provider>
    </div>
  );
}
