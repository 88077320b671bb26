import { Card, H2 } from '@blueprintjs/core';
import { useSession } from '../session';

/** Home (/): a welcome for now; the message boxes of document 2 come later. */
export function HomePage(): React.JSX.Element {
  const { state } = useSession();
  return (
    <Card className="rh-home">
      <H2>Bem-vindo(a), {state.usuario?.nome}!</H2>
      <p>
        Você está conectado(a) à empresa <strong>{state.empresa?.nome}</strong>. Use o menu para acessar os módulos do RH.
      </p>
    </Card>
  );
}
