/**
 * A dialog holding one schema form: the body above, the dismiss button and then the submit
 * button below (every dialog's order). Action dialogs and the portal's dialogs are this.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SchemaForm } from './SchemaForm';
import type { SchemaFormProps } from './SchemaForm';

export interface FormDialogProps extends Omit<SchemaFormProps, 'id' | 'idPrefix' | 'children'> {
  /** Unique on the page: the form's id, which the footer's button submits. */
  formId: string;
  title: string;
  submitText: string;
  submitIcon?: IconName;
  submitIntent?: Intent;
  submitting: boolean;
  /** The dismiss button's text; "Cancelar" unless the submit itself may be a cancel. */
  dismissText?: string;
  onClose(): void;
  /** Shown above the form. */
  intro?: ReactNode;
  width?: number;
}

export function FormDialog({ formId, title, submitText, submitIcon, submitIntent = Intent.PRIMARY, submitting, dismissText = 'Cancelar', onClose, intro, width = 560, ...form }: FormDialogProps): React.JSX.Element {
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width }}>
      <DialogBody>
        {intro}
        <SchemaForm id={formId} idPrefix={formId} {...form}>
          <></>
        </SchemaForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={dismissText} onClick={onClose} />
            <Button type="submit" form={formId} intent={submitIntent} icon={submitIcon} text={submitText} loading={submitting} />
          </>
        }
      />
    </Dialog>
  );
}
