import { Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EntitiesProvider } from '../../../engine/react/entities-context';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ROLE_CAD_INFO_PESSOAL } from '../authorities';
import { RequireAuthority } from '../guards/RequireAuthority';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { HomePage } from '../pages/HomePage';
import { PageSpinner } from '../pages/PageSpinner';
import { USER_ROUTES } from '../user-routes';
import { EntityFormRoute, EntityListRoute, SingletonRoute } from './EntityRouteElements';
import { entityRoutes } from './entity-routes';
import { ReportRoute } from './ReportRouteElement';
import { ScreenRoute } from './ScreenRouteElement';
import { useSessionMeta } from './use-session-meta';
import { lazyInKit } from '../kit/lazy-in-kit';

// A schema form: it loads with the shell's kit (rjsf theme), never with the login page.
const OwnDataPage = lazyInKit(() => import('../pages/OwnDataPage').then((module) => module.OwnDataPage));

/**
 * Screens of the internal area — the generic ones of entities and reports, and the declared
 * hand-written ones; unknown paths answer 404 once the declarations are known.
 * The declarations are also provided to the screens (references between entities).
 */
export function InternalRoutes(): React.JSX.Element {
  const { items: entities, loading } = useSessionMeta('GET /meta/entities');
  const { items: reports, loading: loadingReports } = useSessionMeta('GET /meta/relatorios');
  const { items: screens, loading: loadingScreens } = useSessionMeta('GET /meta/telas');
  const routes = useMemo(() => entityRoutes(entities), [entities]);
  if (loading || loadingReports || loadingScreens) return <PageSpinner />;
  return (
    <EntitiesProvider entities={entities}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path={USER_ROUTES.alterarSenha} element={<ChangePasswordPage />} />
        <Route path={USER_ROUTES.meusDados} element={<RequireAuthority rule={ROLE_CAD_INFO_PESSOAL}><Suspense fallback={<PageSpinner />}><OwnDataPage /></Suspense></RequireAuthority>} />
        {routes.map(({ path, entity, kind }) => (
          <Route
            key={path}
            path={path}
            element={
              kind === 'list' ? (
                <EntityListRoute entity={entity} />
              ) : kind === 'singleton' ? (
                <SingletonRoute entity={entity} />
              ) : (
                <EntityFormRoute entity={entity} creating={kind === 'new'} />
              )
            }
          />
        ))}
        {reports.map((report) => (
          <Route key={report.route} path={report.route.replace(/^\/+/, '')} element={<ReportRoute report={report} />} />
        ))}
        {screens.map((screen) => (
          <Route key={screen.route} path={screen.route.replace(/^\/+/, '')} element={<ScreenRoute screen={screen} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </EntitiesProvider>
  );
}
