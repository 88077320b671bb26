import { useSession } from '../session';
import { supportLinks } from '../support-links';

/** The version at the right end of the main menu, linking to the help center when set. */
export function VersionLink(): React.JSX.Element | null {
  const { versao } = useSession().state.parametrosDoSistema;
  if (!versao) return null;
  const text = `Versão ${versao}`;
  if (!supportLinks.centralAjuda) return <span className="rh-version">{text}</span>;
  return (
    <a className="rh-version" href={supportLinks.centralAjuda} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
