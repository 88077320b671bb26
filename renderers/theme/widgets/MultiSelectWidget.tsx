/** Several records or codes picked in a searchable tag input. */
import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '../../../engine/declaration';
import { useCallback, useState } from 'react';
import { useChoices } from '../choices';
import { dependentFilters, fixedFilters, useDependentOptions } from '../dependent-options';
import type { Choice, ChoiceValue } from '../../../engine/widgets/choices';
import { LIMIT_REACHED } from '../components/selection-messages';

export function MultiSelectWidget({ id, value, schema, options, registry, disabled, readonly, placeholder, onChange, onBlur, onFocus }: WidgetProps): React.JSX.Element {
  const [search, setSearch] = useState('');
  const resource = typeof options.resource === 'string' ? options.resource : undefined;
  const summary = typeof options.summary === 'string' ? options.summary : undefined;
  const clear = useCallback(() => onChange(undefined), [onChange]);
  const dependent = useDependentOptions(dependentFilters(options), options.path as string[] | undefined, registry.rootSchema as JsonSchema, clear, fixedFilters(options));
  const { choices, loading, labelOf } = useChoices(schema, resource, search, summary, dependent.params ?? null);
  const selected = Array.isArray(value) ? (value as ChoiceValue[]) : [];
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const limitReached = maxItems !== undefined && selected.length >= maxItems;
  const emit = (next: ChoiceValue[]) => onChange(next.length ? next : undefined);
  const toggle = (choice: Choice) =>
    emit(selected.includes(choice.value) ? selected.filter((v) => v !== choice.value) : [...selected, choice.value]);
  return (
    <>
      <MultiSelect<Choice>
        items={choices}
        selectedItems={selected.map((v) => ({ value: v, label: labelOf(v) }))}
        itemsEqual="value"
        query={search}
        onQueryChange={setSearch}
        disabled={disabled || readonly}
        placeholder={placeholder || 'Pesquisar'}
        fill
        resetOnSelect
        itemDisabled={(choice) => limitReached && !selected.includes(choice.value)}
        tagRenderer={(choice) => choice.label}
        onItemSelect={toggle}
        onRemove={(choice) => emit(selected.filter((v) => v !== choice.value))}
        onClear={() => emit([])}
        tagInputProps={{ inputProps: { id, onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) } }}
        noResults={<MenuItem disabled text={dependent.waitingFor ?? (loading ? 'Carregando...' : 'Nenhum registro encontrado.')} roleStructure="listoption" />}
        itemRenderer={(choice, { handleClick, handleFocus, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={String(choice.value)}
              ref={ref}
              text={choice.label}
              active={modifiers.active}
              disabled={modifiers.disabled}
              title={modifiers.disabled ? LIMIT_REACHED : undefined}
              selected={selected.includes(choice.value)}
              onClick={handleClick}
              onFocus={handleFocus}
              roleStructure="listoption"
            />
          ) : null
        }
      />
      {limitReached && <div className="rh-selection-limit">{LIMIT_REACHED}</div>}
    </>
  );
}
