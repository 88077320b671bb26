import { Button } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { toast } from '../../shell/toaster';
import { FormattedInput } from '../components/FormattedInput';
import { inputProps } from './input-props';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const emptyIsUndefined = (text: string) => (text === '' ? undefined : text);

export function TextWidget(props: WidgetProps): React.JSX.Element {
  const maxLength = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  const input = <FormattedInput {...inputProps(props)} value={props.value} format={asText} parse={emptyIsUndefined} maxLength={maxLength} />;
  if (!props.options.copy || !props.value) return input;
  // A text to share (a link): copied whole with one click.
  const copy = () => void navigator.clipboard?.writeText(String(props.value)).then(() => toast.success('Copiado.'));
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      <div style={{ flex: 1 }}>{input}</div>
      <Button icon="duplicate" text="Copiar" onClick={copy} />
    </div>
  );
}

export function PasswordWidget(props: WidgetProps): React.JSX.Element {
  return <FormattedInput {...inputProps(props)} type="password" value={props.value} format={asText} parse={emptyIsUndefined} />;
}
