import { MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { MenuItem as MenuEntry } from '../../../engine/api-types';

/**
 * One entry of the main menu as a Blueprint menu item; groups open submenus. In-app paths go
 * through the router, external links open in a new tab when the entry asks (`newTab`).
 */
export function MenuItemLink({ item }: { item: MenuEntry }): React.JSX.Element {
  const navigate = useNavigate();
  if (item.children?.length) {
    return (
      <MenuItem text={item.label}>
        {item.children.map((child) => (
          <MenuItemLink key={`${child.label}:${child.path ?? child.href ?? ''}`} item={child} />
        ))}
      </MenuItem>
    );
  }
  if (item.href && item.newTab) return <MenuItem text={item.label} href={item.href} target="_blank" rel="noopener noreferrer" labelElement={<span aria-hidden>↗</span>} />;
  if (item.href) return <MenuItem text={item.label} href={item.href} />;
  return (
    <MenuItem
      text={item.label}
      href={item.path}
      onClick={(event) => {
        event.preventDefault();
        if (item.path) navigate(item.path);
      }}
    />
  );
}
