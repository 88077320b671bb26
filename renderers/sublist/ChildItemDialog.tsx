/**
 * The dialog that adds or edits one owned child record (an experience, a language…): the
 * child declaration's own form, validated by its schema with the same messages as the API,
 * buttons Gravar and Cancelar. Fields marked `fixedOnEdit` are locked when editing.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import type { EntityMeta } from '../../engine/api-types';
import type { JsonSchema } from '../../engine/declaration';
import { useResolveReference } from '../../engine/react/entities-context';
import { SchemaForm } from '../../engine/react/SchemaForm';
import type { SchemaFormData } from '../../engine/react/SchemaForm';
import { deriveUiSchema } from '../../engine/react/form-schema';
import { withoutEmptyReferences } from '../../engine/react/record-data';

type Item = Record<string, unknown>;

export interface ChildItemDialogProps {
  child: EntityMeta;
  /** The item schema as the parent's (configuration-resolved) schema has it. */
  schema: JsonSchema;
  item: Item;
  /** The owner's values its fields' `visibleWhen` read, keyed `../campo`. */
  owner?: Item;
  editing: boolean;
  onSave: (item: Item) => void;
  onClose: () => void;
}

export function ChildItemDialog({ child, schema, item, owner, editing, onSave, onClose }: ChildItemDialogProps): React.JSX.Element {
  const resolve = useResolveReference();
  // A small form: following its data to show or hide conditional fields (`visibleWhen`) costs nothing.
  const [data, setData] = useState(item);
  const uiSchema = useMemo(() => deriveUiSchema(schema, child.form ?? {}, resolve, { editing, data: { ...data, ...owner } }), [schema, child.form, resolve, editing, data, owner]);
  const form = useRef<Form<SchemaFormData>>(null);
  const sub = child.subList!;
  return (
    <Dialog isOpen title={sub.dialogTitle} onClose={onClose} style={{ width: sub.dialogWidth ?? 600, maxWidth: '95vw' }} className="rh-child-dialog">
      <DialogBody>
        <SchemaForm
          ref={form}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          initialFormData={item}
          liveValidate="onBlur"
          onChange={({ formData }: IChangeEvent<Item>) => setData(formData ?? {})}
          // rjsf may leave an unset reference as `{}`: the list would show it as a value.
          onSubmit={({ formData }: IChangeEvent<Item>) => onSave(withoutEmptyReferences(schema, formData ?? {}) as Item)}
        >
          {/* Submitted by the footer's Gravar. */}
          <span />
        </SchemaForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button text="Gravar" intent={Intent.PRIMARY} onClick={() => form.current?.submit()} />
          </>
        }
      />
    </Dialog>
  );
}
