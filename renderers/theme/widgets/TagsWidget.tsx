/**
 * A list of free texts typed one by one (the e-mails a request notifies): Blueprint's tag
 * input; Enter, comma or leaving the field adds what was typed. Items are validated by the
 * array's `items` schema like any other value (the message lands on the field).
 */
import { TagInput } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { HINT_RANK, and, hintIs, isScalar, itemsMatch, rankWith, schemaTypeIs } from '../testers';

export const tagsTester = rankWith(HINT_RANK, and(schemaTypeIs('array'), itemsMatch(isScalar), hintIs('tags')));

export function TagsWidget({ id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus }: WidgetProps): React.JSX.Element {
  const items = Array.isArray(value) ? (value as string[]) : [];
  const [typed, setTyped] = useState('');
  const emit = (next: string[]) => onChange(next.length ? next : undefined);
  const add = (values: string[]) => {
    const fresh = values.map((v) => v.trim()).filter((v) => v && !items.includes(v));
    if (fresh.length) emit([...items, ...fresh]);
    setTyped('');
  };
  return (
    <TagInput
      fill
      values={items}
      inputValue={typed}
      onInputChange={(event) => setTyped(event.currentTarget.value)}
      onAdd={add}
      onRemove={(_, index) => emit(items.filter((__, i) => i !== index))}
      addOnBlur
      separator={/[,;\s]+/}
      disabled={disabled || readonly}
      placeholder={placeholder}
      inputProps={{ id, onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) }}
    />
  );
}
