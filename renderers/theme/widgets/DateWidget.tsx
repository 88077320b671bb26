/** Dates typed dd/mm/aaaa, stored YYYY-MM-DD (the `date` format the server checks). */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../../engine/format/dates';
import { inputProps } from './input-props';

const showDate = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

export function DateWidget(props: WidgetProps): React.JSX.Element {
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode="numeric"
      placeholder={props.placeholder || 'dd/mm/aaaa'}
      value={props.value}
      format={showDate}
      mask={maskDateText}
      parse={parseDate}
    />
  );
}
