/**
 * A list's declared `bulk` actions: a button each over the table, for the rows ticked. It asks
 * the action's question (or how many records it goes to), calls `POST /api/<resource>/<name>`
 * with the ids, and tells what was done and why any record was refused — a refusal does not
 * stop the others.
 */
import { Button, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { bulkOutcomeMessage, recordCount } from '../actions';
import type { BulkActionOutcome, EntityMeta } from '../api-types';
import type { ActionDeclaration } from '../declaration';
import { useDataProvider } from './data-provider';
import { revalidateLists } from './list-cache';
import { useShellKit } from './shell-kit';

const INTENTS = { primary: Intent.PRIMARY, success: Intent.SUCCESS, warning: Intent.WARNING, danger: Intent.DANGER } as const;
interface BulkActionsProps {
  entity: Pick<EntityMeta, 'resource'>;
  actions: ActionDeclaration[];
  selected: ReadonlySet<string>;
  onDone: () => void;
}

export function BulkActions({ entity, actions, selected, onDone }: BulkActionsProps): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, confirm } = useShellKit();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState<string>();
  const run = async (action: ActionDeclaration) => {
    const ids = [...selected].map(Number);
    const question = `${action.confirm ? `${action.confirm} ` : ''}${action.label}: ${recordCount(ids.length)} ${ids.length === 1 ? 'selecionado' : 'selecionados'}.`;
    if (!(await confirm({ message: question, confirmText: action.label, cancelText: 'Voltar' }))) return;
    setRunning(action.name);
    try {
      const outcomes = await provider.request<BulkActionOutcome[]>('POST', `/${entity.resource}/${action.name}`, { body: { ids } });
      const { ok, message } = bulkOutcomeMessage(action, outcomes);
      if (ok) toast.success(message);
      else toast.warning(message, { sticky: true });
      revalidateLists(mutate, entity.resource);
      onDone();
    } catch {
      // The provider has shown why the call failed.
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <div className="rh-bulk-actions" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0' }}>
      {actions.map((action) => (
        <Button
          key={action.name}
          icon={action.icon as IconName | undefined}
          intent={action.intent && INTENTS[action.intent]}
          text={`${action.label} (${selected.size})`}
          disabled={selected.size === 0}
          loading={running === action.name}
          onClick={() => void run(action)}
        />
      ))}
      {selected.size === 0 && <span className="bp6-text-muted">Marque os registros na lista para agir em vários de uma vez.</span>}
    </div>
  );
}
