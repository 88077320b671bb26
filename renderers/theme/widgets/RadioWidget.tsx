/** A short list of codes shown side by side (report mode Detalhado / Resumido, sexo). */
import { Radio, RadioGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { codeChoices } from '../../../engine/widgets/choices';
import { whenFocusLeaves } from '../components/focus-leaves';

export function RadioWidget({ id, value, schema, disabled, readonly, onChange, onBlur }: WidgetProps): React.JSX.Element {
  const choices = codeChoices(schema) ?? [];
  const index = choices.findIndex((c) => c.value === value);
  return (
    <div id={id} onBlur={whenFocusLeaves(() => onBlur(id, value))}>
      <RadioGroup
        inline
        name={id}
        disabled={disabled || readonly}
        selectedValue={index < 0 ? undefined : String(index)}
        onChange={(event) => onChange(choices[Number(event.currentTarget.value)]?.value)}
      >
        {choices.map((choice, i) => (
          <Radio key={String(choice.value)} label={choice.label} value={String(i)} />
        ))}
      </RadioGroup>
    </div>
  );
}
