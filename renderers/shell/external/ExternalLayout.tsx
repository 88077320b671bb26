import { Callout, Intent, Navbar, NavbarGroup } from '@blueprintjs/core';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLogo } from '../layout/AppLogo';
import { RouterButton } from '../layout/RouterButton';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary';
import { empresaIdFromSearch, useExternalSession, withEmpresaId } from './external-session';

/**
 * Candidate portal frame (spec §2.4), a skeleton: logo and "Entrar". The greeting, candidate
 * buttons and company branding come with the portal issue.
 */
export function ExternalLayout(): React.JSX.Element {
  const { pathname, search } = useLocation();
  const session = useExternalSession();
  const { empresaId, invalid } = empresaIdFromSearch(search);
  return (
    <div className="rh-external">
      <Navbar className="rh-header">
        <NavbarGroup align="start">
          <AppLogo to={withEmpresaId('/externo/anuncios', empresaId)} />
        </NavbarGroup>
        <NavbarGroup align="end">
          {session.authenticated || pathname === '/externo/login' ? null : (
            <RouterButton intent={Intent.PRIMARY} text="Entrar" to={withEmpresaId('/externo/login', empresaId)} />
          )}
        </NavbarGroup>
      </Navbar>
      <main className="rh-content">
        {invalid ? (
          <Callout intent={Intent.DANGER} icon="error" role="alert">
            Empresa ID inválido. Revise ou solicite novamente o link
          </Callout>
        ) : null}
        <RenderErrorBoundary resetKey={pathname}>
          <Outlet />
        </RenderErrorBoundary>
      </main>
    </div>
  );
}
