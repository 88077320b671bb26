/**
 * A text input that shows a value formatted and hands back the parsed value: the base of
 * every masked widget (documents, dates, months, money, hours, numbers). The text typed is
 * kept locally so a half-typed value stays on screen while the stored value is what parses.
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import type { InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';

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
  // The text on screen and the value it stands for: a value that differs came from outside
  // (a load, a reset) and replaces the text; the one this input emitted keeps it as typed.
  const [shown, setShown] = useState(() => ({ value, text: format(value) }));
  if (!Object.is(value, shown.value)) setShown({ value, text: format(value) });
  return (
    <InputGroup
      {...input}
      value={shown.text}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      onValueChange={(typed) => {
        const text = mask ? mask(typed) : typed;
        const parsed = parse(text);
        setShown({ value: parsed, text });
        onChange(parsed);
      }}
      onBlur={() => onBlur?.(shown.value)}
      onFocus={() => onFocus?.(shown.value)}
    />
  );
}
