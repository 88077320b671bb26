/** Months typed mm/aaaa; stored YYYY-MM, or the month's first day when the property is a `date`. */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatMonth, maskMonthText, parseMonth } from '../../../engine/format/dates';
import { inputProps } from './input-props';

const showMonth = (value: unknown) => (typeof value === 'string' ? formatMonth(value) : '');

export function MonthWidget(props: WidgetProps): React.JSX.Element {
  const asDate = props.schema.format === 'date';
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode="numeric"
      placeholder={props.placeholder || 'mm/aaaa'}
      value={props.value}
      format={showMonth}
      mask={maskMonthText}
      parse={(text) => parseMonth(text, asDate)}
    />
  );
}
