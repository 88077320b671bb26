import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { FieldError } from '../../engine/api-types';

export interface ErrorAlertDialogProps {
  title: string;
  message: string;
  fields?: FieldError[];
  onClosed(): void;
}

/** Popup of a failed call ("Aviso" for 400, "Erro" otherwise) with the per-field errors. */
export function ErrorAlertDialog({ title, message, fields, onClosed }: ErrorAlertDialogProps): React.JSX.Element {
  const [open, setOpen] = useState(true);
  return (
    <Dialog isOpen={open} title={title} icon={title === 'Aviso' ? 'warning-sign' : 'error'} onClose={() => setOpen(false)} onClosed={onClosed}>
      <DialogBody>
        <p className="rh-pre-line">{message}</p>
        {fields?.length ? (
          <ul>
            {fields.map((field) => (
              <li key={`${field.field}:${field.message}`}>
                <strong>{field.field}</strong>: {field.message}
              </li>
            ))}
          </ul>
        ) : null}
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="OK" onClick={() => setOpen(false)} autoFocus />} />
    </Dialog>
  );
}
