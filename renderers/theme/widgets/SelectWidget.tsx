/**
 * One value from a list: a native select for a closed list of codes, a searchable
 * Blueprint Select for records of another entity. A reference is an object `{id, …}` in
 * a record (as the API answers it) and a bare id in a filter; both are handled here.
 */
import { Button, HTMLSelect, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '../../../engine/declaration';
import { useCallback, useState } from 'react';
import { codeChoices, optionLabel } from '../../../engine/widgets/choices';
import { useChoices } from '../choices';
import { dependentFilters, fixedFilters, useDependentOptions } from '../dependent-options';
import type { Choice, ChoiceValue } from '../../../engine/widgets/choices';
import { hasReference, typeOf } from '../../../engine/widgets/testers';

const NOTHING = 'Selecione';

function CodeSelect({ id, value, schema, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps): React.JSX.Element {
  const choices = codeChoices(schema) ?? [];
  // A native select holds text: remember which code each option stands for.
  const index = choices.findIndex((c) => c.value === value);
  return (
    <HTMLSelect
      id={id}
      fill
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : choices[Number(event.currentTarget.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{NOTHING}</option>
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** The id a reference value holds, whether the value is `{id, nome}` or the id itself. */
export function referenceId(value: unknown): ChoiceValue | undefined {
  if (value && typeof value === 'object') return (value as { id?: ChoiceValue }).id;
  return value === null || value === '' ? undefined : (value as ChoiceValue | undefined);
}

function ReferenceSelect({ id, value, schema, options, registry, disabled, readonly, placeholder, onChange, onBlur, onFocus, required }: WidgetProps): React.JSX.Element {
  const [search, setSearch] = useState('');
  const summary = typeof options.summary === 'string' ? options.summary : undefined;
  const resource = typeof options.resource === 'string' ? options.resource : undefined;
  const clear = useCallback(() => onChange(undefined), [onChange]);
  const dependent = useDependentOptions(dependentFilters(options), options.path as string[] | undefined, registry.rootSchema as JsonSchema, clear, fixedFilters(options));
  const { choices, loading, labelOf } = useChoices(schema, resource, search, summary, dependent.params ?? null);
  const selected = referenceId(value);
  const asObject = typeOf(schema) === 'object';
  // Until the options arrive, labelOf knows only the id; the record as loaded names it.
  const loaded = asObject && value && typeof value === 'object' ? optionLabel(value as Record<string, unknown>, summary) : '';
  const known = selected === undefined ? undefined : labelOf(selected);
  const text = known === undefined ? placeholder || NOTHING : known === String(selected) && loaded ? loaded : known;
  // A reference keeps its name beside the id, as the API answers it, so tables show it before any reload.
  const pick = (choice: Choice | undefined) =>
    onChange(choice === undefined ? undefined : asObject ? { id: choice.value, ...(summary ? { [summary]: choice.label } : {}) } : choice.value);
  return (
    <div className="rh-reference-select">
      <Select<Choice>
        items={choices}
        query={search}
        onQueryChange={setSearch}
        // Each opening starts a fresh search: a search left from before would hide the options (another state's cities).
        resetOnClose
        itemsEqual="value"
        disabled={disabled || readonly}
        inputProps={{ placeholder: 'Pesquisar' }}
        noResults={<MenuItem disabled text={dependent.waitingFor ?? (loading ? 'Carregando...' : 'Nenhum registro encontrado.')} roleStructure="listoption" />}
        onItemSelect={pick}
        popoverProps={{ minimal: true, onClosed: () => onBlur(id, value) }}
        itemRenderer={(choice, { handleClick, handleFocus, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={String(choice.value)}
              ref={ref}
              text={choice.label}
              active={modifiers.active}
              selected={choice.value === selected}
              onClick={handleClick}
              onFocus={handleFocus}
              roleStructure="listoption"
            />
          ) : null
        }
      >
        <Button id={id} text={text} endIcon="caret-down" disabled={disabled || readonly} onFocus={() => onFocus(id, value)} alignText="left" fill />
      </Select>
      {selected !== undefined && !required && !(disabled || readonly) && (
        <Button icon="cross" variant="minimal" aria-label="Limpar" onClick={() => pick(undefined)} />
      )}
    </div>
  );
}

export function SelectWidget(props: WidgetProps): React.JSX.Element {
  return hasReference({ schema: props.schema, hints: {} }) ? <ReferenceSelect {...props} /> : <CodeSelect {...props} />;
}
