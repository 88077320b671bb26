import { AnchorButton } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useSession } from '../session';
import { supportLinks } from '../support-links';

interface SideLink {
  label: string;
  icon: IconName;
  href: string;
}

/**
 * Side navigation (spec §2.5): support chat when the support codes exist, then the
 * provider's channels. Links without an address are left out.
 */
export function SideNav(): React.JSX.Element | null {
  const { state } = useSession();
  const { codEmpresaSuporte, codClienteSuporte } = state.parametrosDoSistema;
  const links: SideLink[] = [];
  if (state.linkChat && codEmpresaSuporte && codClienteSuporte) links.push({ label: 'Chat', icon: 'chat', href: state.linkChat });
  if (supportLinks.blog) links.push({ label: 'Blog', icon: 'manual', href: supportLinks.blog });
  if (supportLinks.redesSociais) links.push({ label: 'Redes sociais', icon: 'globe-network', href: supportLinks.redesSociais });
  if (supportLinks.orcamento) links.push({ label: 'Solicitar orçamento', icon: 'dollar', href: supportLinks.orcamento });
  if (supportLinks.centralAjuda) links.push({ label: 'Central de ajuda', icon: 'help', href: supportLinks.centralAjuda });
  if (!links.length) return null;
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
    </nav>
  );
}
