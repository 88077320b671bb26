import { Card, Elevation, H3 } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { useSession } from '../session';
import { LoginForm } from './LoginForm';

/** Where the user was going before RequireAuth sent them here. */
function destination(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (!from || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search}${from.hash}`;
}

/** /login (spec §2.1): the internal user's sign-in. */
export function LoginPage(): React.JSX.Element {
  const session = useSession();
  const location = useLocation();
  return (
    <div className="rh-login-page">
      <Card elevation={Elevation.TWO} className="rh-login-card">
        <div className="rh-login-brand">
          <span className="rh-logo-mark">RH</span>
          <H3>Acesse sua conta</H3>
        </div>
        <LoginForm login={session.login} destination={destination(location)} />
        <p className="rh-login-footer">
          <Link to="/novaInstalacao/gerarTicket">Configuração do Autenticador</Link>
        </p>
      </Card>
    </div>
  );
}
