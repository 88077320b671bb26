/** What every text-like widget passes on to its input, taken once from rjsf's widget props. */
import type { WidgetProps } from '@rjsf/utils';

export function inputProps(props: WidgetProps) {
  const { id, disabled, readonly, placeholder, autofocus, rawErrors, onBlur, onFocus, onChange, htmlName, name } = props;
  return {
    id,
    name: htmlName ?? name,
    disabled: disabled || readonly,
    readOnly: readonly,
    placeholder: placeholder || undefined,
    autoFocus: autofocus,
    invalid: Boolean(rawErrors?.length),
    onChange: (value: unknown) => onChange(value),
    onBlur: (value: unknown) => onBlur(id, value),
    onFocus: (value: unknown) => onFocus(id, value),
  };
}
