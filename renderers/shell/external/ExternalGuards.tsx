import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { empresaIdFromSearch, withEmpresaId } from './external-links';
import { useExternalSession } from './external-session';

/** Candidate-only pages: logged-out candidates go to /externo/login with the company kept. */
export function ExternalRequireAuth({ children }: { children: ReactNode }): React.JSX.Element {
  const { state } = useExternalSession();
  const { search } = useLocation();
  if (state.loading) return <PageSpinner />;
  if (!state.authenticated) return <Navigate to={withEmpresaId('/externo/login', empresaIdFromSearch(search).empresaId)} replace />;
  return <>{children}</>;
}

/** The candidate login: a logged-in candidate goes to the job postings. */
export function ExternalPublicOnly({ children }: { children: ReactNode }): React.JSX.Element {
  const { state } = useExternalSession();
  const { search } = useLocation();
  if (state.loading) return <PageSpinner />;
  if (state.authenticated) return <Navigate to={withEmpresaId('/externo/anuncios', state.empresa?.id ?? empresaIdFromSearch(search).empresaId)} replace />;
  return <>{children}</>;
}
