/** Long text; with a `maxLength`, a counter of the characters used. */
import { Intent, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export function TextareaWidget(props: WidgetProps): React.JSX.Element {
  const { id, value, disabled, readonly, placeholder, rawErrors, options, schema, onChange, onBlur, onFocus } = props;
  const text = typeof value === 'string' ? value : '';
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <>
      <TextArea
        id={id}
        fill
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 3}
        maxLength={maxLength}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder || undefined}
        intent={rawErrors?.length ? Intent.DANGER : Intent.NONE}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {maxLength !== undefined && (
        <div className="rh-char-counter" aria-live="polite">
          {text.length}/{maxLength}
        </div>
      )}
    </>
  );
}
