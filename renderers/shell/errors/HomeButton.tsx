import { AnchorButton, Intent } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { homePathFor } from './home-path';

/** "Voltar para a Página Inicial" of the error pages. */
export function HomeButton(): React.JSX.Element {
  const navigate = useNavigate();
  const home = homePathFor(useLocation().pathname);
  return (
    <AnchorButton
      intent={Intent.PRIMARY}
      icon="home"
      text="Voltar para a Página Inicial"
      href={home}
      onClick={(event) => {
        event.preventDefault();
        navigate(home);
      }}
    />
  );
}
