import { Button, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { MainMenuBar } from '../menu/MainMenuBar';
import { MenuTree } from '../menu/MenuTree';
import { useSession } from '../session';
import { COMPACT_MENU_QUERY, useMediaQuery } from './use-media-query';
import { VersionLink } from './VersionLink';

/** Main menu under the header: a bar of popovers, or a collapsible list below 1200 px. */
export function MainMenu(): React.JSX.Element {
  const { state } = useSession();
  const compact = useMediaQuery(COMPACT_MENU_QUERY);
  const [open, setOpen] = useState(false);
  if (!compact) {
    return (
      <div className="rh-main-menu">
        <MainMenuBar items={state.menu} />
        <VersionLink />
      </div>
    );
  }
  return (
    <div className="rh-main-menu rh-main-menu-compact">
      <div className="rh-main-menu-toggle">
        <Button variant="minimal" icon="menu" text="Menu" endIcon={open ? 'chevron-up' : 'chevron-down'} aria-expanded={open} onClick={() => setOpen((v) => !v)} />
        <VersionLink />
      </div>
      <Collapse isOpen={open}>
        <MenuTree items={state.menu} onNavigate={() => setOpen(false)} />
      </Collapse>
    </div>
  );
}
