import { Drawer, Menu } from '@blueprintjs/core';
import { MenuSearch } from '../menu/MenuSearch';
import { MenuTree } from '../menu/MenuTree';
import { useSession } from '../session';
import { UserMenuItems } from './UserMenu';

/** Phones (≤ 768 px): the whole navigation behind the hamburger. */
export function MobileMenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }): React.JSX.Element {
  const { state } = useSession();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size="min(320px, 85vw)" title={state.usuario?.nome ?? 'Menu'} className="rh-mobile-drawer">
      <div className="rh-mobile-drawer-body">
        <MenuSearch items={state.menu} onNavigate={onClose} />
        <nav aria-label="Menu principal">
          <MenuTree items={state.menu} onNavigate={onClose} />
        </nav>
        <Menu>
          <UserMenuItems onNavigate={onClose} />
        </Menu>
      </div>
    </Drawer>
  );
}
