import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@facility/runtime/router';
import { SWRConfig } from 'swr';
import { AppProviders } from '@facility/ui/basics';
import { configureSupabase, type RuntimeConfig } from '@facility/data/basics';
import { createRouter } from './app/router';
import { trackConnection } from './connection/connection';
import { setManifest } from './remotes/liveManifest';
import type { RemoteManifest } from './remotes/manifest';
import { loadDashboard } from './dashboard/loadDashboard';

// On '/' the dashboard's code downloads as soon as the app's has arrived, beside the runtime
// configuration and the manifest. Asked from here rather than from main.ts, its chunk leaves
// out the app's modules it uses (the connection status, the clock's format): asked from
// main.ts, it carried its own copy of them.
if (window.location.pathname === '/') void loadDashboard();

export function start(config: RuntimeConfig, manifest: RemoteManifest) {
  configureSupabase(config);
  setManifest(manifest);
  const router = createRouter(manifest);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...trackConnection(config) }}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </SWRConfig>
    </StrictMode>,
  );
}
