import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { empresaIdFromSearch, useExternalSession, withEmpresaId } from './external-session';

/** Candidate-only pages: logged-out candidates go to /externo/login with the company kept. */
export function ExternalRequireAuth({ children }: { children: ReactNode }): React.JSX.Element {
  const session = useExternalSession();
  const { search } = useLocation();
  if (session.loading) return <PageSpinner />;
  if (!session.authenticated) return <Navigate to={withEmpresaId('/externo/login', empresaIdFromSearch(search).empresaId)} replace />;
  return <>{children}</>;
}

/** The candidate login: a logged-in candidate goes to the job postings. */
export function ExternalPublicOnly({ children }: { children: ReactNode }): React.JSX.Element {
  const session = useExternalSession();
  const { search } = useLocation();
  if (session.loading) return <PageSpinner />;
  if (session.authenticated) return <Navigate to={withEmpresaId('/externo/anuncios', empresaIdFromSearch(search).empresaId)} replace />;
  return <>{children}</>;
}
