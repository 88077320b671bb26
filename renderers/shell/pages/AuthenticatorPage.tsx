import { Card, H2, NonIdealState } from '@blueprintjs/core';
import { RouterButton } from '../layout/RouterButton';
import { useSession } from '../session';

/**
 * /novaInstalacao/gerarTicket (spec §2.7), reachable without login. A placeholder until the
 * licence panel is built; it keeps the route and the way back to the login.
 */
export function AuthenticatorPage(): React.JSX.Element {
  const { state } = useSession();
  return (
    <div className="rh-standalone-page">
      <Card className="rh-standalone-card">
        <H2>Configuração do Autenticador</H2>
        <NonIdealState icon="key" description="Os dados de licença ainda não estão disponíveis nesta versão." />
        {state.authenticated ? null : <RouterButton to="/login" icon="arrow-left" text="Voltar para o login" />}
      </Card>
    </div>
  );
}
