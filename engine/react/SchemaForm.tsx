/**
 * rjsf with the product's settings in one place: the Blueprint theme, the shared validator
 * (the server's rules and pt-BR messages), declared defaults only, no error list and no
 * browser validation. Every generic form (entities, reports, action and portal dialogs) is one.
 */
import Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import { templates, widgets } from '../../renderers/theme';
import { defaultFormStateBehavior } from './form-schema';
import { formValidator } from './validator';

export type SchemaFormData = Record<string, unknown>;

export type SchemaFormProps = Omit<FormProps<SchemaFormData>, 'validator' | 'widgets' | 'templates'> & {
  /** To submit the form from outside it (a dialog's footer). */
  ref?: React.Ref<Form<SchemaFormData>>;
};

// Module constants: no form rebuilds rjsf's registry on render (rjsf#3715).
export function SchemaForm({ ref, ...props }: SchemaFormProps): React.JSX.Element {
  return (
    <Form<SchemaFormData>
      ref={ref}
      validator={formValidator}
      experimental_defaultFormStateBehavior={defaultFormStateBehavior}
      widgets={widgets}
      templates={templates}
      showErrorList={false}
      noHtml5Validate
      {...props}
    />
  );
}
