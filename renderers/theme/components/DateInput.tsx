/** A date typed dd/mm/aaaa, handed back as YYYY-MM-DD (undefined while incomplete): forms' DateWidget and hand-written screens alike. */
import type { FormattedInputProps } from './FormattedInput';
import { FormattedInput } from './FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../../engine/format/dates';

const showDate = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

export function DateInput(props: Omit<FormattedInputProps, 'format' | 'parse' | 'mask'>): React.JSX.Element {
  return <FormattedInput inputMode="numeric" {...props} placeholder={props.placeholder || 'dd/mm/aaaa'} format={showDate} mask={maskDateText} parse={parseDate} />;
}
