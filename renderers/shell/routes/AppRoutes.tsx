import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ServerErrorPage } from '../errors/ServerErrorPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ExternalLayout } from '../external/ExternalLayout';
import { ExternalLoginPage } from '../external/ExternalLoginPage';
import { RecoverPasswordPage } from '../external/RecoverPasswordPage';
import { ExternalPublicOnly, ExternalRequireAuth } from '../external/ExternalGuards';
import { PublicOnly } from '../guards/PublicOnly';
import { RequireAuth } from '../guards/RequireAuth';
import { InternalLayout } from '../layout/InternalLayout';
import { LoginPage } from '../login/LoginPage';
import { InternalRoutes } from './InternalRoutes';
import { portalPages } from '../plugins/portal-parts';
import { publicPages } from '../plugins/public-pages';
import type { PortalAccess } from '../../../engine/react/module-manifest';
import { lazily } from './lazily';

/** /externo goes to the candidate login, keeping `?empresaId=`. */
function ExternalIndexRedirect(): React.JSX.Element {
  const { search } = useLocation();
  return <Navigate to={`/externo/login${search}`} replace />;
}

/** Portal pages for visitors only, and for a signed-in candidate only (spec §2.2). */
const publicOnly = (page: ReactNode) => <ExternalPublicOnly>{page}</ExternalPublicOnly>;
const signedIn = (page: ReactNode) => <ExternalRequireAuth>{page}</ExternalRequireAuth>;
const guarded: Record<PortalAccess, (page: ReactNode) => ReactNode> = { visitor: publicOnly, candidate: signedIn, anyone: (page) => page };

/** Root routes (spec §2.1) and their guards (§2.2); the portal's pages come from the modules' manifests. */
export function AppRoutes(): React.JSX.Element {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route path="/500" element={<ServerErrorPage />} />
      {publicPages.map(({ path, Page }) => (
        <Route key={path} path={path} element={lazily(<Page />)} />
      ))}
      <Route path="/externo" element={<ExternalLayout />}>
        <Route index element={<ExternalIndexRedirect />} />
        <Route path="login" element={publicOnly(<ExternalLoginPage />)} />
        {portalPages.map(({ path, access, Page }) => (
          <Route key={path} path={path} element={guarded[access](lazily(<Page />))} />
        ))}
        <Route path="recuperar-senha" element={publicOnly(<RecoverPasswordPage />)} />
        <Route path="*" element={signedIn(<NotFoundPage />)} />
      </Route>
      <Route
        path="*"
        element={
          <RequireAuth>
            <InternalLayout>
              <InternalRoutes />
            </InternalLayout>
          </RequireAuth>
        }
      />
    </Routes>
  );
}
