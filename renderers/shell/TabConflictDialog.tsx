import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import type { TabConflictStore } from './tab-conflict';
import { tabConflictStore } from './tab-conflict';

/** Spec §8: another tab switched company; reload, or keep the page without sending anything. */
export function TabConflictDialog({ store = tabConflictStore, reload = () => window.location.reload() }: { store?: TabConflictStore; reload?: () => void }): React.JSX.Element {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return (
    <Dialog isOpen={state.dialogOpen} title="Atenção! A empresa foi alterada em outra aba" icon="warning-sign" onClose={store.keep} canOutsideClickClose={false}>
      <DialogBody>
        <p>Não é possível utilizar abas com empresas diferentes. Os dados desta aba não poderão ser enviados.</p>
        <p>Descarte para recarregar a página com a empresa atual, ou mantenha a página para consultar os dados.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Manter" onClick={store.keep} />
            <Button intent={Intent.PRIMARY} text="Descartar" onClick={reload} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
