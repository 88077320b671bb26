import { Button, Menu, PopoverNext } from '@blueprintjs/core';
import type { MenuItem } from '../../../engine/api-types';
import { MenuItemLink } from './MenuItemLink';

/** Wide screens: each top entry opens its nested menu in a popover. */
export function MainMenuBar({ items }: { items: MenuItem[] }): React.JSX.Element {
  return (
    <ul className="rh-main-menu-bar" aria-label="Menu principal">
      {items.map((item) => (
        <li key={item.label}>
          {item.children?.length ? (
            <PopoverNext
              placement="bottom-start"
              arrow={false}
              animation="minimal"
              content={
                <Menu>
                  {item.children.map((child) => (
                    <MenuItemLink key={`${child.label}:${child.path ?? child.href ?? ''}`} item={child} />
                  ))}
                </Menu>
              }
            >
              <Button variant="minimal" text={item.label} endIcon="caret-down" />
            </PopoverNext>
          ) : (
            <Menu className="rh-main-menu-single">
              <MenuItemLink item={item} />
            </Menu>
          )}
        </li>
      ))}
    </ul>
  );
}
