/** Dates typed dd/mm/aaaa, stored YYYY-MM-DD (the `date` format the server checks). */
import type { WidgetProps } from '@rjsf/utils';
import { DateInput } from '../components/DateInput';
import { inputProps } from './input-props';

export function DateWidget(props: WidgetProps): React.JSX.Element {
  return <DateInput {...inputProps(props)} placeholder={props.placeholder} value={props.value} />;
}
