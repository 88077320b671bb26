/** A colour `#RRGGBB`: the browser's colour picker beside the code, which may also be typed. */
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../components/FormattedInput';
import { inputProps } from './input-props';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const emptyIsUndefined = (text: string) => (text === '' ? undefined : text.toUpperCase());

export function ColorWidget(props: WidgetProps): React.JSX.Element {
  const { id, value, disabled, readonly, onChange, schema } = props;
  const fallback = typeof schema.default === 'string' ? schema.default : '#000000';
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <input
        type="color"
        aria-label={`${String(schema.title ?? 'Cor')}: seletor`}
        value={typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value) ? value : fallback}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        style={{ width: 40, height: 30, padding: 0, border: 'none', background: 'none' }}
      />
      <FormattedInput {...inputProps(props)} id={id} value={value} format={asText} parse={emptyIsUndefined} maxLength={7} />
    </div>
  );
}
