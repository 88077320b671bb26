/** Actions of a table row (spec §2.9): up to 5 side by side; more than that go in a popup menu. */
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { RowAction } from '../../../engine/react/shell-kit';

export const MAX_INLINE_ACTIONS = 5;

export function RowActions({ actions }: { actions: RowAction[] }): React.JSX.Element {
  if (actions.length > MAX_INLINE_ACTIONS) {
    const menu = (
      <Menu>
        {actions.map((action) => (
          <MenuItem key={action.label} text={action.label} icon={action.icon} intent={action.intent} disabled={action.disabled} onClick={action.onClick} />
        ))}
      </Menu>
    );
    return (
      <PopoverNext content={menu} placement="bottom-end">
        <Button variant="minimal" size="small" icon="more" aria-label="Ações" title="Ações" />
      </PopoverNext>
    );
  }
  return (
    <span className="rh-row-actions" style={{ whiteSpace: 'nowrap' }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="minimal"
          size="small"
          icon={action.icon}
          text={action.icon ? undefined : action.label}
          intent={action.intent}
          disabled={action.disabled}
          aria-label={action.label}
          title={action.label}
          onClick={action.onClick}
        />
      ))}
    </span>
  );
}
