/**
 * Hours typed as digits and shown hours:minutes (spec §5 "Time field"). A string property
 * stores the text "h:mm"; an integer one stores minutes. The mask `hora` is a time of day
 * (5 characters, §9); the hint `hours` a duration (10 characters).
 */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { DURATION_MAX_LENGTH, TIME_OF_DAY_MAX_LENGTH, formatHours, hoursToMinutes, minutesToHours } from '../../../engine/format/hours';
import { typeOf } from '../../../engine/widgets/testers';
import { inputProps } from './input-props';

export function HoursWidget(props: WidgetProps): React.JSX.Element {
  const maxLength = props.options.mask === 'hora' ? TIME_OF_DAY_MAX_LENGTH : DURATION_MAX_LENGTH;
  const inMinutes = typeOf(props.schema) === 'integer';
  const mask = (text: string) => formatHours(text, maxLength);
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode="numeric"
      maxLength={maxLength}
      placeholder={props.placeholder || 'hh:mm'}
      value={props.value}
      format={(value) => (inMinutes ? minutesToHours(value as number | undefined) : mask(String(value ?? '')))}
      mask={mask}
      parse={(text) => (inMinutes ? hoursToMinutes(text) : text || undefined)}
    />
  );
}
