import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ServerErrorPage } from '../errors/ServerErrorPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ExternalLayout } from '../external/ExternalLayout';
import { ExternalLoginPage } from '../external/ExternalLoginPage';
import { JobAdsPage } from '../external/JobAdsPage';
import { RecoverPasswordPage } from '../external/RecoverPasswordPage';
import { ExternalPublicOnly, ExternalRequireAuth } from '../external/ExternalGuards';
import { PublicOnly } from '../guards/PublicOnly';
import { RequireAuth } from '../guards/RequireAuth';
import { InternalLayout } from '../layout/InternalLayout';
import { LoginPage } from '../login/LoginPage';
import { AuthenticatorPage } from '../pages/AuthenticatorPage';
import { InternalRoutes } from './InternalRoutes';
import { lazily } from './lazily';
import { LazyAvaliacoesPage, LazyCandidatePortalFormPage, LazyDocumentosAnexosPage, LazySolicitacaoAvaliacaoPage } from './lazy-external-pages';

/** /externo goes to the candidate login, keeping `?empresaId=`. */
function ExternalIndexRedirect(): React.JSX.Element {
  const { search } = useLocation();
  return <Navigate to={`/externo/login${search}`} replace />;
}

/** Portal pages for visitors only, and for a signed-in candidate only (spec §2.2). */
const publicOnly = (page: ReactNode) => <ExternalPublicOnly>{page}</ExternalPublicOnly>;
const signedIn = (page: ReactNode) => <ExternalRequireAuth>{page}</ExternalRequireAuth>;

/** Root routes (spec §2.1) and their guards (§2.2). */
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
      <Route path="/novaInstalacao/gerarTicket" element={<AuthenticatorPage />} />
      <Route path="/externo" element={<ExternalLayout />}>
        <Route index element={<ExternalIndexRedirect />} />
        <Route path="login" element={publicOnly(<ExternalLoginPage />)} />
        <Route path="anuncios" element={<JobAdsPage />} />
        <Route path="candidatos/new" element={publicOnly(lazily(<LazyCandidatePortalFormPage />))} />
        <Route path="candidatos/:id" element={signedIn(lazily(<LazyCandidatePortalFormPage />))} />
        <Route path="candidatos/:id/documentos-anexos" element={signedIn(lazily(<LazyDocumentosAnexosPage />))} />
        <Route path="avaliacoes" element={signedIn(lazily(<LazyAvaliacoesPage />))} />
        <Route path="solicitacao-avaliacao" element={signedIn(lazily(<LazySolicitacaoAvaliacaoPage />))} />
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
