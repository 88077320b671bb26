import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { useSession } from '../session';

/** Protected internal routes: logged-out users go to /login, which brings them back after. */
export function RequireAuth({ children }: { children: ReactNode }): React.JSX.Element {
  const { state } = useSession();
  const location = useLocation();
  if (state.loading) return <PageSpinner />;
  if (!state.authenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
