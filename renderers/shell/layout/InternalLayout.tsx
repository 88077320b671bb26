import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AvisosSistema } from '../../utilitario/avisos/AvisosSistema';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary';
import { InternalHeader } from './InternalHeader';
import { MainMenu } from './MainMenu';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { SideNav } from './SideNav';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/** Authenticated internal area (spec §2.5); render errors of a screen stay inside it. */
export function InternalLayout({ children }: { children: ReactNode }): React.JSX.Element {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className={mobile ? 'rh-internal rh-mobile' : 'rh-internal'} data-layout={mobile ? 'mobile' : 'desktop'}>
      <InternalHeader mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
      {mobile ? <MobileMenuDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} /> : <MainMenu />}
      <div className="rh-body">
        <main className="rh-content">
          <AvisosSistema />
          <RenderErrorBoundary resetKey={pathname}>{children}</RenderErrorBoundary>
        </main>
        {mobile ? null : <SideNav />}
      </div>
    </div>
  );
}
