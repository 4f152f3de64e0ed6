import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { Layout } from './Layout';
import { remoteRoutes } from './routeTable';
import { RemoteView } from '../remotes/RemoteView';
import { DashboardPage } from '../dashboard/DashboardPage';
import { SettingsPage } from '../settings/SettingsPage';
import { ModulesPage } from '../modules/ModulesPage';
import { ErrorPage } from '../error/ErrorPage';
import { RequireSession } from '../auth/RequireSession';

export const routes = [
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
      ...remoteRoutes.map(({ path, remote, view }) => ({
        path,
        element: <RemoteView key={path} remote={remote} view={view} />,
      })),
      { path: '*', element: <ErrorPage notFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
