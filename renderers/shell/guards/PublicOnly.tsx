import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { useSession } from '../session';

/** Public-only routes (/login): a logged-in user goes home. */
export function PublicOnly({ children }: { children: ReactNode }): React.JSX.Element {
  const { state } = useSession();
  if (state.loading) return <PageSpinner />;
  if (state.authenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
}
