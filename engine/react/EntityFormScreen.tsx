/**
 * The generic form of an entity: its schema, a uiSchema derived from the declaration, the
 * Blueprint theme and the server's own validation rules. Saves with POST (new) or PUT with
 * the version read; the server's field errors land on the fields.
 */
import { Button, Callout, H3, Intent, Spinner } from '@blueprintjs/core';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError, useDataProvider } from '../../renderers/api/data-provider';
import { toast } from '../../renderers/shell/toaster';
import { FormTabsContext, templates, widgets } from '../../renderers/theme';
import type { FormTabsState } from '../../renderers/theme';
import type { EntityMeta, FieldError } from '../api-types';
import { useResolveReference } from './entities-context';
import { fieldOf, firstOnScreen, focusField, isWithin, topProperty } from './field-focus';
import { defaultFormStateBehavior, deriveUiSchema, fieldOrder, formSchema, propertiesOf, tabLayouts } from './form-schema';
import { revalidateLists } from './list-cache';
import { toEditableRecord } from './record-data';
import type { EditableRecord } from './record-data';
import { toRjsfError, formValidator } from './validator';
import { useRecordActions } from './record-actions';

export const FILL_IN_MESSAGE = 'Preencha os campos indicados';
export const SAVED_MESSAGE = 'Registro salvo com sucesso.';
const FIELD_VALIDATION_VIOLATION = 'FIELD_VALIDATION_VIOLATION';

type Data = Record<string, unknown>;
/** One object for every entity without hints, so the derived uiSchema stays memoized. */
const NO_FORM_HINTS = {};

export function EntityFormScreen({ entity, id }: { entity: EntityMeta; id?: string }): React.JSX.Element {
  const provider = useDataProvider();
  const schema = useMemo(() => formSchema(entity.schema), [entity.schema]);
  const [loaded, setLoaded] = useState<EditableRecord | 'failed'>();
  const [record, setRecord] = useState<Data>();
  // An action done on the record (Suspender…) reloads it: its state and version changed.
  const [reloads, setReloads] = useState(0);
  const { buttons: actionButtons, dialog: actionDialog } = useRecordActions(entity, () => setReloads((n) => n + 1));

  useEffect(() => {
    if (id === undefined) return;
    const abort = new AbortController();
    provider.getOne<Data>(entity.resource, id, { signal: abort.signal }).then(
      (found) => {
        setRecord(found);
        setLoaded(toEditableRecord(found, schema));
      },
      () => !abort.signal.aborted && setLoaded('failed'),
    );
    return () => abort.abort();
  }, [provider, entity.resource, id, schema, reloads]);

  const title = `${id === undefined ? 'Inserir' : 'Editar'} ${entity.label}`;
  let body: React.JSX.Element;
  if (id === undefined) body = <EntityForm entity={entity} schema={schema} record={{ data: {} }} />;
  else if (loaded === 'failed') body = <Callout intent={Intent.WARNING}>O recurso solicitado não foi encontrado.</Callout>;
  else if (loaded) body = <EntityForm key={reloads} entity={entity} schema={schema} record={loaded} id={id} />;
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
      {actionDialog}
    </section>
  );
}

interface EntityFormProps {
  entity: EntityMeta;
  schema: EntityMeta['schema'];
  record: EditableRecord;
  id?: string;
}

function EntityForm({ entity, schema, record, id }: EntityFormProps): React.JSX.Element {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const resolve = useResolveReference();
  const form = entity.form ?? NO_FORM_HINTS;
  const names = useMemo(() => Object.keys(propertiesOf(schema)), [schema]);
  const uiSchema = useMemo(() => deriveUiSchema(schema, form, resolve), [schema, form, resolve]);
  const tabs = useMemo(() => tabLayouts(form, names), [form, names]);
  const order = useMemo(() => fieldOrder(form, names), [form, names]);
  const container = useRef<HTMLDivElement>(null);
  const [selectedTab, setSelectedTab] = useState(tabs[0]?.id);
  // A new object per request, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ field: string }>();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  // Errors show on fields the user has left, and on all of them once a save was tried.
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const tabsState = useMemo<FormTabsState>(() => ({ selectedTab, onTabChange: setSelectedTab }), [selectedTab]);
  const extraErrors = useMemo(() => (serverErrors.length ? toErrorSchema(serverErrors.map(toRjsfError)) : undefined), [serverErrors]);
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

  const transformErrors = useCallback<ErrorTransformer>(
    (errors) => (submitted.current ? errors : errors.filter((e) => touched.current.has(topProperty(fieldOf(e))))),
    [],
  );

  const onBlur = useCallback(
    (elementId: string) => {
      const name = names.find((n) => isWithin(elementId, n));
      if (name) touched.current.add(name);
    },
    [names],
  );

  // A field the user changes no longer carries the server's complaint about it.
  const onChange = useCallback((_event: IChangeEvent, elementId?: string) => {
    if (!elementId) return;
    setServerErrors((current) => {
      const kept = current.filter((e) => !isWithin(elementId, e.field));
      return kept.length === current.length ? current : kept;
    });
  }, []);

  const onError = useCallback(
    (errors: RJSFValidationError[]) => {
      toast.warning(FILL_IN_MESSAGE);
      const first = firstOnScreen(errors.map(fieldOf), order);
      if (first !== undefined) showField(first);
    },
    [order, showField],
  );

  const onSubmit = async ({ formData }: IChangeEvent<Data>) => {
    setSaving(true);
    try {
      const data = formData ?? {};
      if (id === undefined) await provider.create(entity.resource, data);
      else await provider.update(entity.resource, id, { ...data, id: record.id, version: record.version });
      revalidateLists(mutate, entity.resource);
      toast.success(SAVED_MESSAGE);
      navigate(listUrl);
    } catch (error) {
      // The provider has shown the message (a 409 says the record changed meanwhile).
      if (error instanceof ApiRequestError && error.body.code === FIELD_VALIDATION_VIOLATION && error.body.fields?.length) {
        submitted.current = true;
        setServerErrors(error.body.fields);
        const first = firstOnScreen(error.body.fields.map((f) => f.field), order);
        if (first !== undefined) showField(first);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={container}>
      <FormTabsContext.Provider value={tabsState}>
        <Form<Data>
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          initialFormData={record.data}
          validator={formValidator}
          experimental_defaultFormStateBehavior={defaultFormStateBehavior}
          widgets={widgets}
          templates={templates}
          liveValidate="onBlur"
          showErrorList={false}
          noHtml5Validate
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          readonly={!entity.can.write}
          onBlur={onBlur}
          onChange={onChange}
          onError={onError}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div className="rh-form-buttons" style={{ display: 'flex', gap: 8, marginTop: 16 }}>
            {entity.can.write && (
              <Button type="submit" intent={Intent.PRIMARY} text="Gravar" loading={saving} onClick={() => (submitted.current = true)} />
            )}
            <Button text="Cancelar" onClick={() => navigate(listUrl)} />
          </div>
        </Form>
      </FormTabsContext.Provider>
    </div>
  );
}
