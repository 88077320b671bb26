import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';

export interface ConfirmDialogProps {
  message: string;
  header: string;
  confirmText: string;
  cancelText: string;
  onAnswer(confirmed: boolean): void;
  onClosed(): void;
}

/** Yes/no question; closing it by Esc or the X counts as "no". */
export function ConfirmDialog(props: ConfirmDialogProps): React.JSX.Element {
  const [open, setOpen] = useState(true);
  const answer = (confirmed: boolean) => {
    if (!open) return;
    setOpen(false);
    props.onAnswer(confirmed);
  };
  return (
    <Dialog isOpen={open} title={props.header} onClose={() => answer(false)} onClosed={props.onClosed}>
      <DialogBody>
        <p className="rh-pre-line">{props.message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelText} onClick={() => answer(false)} />
            <Button intent={Intent.PRIMARY} text={props.confirmText} onClick={() => answer(true)} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
