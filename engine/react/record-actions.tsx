/**
 * Declared record actions on screen (`actions`): the ones a record allows now (the same
 * `refusalOf` the server judges with), each a button that opens its dialog — an rjsf form of
 * the action's body — or its screen, and calls `PUT|POST /api/<resource>/{id}/<name>`; a
 * `download` action fetches the record's document and hands it to the browser as a file.
 */
import { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { FormDialog } from './FormDialog';
import { useServerFieldErrors } from './server-field-errors';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useDataProvider, type DataProvider } from './data-provider';
import { ACTION_DONE_MESSAGE, fillRoute, refusalOf } from '../actions';
import type { EntityMeta } from '../api-types';
import type { ActionDeclaration } from '../declaration';
import { useResolveReference } from './entities-context';
import { deriveUiSchema } from './form-schema';
import { revalidateLists } from './list-cache';
import { saveDownload } from './report-job';
import { useShellKit, type RowAction } from './shell-kit';
import { todayValues } from './new-record-presets';
import { confirmChecks } from './live-checks';

type Data = Record<string, unknown>;
const INTENTS = { primary: Intent.PRIMARY, success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER } as const;

/** The actions this record allows now, in declared order. */
export function allowedActions(entity: EntityMeta, record: Data): ActionDeclaration[] {
  // Opening a screen or printing only reads the record.
  if (!entity.can.write) return (entity.actions ?? []).filter((a) => a.open || a.download);
  return (entity.actions ?? []).filter((action) => !refusalOf(action, record, entity.config ?? {}));
}

/** Fetches the record's document (`download` action) and hands it to the browser as a file. */
async function downloadDocument(provider: DataProvider, entity: EntityMeta, action: ActionDeclaration, record: Data, params?: Data): Promise<void> {
  saveDownload(await provider.download(`/${entity.resource}/${String(record.id)}/${action.download!}`, { params }));
}

interface Pending {
  action: ActionDeclaration;
  record: Data;
}

/**
 * Row or form buttons for the allowed actions, and the one dialog they open. `onDone` gets
 * the record as the server answers it after the action.
 */
export function useRecordActions(entity: EntityMeta, onDone?: (record: Data) => void) {
  const navigate = useNavigate();
  const provider = useDataProvider();
  const [pending, setPending] = useState<Pending>();
  const start = useCallback(
    (action: ActionDeclaration, record: Data) => {
      if (action.open) navigate(fillRoute(action.open, record));
      // A failure has been shown by the provider.
      else if (action.download && !action.form) downloadDocument(provider, entity, action, record).catch(() => {});
      else setPending({ action, record });
    },
    [entity, navigate, provider],
  );
  const buttons = useCallback(
    (record: Data): RowAction[] =>
      allowedActions(entity, record).map((action) => ({
        label: action.label,
        icon: action.icon as IconName | undefined,
        intent: action.intent ? INTENTS[action.intent] : undefined,
        onClick: () => start(action, record),
      })),
    [entity, start],
  );
  const dialog = pending ? (
    <ActionDialog
      entity={entity}
      action={pending.action}
      record={pending.record}
      onClose={() => setPending(undefined)}
      onDone={(record) => {
        setPending(undefined);
        onDone?.(record);
      }}
    />
  ) : null;
  return { buttons, dialog };
}

interface ActionDialogProps {
  entity: EntityMeta;
  action: ActionDeclaration;
  record: Data;
  onClose: () => void;
  onDone: (record: Data) => void;
}

function ActionDialog({ entity, action, record, onClose, onDone }: ActionDialogProps): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, confirm } = useShellKit();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const resolve = useResolveReference();
  const server = useServerFieldErrors();
  const schema = useMemo(() => action.form?.schema ?? { type: 'object', properties: {} }, [action]);
  const uiSchema = useMemo(() => deriveUiSchema(schema, action.form?.ui ?? {}, resolve), [schema, action, resolve]);
  const formFields = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const initial = useMemo(() => {
    const values = todayValues(action.form?.ui);
    return Object.keys(values).length ? values : undefined;
  }, [action]);

  const submit = async (body: Data) => {
    await server.submit(async () => {
      if (action.download) {
        await downloadDocument(provider, entity, action, record, body);
        onClose();
        return;
      }
      if (!(await confirmChecks(provider, confirm, action.form?.ui?.checks, String(record.id), body))) return;
      const path = action.path ? fillRoute(action.path, record) : `/${entity.resource}/${String(record.id)}/${action.name}`;
      const updated = await provider.request<Data>(action.method ?? 'PUT', path, { body, formFields });
      revalidateLists(mutate, entity.resource);
      toast.success(action.success ?? ACTION_DONE_MESSAGE);
      onDone(updated);
      if (action.next && (await confirm({ message: action.next.question }))) navigate(fillRoute(action.next.open, record));
    });
  };

  return (
    <FormDialog
      formId={`acao-${action.name}`}
      title={`${action.label}: ${String(record[entity.summary] ?? '')}`}
      intro={action.confirm && <p>{action.confirm}</p>}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={initial}
      submitText={action.label}
      // An action may itself be a cancel ("Cancelar solicitação"): leaving says Voltar.
      dismissText="Voltar"
      submitIntent={action.intent ? INTENTS[action.intent] : Intent.PRIMARY}
      submitting={server.saving}
      extraErrors={server.extraErrors}
      onChange={server.clear}
      onClose={onClose}
      onSubmit={({ formData }) => void submit(formData ?? {})}
    />
  );
}
