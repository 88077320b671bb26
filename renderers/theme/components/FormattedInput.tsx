/**
 * A text input that shows a value formatted and hands back the parsed value: the base of
 * every masked widget (documents, dates, months, money, hours, numbers). The text typed is
 * kept locally so a half-typed value stays on screen while the stored value is what parses.
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import type { InputGroupProps } from '@blueprintjs/core';
import { useRef, useState } from 'react';

export interface FormattedInputProps extends Omit<InputGroupProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  value: unknown;
  /** Stored value → text shown. */
  format: (value: unknown) => string;
  /** Text shown → stored value (undefined when empty). */
  parse: (text: string) => unknown;
  /** Reshapes the text on each keystroke (inserting the mask's punctuation). */
  mask?: (text: string) => string;
  invalid?: boolean;
  onChange: (value: unknown) => void;
  onBlur?: (value: unknown) => void;
  onFocus?: (value: unknown) => void;
}

export function FormattedInput({ value, format, parse, mask, invalid, onChange, onBlur, onFocus, ...input }: FormattedInputProps): React.JSX.Element {
  const [text, setText] = useState(() => format(value));
  // The value this input last emitted: any other value came from outside (a load, a reset).
  const emitted = useRef<unknown>(value);
  if (!Object.is(value, emitted.current)) {
    emitted.current = value;
    const shown = format(value);
    if (shown !== text) setText(shown);
  }
  return (
    <InputGroup
      {...input}
      value={text}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      onValueChange={(typed) => {
        const next = mask ? mask(typed) : typed;
        const parsed = parse(next);
        setText(next);
        emitted.current = parsed;
        onChange(parsed);
      }}
      onBlur={() => onBlur?.(emitted.current)}
      onFocus={() => onFocus?.(emitted.current)}
    />
  );
}
