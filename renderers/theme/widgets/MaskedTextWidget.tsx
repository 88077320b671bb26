/** Documents and phones typed with their punctuation, stored as digits only. */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatMasked, onlyDigits } from '../../../engine/format/masks';
import { maskOf } from '../../../engine/widgets/widget-testers';
import { inputProps } from './input-props';

export function MaskedTextWidget(props: WidgetProps): React.JSX.Element {
  const mask = maskOf(props.schema, props.options.mask) ?? 'cpf';
  return (
    <FormattedInput
      {...inputProps(props)}
      inputMode="numeric"
      value={props.value}
      format={(value) => formatMasked(mask, typeof value === 'string' ? value : '')}
      mask={(text) => formatMasked(mask, text)}
      parse={(text) => onlyDigits(text) || undefined}
    />
  );
}
