/**
 * Checkbox list with select-all and a filter box (spec §2.9). Items the filter hides keep
 * their selection and a warning says how many (§4 "Checklist"); once `maxItems` are
 * marked, the others are disabled (§8).
 */
import { Callout, Checkbox, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { Choice, ChoiceValue } from '../../../engine/widgets/choices';
import { includesText } from '../../../engine/format/text';
import { FilterBox } from './FilterBox';
import { LIMIT_REACHED, hiddenSelectionWarning } from './selection-messages';
import { VirtualList } from './VirtualList';

export interface CheckboxListProps {
  id?: string;
  choices: readonly Choice[];
  selected: readonly ChoiceValue[];
  onChange: (selected: ChoiceValue[]) => void;
  maxItems?: number;
  disabled?: boolean;
  selectAllLabel?: string;
}

export function CheckboxList({ id, choices, selected, onChange, maxItems, disabled, selectAllLabel = 'Todos' }: CheckboxListProps): React.JSX.Element {
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => (filter ? choices.filter((c) => includesText(c.label, filter)) : choices), [choices, filter]);
  const marked = useMemo(() => new Set(selected), [selected]);
  const visibleValues = useMemo(() => new Set(visible.map((c) => c.value)), [visible]);
  // Hidden by the filter: a marked value that is an option but not on screen now.
  const hidden = choices.filter((c) => marked.has(c.value) && !visibleValues.has(c.value)).length;
  const markedVisible = visible.filter((c) => marked.has(c.value)).length;
  const limitReached = maxItems !== undefined && selected.length >= maxItems;

  const toggle = (value: ChoiceValue, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));

  // Select-all acts on what the filter shows; past the limit it marks only what still fits.
  const toggleAll = () => {
    if (visible.length > 0 && markedVisible === visible.length) {
      onChange(selected.filter((value) => !visibleValues.has(value)));
      return;
    }
    const room = maxItems === undefined ? Infinity : maxItems - selected.length;
    const added = visible.filter((c) => !marked.has(c.value)).slice(0, Math.max(0, room)).map((c) => c.value);
    onChange([...selected, ...added]);
  };

  const warning = hiddenSelectionWarning(hidden);
  return (
    <div className="rh-checkbox-list" id={id}>
      <FilterBox value={filter} onChange={setFilter} disabled={disabled} />
      <Checkbox
        label={selectAllLabel}
        checked={visible.length > 0 && markedVisible === visible.length}
        indeterminate={markedVisible > 0 && markedVisible < visible.length}
        disabled={disabled || visible.length === 0}
        onChange={toggleAll}
      />
      <VirtualList
        items={visible}
        itemKey={(choice) => String(choice.value)}
        renderRow={(choice) => {
          const checked = marked.has(choice.value);
          const blocked = limitReached && !checked;
          return (
            <Checkbox
              label={choice.label}
              checked={checked}
              disabled={disabled || blocked}
              title={blocked ? LIMIT_REACHED : undefined}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
          );
        }}
      />
      {warning && <Callout intent={Intent.WARNING} compact>{warning}</Callout>}
      {limitReached && <div className="rh-selection-limit">{LIMIT_REACHED}</div>}
    </div>
  );
}
