/**
 * Declared record actions on screen (`actions`): the ones a record allows now (the same
 * `refusalOf` the server judges with), each a button that opens its dialog — an rjsf form of
 * the action's body — or its screen, and calls `PUT|POST /api/<resource>/{id}/<name>`.
 */
import { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { FormDialog } from './FormDialog';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useDataProvider } from '../../renderers/api/data-provider';
import { toast } from '../../renderers/shell/toaster';
import type { RowAction } from '../../renderers/theme/components/RowActions';
import { ACTION_DONE_MESSAGE, refusalOf } from '../actions';
import type { EntityMeta } from '../api-types';
import type { ActionDeclaration } from '../declaration';
import { useResolveReference } from './entities-context';
import { deriveUiSchema } from './form-schema';
import { revalidateLists } from './list-cache';

type Data = Record<string, unknown>;
const INTENTS = { primary: Intent.PRIMARY, success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER } as const;

/** The actions this record allows now, in declared order. */
export function allowedActions(entity: EntityMeta, record: Data): ActionDeclaration[] {
  if (!entity.can.write) return (entity.actions ?? []).filter((a) => a.open);
  return (entity.actions ?? []).filter((action) => !refusalOf(action, record, entity.config ?? {}));
}

const fillRoute = (template: string, record: Data) => template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(record[name] ?? '')));

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
  const [pending, setPending] = useState<Pending>();
  const buttons = useCallback(
    (record: Data): RowAction[] =>
      allowedActions(entity, record).map((action) => ({
        label: action.label,
        icon: action.icon as IconName | undefined,
        intent: action.intent ? INTENTS[action.intent] : undefined,
        onClick: () => (action.open ? navigate(fillRoute(action.open, record)) : setPending({ action, record })),
      })),
    [entity, navigate],
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
  const { mutate } = useSWRConfig();
  const resolve = useResolveReference();
  const [saving, setSaving] = useState(false);
  const schema = useMemo(() => action.form?.schema ?? { type: 'object', properties: {} }, [action]);
  const uiSchema = useMemo(() => deriveUiSchema(schema, action.form?.ui ?? {}, resolve), [schema, action, resolve]);

  const submit = async (body: Data) => {
    setSaving(true);
    try {
      const updated = await provider.request<Data>(action.method ?? 'PUT', `/${entity.resource}/${String(record.id)}/${action.name}`, { body });
      revalidateLists(mutate, entity.resource);
      toast.success(action.success ?? ACTION_DONE_MESSAGE);
      onDone(updated);
    } catch {
      // The provider has shown the server's message (a refused transition, a field error).
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      formId={`acao-${action.name}`}
      title={`${action.label}: ${String(record[entity.summary] ?? '')}`}
      intro={action.confirm && <p>{action.confirm}</p>}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      submitText={action.label}
      submitIntent={action.intent ? INTENTS[action.intent] : Intent.PRIMARY}
      submitting={saving}
      onClose={onClose}
      onSubmit={({ formData }) => void submit(formData ?? {})}
    />
  );
}
