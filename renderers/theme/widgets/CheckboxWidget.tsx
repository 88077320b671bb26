import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

/** The box carries its own label (the field template shows none for booleans). */
export function CheckboxWidget({ id, value, label, required, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps): React.JSX.Element {
  return (
    <Checkbox
      id={id}
      checked={value === true}
      label={required ? `${label} *` : label}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
