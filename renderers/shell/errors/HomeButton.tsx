import { Intent } from '@blueprintjs/core';
import { useLocation } from 'react-router-dom';
import { RouterButton } from '../layout/RouterButton';
import { homePathFor } from './home-path';

/** "Voltar para a Página Inicial" of the error pages. */
export function HomeButton(): React.JSX.Element {
  const home = homePathFor(useLocation().pathname);
  return <RouterButton intent={Intent.PRIMARY} icon="home" text="Voltar para a Página Inicial" to={home} />;
}
