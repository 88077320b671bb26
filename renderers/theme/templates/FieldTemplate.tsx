/**
 * Every field: its title (with * when required) above, the widget, then the first error in
 * red under it — or the help text when there is no error.
 */
import { FormGroup, Intent } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { memo } from 'react';
import { CHILD_LIST_FIELD, WIDGET_FIELD } from '../../../engine/react/form-schema';

/** Widgets that put the title beside the control themselves (a checkbox and its text). */
const SELF_LABELLED = new Set(['CheckboxWidget']);

function FieldTemplateView(props: FieldTemplateProps): React.JSX.Element {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, uiSchema, fieldPathId, classNames } = props;
  if (hidden) return <div hidden>{children}</div>;
  // The root object lays out its own properties.
  if (fieldPathId.path.length === 0) return children;
  // An owned list draws its own title and message (renderers/sublist/ChildListField.tsx).
  if (uiSchema?.['ui:field'] === CHILD_LIST_FIELD) return children;
  const error = rawErrors?.find(Boolean);
  const widget = uiSchema?.['ui:widget'];
  const showLabel = (displayLabel || uiSchema?.['ui:field'] === WIDGET_FIELD) && !(typeof widget === 'string' && SELF_LABELLED.has(widget));
  return (
    <FormGroup
      className={classNames}
      label={showLabel ? label : undefined}
      labelFor={id}
      labelInfo={showLabel && required ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      // The line is kept even when empty: a message appearing on blur must not push the
      // fields below away from a pointer already on its way to them.
      helperText={error ?? rawHelp ?? '\u00a0'}
    >
      {children}
    </FormGroup>
  );
}

export const FieldTemplate = memo(FieldTemplateView);
