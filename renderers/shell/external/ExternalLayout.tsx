import { Button, Callout, Intent, Menu, MenuItem, Navbar, NavbarGroup, PopoverNext, Spinner } from '@blueprintjs/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { formatMasked } from '../../../engine/format/masks';
import { AppLogo } from '../layout/AppLogo';
import { RouterButton } from '../layout/RouterButton';
import { EXTERNAL_MOBILE_QUERY, useMediaQuery } from '../layout/use-media-query';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary';
import { candidateEntries, greetingName } from './candidate-menu';
import type { CandidateEntry } from './candidate-menu';
import { empresaIdFromSearch, withEmpresaId } from './external-links';
import { ExternalSessionProvider, useExternalSession } from './external-session';
import { PrivacyTermDialog } from './PrivacyTermDialog';
import { brandingStyle, useExternalBranding } from './use-external-branding';
import './portal.css';

/** The candidate portal (spec §2.4): its own session, the company's branding, the candidate's menu. */
export function ExternalLayout(): React.JSX.Element {
  return (
    <ExternalSessionProvider>
      <ExternalFrame />
    </ExternalSessionProvider>
  );
}

function ExternalFrame(): React.JSX.Element {
  const { pathname, search } = useLocation();
  const { state } = useExternalSession();
  const query = empresaIdFromSearch(search);
  const empresaId = state.empresa?.id ?? query.empresaId;
  const branding = useExternalBranding(empresaId);
  const home = withEmpresaId('/externo/anuncios', empresaId);
  return (
    <div className="rh-external" style={brandingStyle(branding)}>
      <Navbar className="rh-header rh-external-header">
        <NavbarGroup align="start">
          {branding?.logoUrl ? (
            <Link to={home} className="rh-external-logo" aria-label={`${branding.nome} - vagas abertas`}>
              <img src={branding.logoUrl} alt={branding.nome} />
            </Link>
          ) : (
            <AppLogo to={home} />
          )}
        </NavbarGroup>
        <NavbarGroup align="end">
          {state.authenticated && state.candidato ? (
            <CandidateArea />
          ) : state.loading || pathname === '/externo/login' ? null : (
            <RouterButton intent={Intent.PRIMARY} text="Entrar" to={withEmpresaId('/externo/login', empresaId)} />
          )}
        </NavbarGroup>
      </Navbar>
      <main className="rh-content">
        {query.invalid ? (
          <Callout intent={Intent.DANGER} icon="error" role="alert">
            Empresa ID inválido. Revise ou solicite novamente o link
          </Callout>
        ) : (
          <RenderErrorBoundary resetKey={pathname}>
            <Outlet />
          </RenderErrorBoundary>
        )}
      </main>
      <PrivacyTermDialog />
    </div>
  );
}

/** Greeting and the five entries; a menu button at 1024 px or less. */
function CandidateArea(): React.JSX.Element {
  const session = useExternalSession();
  const navigate = useNavigate();
  const mobile = useMediaQuery(EXTERNAL_MOBILE_QUERY);
  const { candidato, empresa } = session.state;
  const entries = candidateEntries(candidato!.id, empresa?.id);
  const leave = async () => {
    await session.logout();
    navigate(withEmpresaId('/externo/login', empresa?.id), { replace: true });
  };
  const greeting = (
    <div className="rh-external-greeting">
      <span>
        Boas vindas, <strong>{greetingName(candidato!.nome)}</strong>
      </span>
      <span className="rh-external-cpf">CPF: {formatMasked('cpf', candidato!.cpf)}</span>
    </div>
  );
  if (session.state.leaving) {
    return (
      <div className="rh-external-leaving" role="status">
        <Spinner size={16} /> Saindo...
      </div>
    );
  }
  const act = (entry: CandidateEntry) => (entry.to ? () => navigate(entry.to!) : () => void leave());
  if (mobile) {
    return (
      <>
        {greeting}
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              {entries.map((entry) => (
                <MenuItem key={entry.text} icon={entry.icon} text={entry.text} onClick={act(entry)} />
              ))}
            </Menu>
          }
        >
          <Button icon="menu" aria-label="Menu do candidato" />
        </PopoverNext>
      </>
    );
  }
  return (
    <>
      {greeting}
      {entries.map((entry) =>
        entry.to ? (
          <RouterButton key={entry.text} variant="minimal" icon={entry.icon} text={entry.text} to={entry.to} />
        ) : (
          <Button key={entry.text} variant="minimal" icon={entry.icon} text={entry.text} onClick={act(entry)} />
        ),
      )}
    </>
  );
}
