/** /novaInstalacao/gerarTicket: the authenticator on a page of its own, open without login, with the way back to the login. */
import { Card } from '@blueprintjs/core';
import { RouterButton } from '../../shell/layout/RouterButton';
import { useSession } from '../../shell/session';
import { PainelAutenticador } from './PainelAutenticador';

export function AutenticadorPublico(): React.JSX.Element {
  const { state } = useSession();
  return (
    <div className="rh-standalone-page">
      <Card className="rh-standalone-card rh-autenticador-cartao">
        <PainelAutenticador titulo="Configuração do Autenticador" />
        {state.authenticated ? null : <RouterButton to="/login" icon="arrow-left" minimal text="Voltar para o login" className="rh-autenticador-voltar" />}
      </Card>
    </div>
  );
}
