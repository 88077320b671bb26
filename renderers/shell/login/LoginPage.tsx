import { Card, Elevation, H3 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { LoginForm } from './LoginForm';

/** /login (spec §2.1): the internal user's sign-in. */
export function LoginPage(): React.JSX.Element {
  return (
    <div className="rh-login-page">
      <Card elevation={Elevation.TWO} className="rh-login-card">
        <div className="rh-login-brand">
          <span className="rh-logo-mark">RH</span>
          <H3>Acesse sua conta</H3>
        </div>
        <LoginForm />
        <p className="rh-login-footer">
          <Link to="/novaInstalacao/gerarTicket">Configuração do Autenticador</Link>
        </p>
      </Card>
    </div>
  );
}
