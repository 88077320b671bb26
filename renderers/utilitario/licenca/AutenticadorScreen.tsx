/** The authenticator from the menu (Utilitários), inside the signed-in layout. */
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { PainelAutenticador } from './PainelAutenticador';

export function AutenticadorScreen({ screen }: ScreenProps): React.JSX.Element {
  return <PainelAutenticador titulo={screen.label} />;
}
