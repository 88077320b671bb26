/** Generic confirmation (spec §2.8, default header "RH"): `if (await confirm({message})) …`. */
import type { ConfirmOptions } from '../../engine/react/shell-kit';
import { ConfirmDialog } from './ConfirmDialog';
import { openDialog } from './imperative-dialog';

export function confirm({ message, header = 'RH', confirmText = 'Sim', cancelText = 'Não' }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    openDialog((dispose) => (
      <ConfirmDialog
        message={message}
        header={header}
        confirmText={confirmText}
        cancelText={cancelText}
        onAnswer={resolve}
        onClosed={dispose}
      />
    ));
  });
}
