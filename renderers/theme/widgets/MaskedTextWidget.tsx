/** Documents and phones typed with their punctuation, stored as digits only. */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { formatMasked, isDigitMask, onlyDigits } from '../../../engine/format/masks';
import type { DigitMask } from '../../../engine/format/masks';
import { and, formatIs, rankWith, schemaTypeIs, or, maskIs } from '../testers';
import type { Predicate } from '../testers';
import { inputProps } from './input-props';

const digitMasks: DigitMask[] = ['cpf', 'cnpj', 'cpfCnpj', 'telefone', 'cep', 'pis', 'ddd'];

/** The mask a property takes: the declaration's hint, or else its Brazilian `format`. */
export function maskOf(schema: WidgetProps['schema'], hint: unknown): DigitMask | undefined {
  if (isDigitMask(hint)) return hint;
  return isDigitMask(schema.format) ? schema.format : undefined;
}

const hasDigitMask: Predicate = or(maskIs(...digitMasks), formatIs(...digitMasks));

export const maskedTextTester = rankWith(3, and(schemaTypeIs('string'), hasDigitMask));

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
