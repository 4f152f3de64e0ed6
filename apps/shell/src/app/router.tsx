import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from '@facility/runtime/router';
import { LoadingState } from '@facility/ui/basics';
import { Layout } from './Layout';
import { OwnedPath } from './OwnedPath';
import { servedRoutes } from './routeTable';
import { RemoteView } from '../remotes/RemoteView';
import type { RemoteManifest } from '../remotes/manifest';
import { loadDashboard } from '../dashboard/loadDashboard';
import { ErrorPage } from '../error/ErrorPage';
import { RequireSession } from '../auth/RequireSession';

// The shell's pages download when first shown; main.ts starts the dashboard's at once on '/'.
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ModulesPage = lazy(() => import('../modules/ModulesPage').then((m) => ({ default: m.ModulesPage })));
const loading = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** The shell's own pages, and the routes the live remotes declare in the manifest. */
export function appRoutes(manifest: RemoteManifest) {
  return [
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
        { path: '/buildings', element: <Navigate to="/settings?tab=buildings" replace /> },
        ...servedRoutes(manifest).map(({ path, remote, view }) => ({
          path,
          element: <RemoteView key={path} remote={remote} view={view} />,
        })),
        { path: '*', element: <OwnedPath /> },
      ],
    },
  ];
}

export function createRouter(manifest: RemoteManifest) {
  return createBrowserRouter(appRoutes(manifest));
}
