/** Money shown "R$ 1.234,56" and stored as a number; digits typed fill in from the cents. */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatCurrency, parseCurrencyDigits } from '../../../engine/format/currency';
import { inputProps } from './input-props';

const showCurrency = (value: unknown) => (typeof value === 'number' ? formatCurrency(value) : '');
const reformat = (text: string) => showCurrency(parseCurrencyDigits(text));

export function CurrencyWidget(props: WidgetProps): React.JSX.Element {
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode="numeric"
      value={props.value}
      format={showCurrency}
      mask={reformat}
      parse={parseCurrencyDigits}
    />
  );
}
