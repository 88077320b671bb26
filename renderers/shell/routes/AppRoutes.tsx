import { Suspense } from 'react';
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
import { PageSpinner } from '../pages/PageSpinner';
import { InternalRoutes } from './InternalRoutes';
import { LazyAvaliacoesPage, LazyCandidatePortalFormPage, LazyDocumentosAnexosPage, LazySolicitacaoAvaliacaoPage } from './lazy-external-pages';

/** /externo goes to the candidate login, keeping `?empresaId=`. */
function ExternalIndexRedirect(): React.JSX.Element {
  const { search } = useLocation();
  return <Navigate to={`/externo/login${search}`} replace />;
}

function Loading({ children }: { children: ReactNode }): React.JSX.Element {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

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
        <Route
          path="login"
          element={
            <ExternalPublicOnly>
              <ExternalLoginPage />
            </ExternalPublicOnly>
          }
        />
        <Route path="anuncios" element={<JobAdsPage />} />
        <Route
          path="candidatos/new"
          element={
            <ExternalPublicOnly>
              <Loading><LazyCandidatePortalFormPage /></Loading>
            </ExternalPublicOnly>
          }
        />
        <Route
          path="candidatos/:id"
          element={
            <ExternalRequireAuth>
              <Loading><LazyCandidatePortalFormPage /></Loading>
            </ExternalRequireAuth>
          }
        />
        <Route
          path="candidatos/:id/documentos-anexos"
          element={
            <ExternalRequireAuth>
              <Loading><LazyDocumentosAnexosPage /></Loading>
            </ExternalRequireAuth>
          }
        />
        <Route
          path="avaliacoes"
          element={
            <ExternalRequireAuth>
              <Loading><LazyAvaliacoesPage /></Loading>
            </ExternalRequireAuth>
          }
        />
        <Route
          path="solicitacao-avaliacao"
          element={
            <ExternalRequireAuth>
              <Loading><LazySolicitacaoAvaliacaoPage /></Loading>
            </ExternalRequireAuth>
          }
        />
        <Route
          path="recuperar-senha"
          element={
            <ExternalPublicOnly>
              <RecoverPasswordPage />
            </ExternalPublicOnly>
          }
        />
        <Route
          path="*"
          element={
            <ExternalRequireAuth>
              <NotFoundPage />
            </ExternalRequireAuth>
          }
        />
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
