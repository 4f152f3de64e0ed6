import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from '@facility/runtime/router';
import { LoadingState } from '@facility/ui/basics';
import { Layout } from './Layout';
import { OwnedPath } from './OwnedPath';
import { servedRoutes, servedTabs } from './routeTable';
import { RemoteView } from '../remotes/RemoteView';
import { viewAt } from '../remotes/loadView';
import type { RemoteManifest } from '../remotes/manifest';
import { loadDashboard } from '../dashboard/loadDashboard';
import { ErrorPage } from '../error/ErrorPage';
import { RequireSession } from '../auth/RequireSession';

// The shell's pages download when first shown; bootstrap.tsx starts the dashboard's at once on '/'.
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ModulesPage = lazy(() => import('../modules/ModulesPage').then((m) => ({ default: m.ModulesPage })));
const ChangePasswordPage = lazy(() => import('../auth/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
// Reached from an e-mail or the sign-in page, before anyone is signed in.
const SetPasswordPage = lazy(() => import('../auth/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const loading = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** The shell's own pages, and the routes the live remotes declare in the manifest. */
export function appRoutes(manifest: RemoteManifest) {
  return [
    { path: '/wachtwoord-instellen', element: loading(<SetPasswordPage />), errorElement: <ErrorPage /> },
    { path: '/wachtwoord-vergeten', element: loading(<ForgotPasswordPage />), errorElement: <ErrorPage /> },
    {
      element: (
        <RequireSession>
          <Layout>
            <Outlet />
          </Layout>
        </RequireSession>
      ),
      errorElement: <ErrorPage />,
      children: [
        { path: '/', element: loading(<DashboardPage />) },
        { path: '/settings', element: loading(<SettingsPage />) },
        { path: '/modules', element: loading(<ModulesPage />) },
        { path: '/wachtwoord-wijzigen', element: loading(<ChangePasswordPage />) },
        ...servedRoutes(manifest).map(({ path }) => ({
          path,
          element: <RemoteView key={path} id={path} target={() => viewAt(path)} />,
        })),
        // A settings tab's own path (buildings_mf: /buildings) leads to the tab.
        ...servedTabs(manifest)
          .filter((tab) => tab.path)
          .map((tab) => ({ path: tab.path, element: <Navigate to={`/settings?tab=${tab.tab}`} replace /> })),
        { path: '*', element: <OwnedPath /> },
      ],
    },
  ];
}

export function createRouter(manifest: RemoteManifest) {
  return createBrowserRouter(appRoutes(manifest));
}
