/** The text box that narrows a list on screen (checkbox lists, long menus). */
import { InputGroup } from '@blueprintjs/core';

export interface FilterBoxProps {
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

export function FilterBox({ value, onChange, placeholder = 'Filtrar', disabled }: FilterBoxProps): React.JSX.Element {
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      disabled={disabled}
      onValueChange={(text) => onChange(text)}
    />
  );
}
