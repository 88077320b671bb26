import { Button, Navbar, NavbarDivider, NavbarGroup } from '@blueprintjs/core';
import { SinoNoticias } from '../../mensagens/SinoNoticias';
import { AlertaIntegridade } from '../../utilitario/integridade/AlertaIntegridade';
import { AvisoNaoAutenticado } from '../../utilitario/licenca/AvisoNaoAutenticado';
import { MenuSearch } from '../menu/MenuSearch';
import { useSession } from '../session';
import { AppLogo } from './AppLogo';
import { CompanySwitcher } from './CompanySwitcher';
import { ColaboreStatusIcon } from './ColaboreStatusIcon';
import { UserMenu } from './UserMenu';

/** Top bar: logo, menu search, company (and the switch to another), integration status, user menu; a hamburger on phones. */
export function InternalHeader({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }): React.JSX.Element {
  const { state } = useSession();
  return (
    <Navbar className="rh-header">
      <NavbarGroup align="start">
        {mobile ? <Button variant="minimal" icon="menu" aria-label="Abrir menu" onClick={onOpenMenu} /> : null}
        <AppLogo />
        {mobile ? null : (
          <div className="rh-header-search">
            <MenuSearch items={state.menu} />
          </div>
        )}
      </NavbarGroup>
      <NavbarGroup align="end">
        <CompanySwitcher />
        <AvisoNaoAutenticado />
        <AlertaIntegridade />
        <ColaboreStatusIcon status={state.parametrosDoSistema.statusColabore} />
        <SinoNoticias />
        {mobile ? null : (
          <>
            <NavbarDivider />
            <UserMenu />
          </>
        )}
      </NavbarGroup>
    </Navbar>
  );
}
