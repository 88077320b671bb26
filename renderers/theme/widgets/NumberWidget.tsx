import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { typeOf } from '../../../engine/widgets/testers';
import { inputProps } from './input-props';

/** Decimals are written with a comma in pt-BR. */
const formatNumber = (value: unknown) => (typeof value === 'number' ? String(value).replace('.', ',') : value == null ? '' : String(value));

/** A number when the text is one; otherwise the text itself, which the `type` keyword reports. */
export function parseNumber(text: string, integer: boolean): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const pattern = integer ? /^-?\d+$/ : /^-?\d+(,\d+)?$/;
  return pattern.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

export function NumberWidget(props: WidgetProps): React.JSX.Element {
  const integer = typeOf(props.schema) === 'integer';
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={props.value}
      format={formatNumber}
      parse={(text) => parseNumber(text, integer)}
      mask={(text) => text.replace(integer ? /[^\d-]/g : /[^\d,-]/g, '')}
    />
  );
}
