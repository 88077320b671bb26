/**
 * rjsf with the product's settings in one place: the shell's theme (its kit), the shared validator
 * (the server's rules and pt-BR messages), declared defaults only, no error list, no browser
 * validation, and "Preencha os campos indicados" on an invalid submit. Every generic form
 * (entities, reports, action and portal dialogs) is one.
 *
 * With `liveValidate="onBlur"` a field's errors show once the user has left it, and every
 * field's once a save was tried — never on a field not reached yet (rjsf alone validates the
 * whole form at each blur, so the next empty field would already say "obrigatório").
 */
import Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { ErrorTransformer } from '@rjsf/utils';
import { useCallback, useRef } from 'react';
import { fieldOf, topProperty } from './field-focus';
import { defaultFormStateBehavior } from './form-schema';
import { mergeAllOfKeepingComparisons } from './merge-all-of';
import { useShellKit } from './shell-kit';
import { FILL_IN_MESSAGE } from './messages';
import { formValidator } from './validator';

export type SchemaFormData = Record<string, unknown>;

export type SchemaFormProps = Omit<FormProps<SchemaFormData>, 'validator' | 'widgets' | 'templates'> & {
  /** To submit the form from outside it (a dialog's footer). */
  ref?: React.Ref<Form<SchemaFormData>>;
  /** After an invalid submit's warning: the fields in error, to bring the first into view. */
  onInvalid?: (fields: string[]) => void;
};

/** The top-level property an rjsf element id belongs to (`root_contato_email` → `contato`): properties are camelCase. */
const propertyOfElement = (elementId: string, idPrefix: string) => elementId.slice(idPrefix.length + 1).split('_')[0] ?? '';

export function SchemaForm({ ref, onBlur, transformErrors, onInvalid, ...props }: SchemaFormProps): React.JSX.Element {
  // The shell's module constants: no form rebuilds rjsf's registry on render (rjsf#3715).
  const { widgets, templates, toast } = useShellKit();
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const idPrefix = props.idPrefix ?? 'root';
  const byBlur = props.liveValidate === 'onBlur';

  const leave = useCallback(
    (elementId: string, data: unknown) => {
      touched.current.add(propertyOfElement(elementId, idPrefix));
      onBlur?.(elementId, data);
    },
    [onBlur, idPrefix],
  );
  const reached = useCallback<ErrorTransformer>(
    (errors, uiSchema) => {
      const shown = submitted.current ? errors : errors.filter((e) => touched.current.has(topProperty(fieldOf(e))));
      return transformErrors ? transformErrors(shown, uiSchema) : shown;
    },
    [transformErrors],
  );

  const form = (
    <Form<SchemaFormData>
      ref={ref}
      validator={formValidator}
      experimental_defaultFormStateBehavior={defaultFormStateBehavior}
      experimental_customMergeAllOf={mergeAllOfKeepingComparisons}
      widgets={widgets}
      templates={templates}
      showErrorList={false}
      noHtml5Validate
      onBlur={byBlur ? leave : onBlur}
      transformErrors={byBlur ? reached : transformErrors}
      // An invalid submit says so besides the messages on the fields (spec §8); without an
      // onError rjsf would log the errors to the console instead.
      onError={(errors) => {
        toast.warning(FILL_IN_MESSAGE);
        onInvalid?.(errors.map(fieldOf));
      }}
      {...props}
    />
  );
  // Captured before rjsf validates the submit, also one sent by `ref.submit()`.
  return byBlur ? <div style={{ display: 'contents' }} onSubmitCapture={() => (submitted.current = true)}>{form}</div> : form;
}
