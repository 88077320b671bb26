/** Dates typed dd/mm/aaaa, stored YYYY-MM-DD (the `date` format the server checks). */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../../engine/format/dates';
import { HINT_RANK, and, bestOf, formatIs, hintIs, rankWith, schemaTypeIs } from '../testers';
import { inputProps } from './input-props';

export const dateTester = bestOf(
  rankWith(2, and(schemaTypeIs('string'), formatIs('date'))),
  rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('date'))),
);

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
