import { createBrowserRouter, Navigate, Outlet } from '@facility/runtime/router';
import { Layout } from './Layout';
import { OwnedPath } from './OwnedPath';
import { servedRoutes } from './routeTable';
import { RemoteView } from '../remotes/RemoteView';
import type { RemoteManifest } from '../remotes/manifest';
import { DashboardPage } from '../dashboard/DashboardPage';
import { SettingsPage } from '../settings/SettingsPage';
import { ModulesPage } from '../modules/ModulesPage';
import { ErrorPage } from '../error/ErrorPage';
import { RequireSession } from '../auth/RequireSession';

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
        { path: '/', element: <DashboardPage /> },
        { path: '/settings', element: <SettingsPage /> },
        { path: '/modules', element: <ModulesPage /> },
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
