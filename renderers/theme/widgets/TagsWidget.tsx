/**
 * A list of free texts typed one by one (the e-mails a request notifies): Blueprint's tag
 * input; Enter, comma or leaving the field adds what was typed. A text the array's `items`
 * schema refuses is not added: it stays in the input with the schema's message (the form's
 * errors of an item would not reach an array widget). The server validates the items again.
 */
import { Intent, TagInput } from '@blueprintjs/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

export function TagsWidget({ id, value, schema, registry, disabled, readonly, placeholder, onChange, onBlur, onFocus }: WidgetProps): React.JSX.Element {
  const items = Array.isArray(value) ? (value as string[]) : [];
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const emit = (next: string[]) => onChange(next.length ? next : undefined);
  const refusal = (text: string) => {
    const itemSchema = (typeof schema.items === 'object' ? schema.items : {}) as RJSFSchema;
    return registry.schemaUtils.getValidator().validateFormData(text, itemSchema).errors[0]?.message;
  };
  const add = (values: string[]) => {
    const fresh = values.map((v) => v.trim()).filter((v) => v && !items.includes(v));
    const refused = fresh.map((v) => [v, refusal(v)] as const).find(([, message]) => message);
    setProblem(refused?.[1]);
    if (refused) {
      setTyped(refused[0]);
      return;
    }
    if (fresh.length) emit([...items, ...fresh]);
    setTyped('');
  };
  return (
    <>
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
      intent={problem ? Intent.DANGER : Intent.NONE}
      // Enter adds the tag; it must not also submit the form.
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      inputProps={{ id, onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) }}
    />
    {problem && <div className="bp6-form-helper-text rh-field-error" style={{ color: 'var(--bp6-intent-danger-text, #c23030)' }}>{problem}</div>}
    </>
  );
}
