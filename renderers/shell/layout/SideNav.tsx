import { AnchorButton, Button, Menu, MenuItem as BlueprintMenuItem, PopoverNext } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import type { MenuItem } from '../../../engine/api-types';
import { useSession } from '../session';
import { supportLinks } from '../support-links';
import { RouterButton } from './RouterButton';

interface SideLink {
  label: string;
  icon: IconName;
  href: string;
}

/** The app's own user guide (renderers/mensagens/Ajuda.tsx), when the installation has no help address of its own. */
const AJUDA_INTERNA = '/ajuda';

/**
 * The company's extra menus (modules/utilitario/menu-extra.ts): the main menu's groups made only
 * of links (`href`), the only kind of entry that module adds and no declared screen makes.
 */
const menusExtras = (menu: MenuItem[]) => menu.filter((item) => item.children?.length && item.children.every((link) => link.href && !link.path && !link.children));

/**
 * Side navigation (spec §2.5): support chat when the support codes exist, then the
 * provider's channels (links without an address are left out), the help centre — the
 * provider's, or the app's user guide — and a slot with the company's extra menus.
 */
export function SideNav(): React.JSX.Element {
  const { state } = useSession();
  const { codEmpresaSuporte, codClienteSuporte } = state.parametrosDoSistema;
  const links: SideLink[] = [];
  if (state.linkChat && codEmpresaSuporte && codClienteSuporte) links.push({ label: 'Chat', icon: 'chat', href: state.linkChat });
  if (supportLinks.blog) links.push({ label: 'Blog', icon: 'manual', href: supportLinks.blog });
  if (supportLinks.redesSociais) links.push({ label: 'Redes sociais', icon: 'globe-network', href: supportLinks.redesSociais });
  if (supportLinks.orcamento) links.push({ label: 'Solicitar orçamento', icon: 'dollar', href: supportLinks.orcamento });
  if (supportLinks.centralAjuda) links.push({ label: 'Central de ajuda', icon: 'help', href: supportLinks.centralAjuda });
  return (
    <nav className="rh-side-nav" aria-label="Navegação lateral">
      {links.map((link) => (
        <AnchorButton
          key={link.label}
          variant="minimal"
          icon={link.icon}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          title={link.label}
        />
      ))}
      {supportLinks.centralAjuda ? null : <RouterButton variant="minimal" icon="help" to={AJUDA_INTERNA} aria-label="Central de ajuda" title="Central de ajuda" />}
      {menusExtras(state.menu).map((menu) => (
        <PopoverNext
          key={menu.label}
          placement="left-start"
          content={
            <Menu aria-label={menu.label}>
              {menu.children!.map((link) => (
                <BlueprintMenuItem key={link.label} text={link.label} href={link.href} target={link.newTab ? '_blank' : undefined} rel={link.newTab ? 'noopener noreferrer' : undefined} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" icon="bookmark" aria-label={menu.label} title={menu.label} />
        </PopoverNext>
      ))}
    </nav>
  );
}
