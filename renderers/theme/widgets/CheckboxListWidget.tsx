import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../choices';
import { fixedFilters } from '../dependent-options';
import type { ChoiceValue } from '../../../engine/widgets/choices';
import { CheckboxList } from '../components/CheckboxList';
import { whenFocusLeaves } from '../components/focus-leaves';

export function CheckboxListWidget({ id, value, schema, options, disabled, readonly, onChange, onBlur }: WidgetProps): React.JSX.Element {
  const resource = typeof options.resource === 'string' ? options.resource : undefined;
  const summary = typeof options.summary === 'string' ? options.summary : undefined;
  // The whole list is loaded once (only the records the declaration allows); the filter box narrows it on screen.
  const { choices } = useChoices(schema, resource, '', summary, fixedFilters(options));
  const selected = Array.isArray(value) ? (value as ChoiceValue[]) : [];
  // Spec §6: a company list with one option or none is disabled — there is nothing to choose.
  const nothingToChoose = schema['x-reference'] === 'empresa' && choices.length <= 1;
  return (
    <div onBlur={whenFocusLeaves(() => onBlur(id, value))}>
      <CheckboxList
        id={id}
        choices={choices}
        selected={selected}
        maxItems={typeof schema.maxItems === 'number' ? schema.maxItems : undefined}
        disabled={disabled || readonly || nothingToChoose}
        onChange={(next) => onChange(next.length ? next : undefined)}
      />
    </div>
  );
}
