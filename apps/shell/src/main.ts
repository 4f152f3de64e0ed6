// Async boundary: fetch the runtime configuration and the remotes manifest, register
// the remotes, then start the app. The app's code downloads meanwhile, and so does the
// code of the remote that serves the page asked for (on '/', the dashboard's: see bootstrap.tsx).
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, toRemotes } from './remotes/manifest';
import { currentPreview, withPreview } from './remotes/preview';
import { preloadViewAt } from './remotes/preload';

async function main() {
  const app = import('./bootstrap');
  const [configResponse, manifest] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }),
    fetchManifest().then((live) => withPreview(live, currentPreview())),
  ]);
  if (!configResponse.ok) throw new Error(`/config.json answered ${configResponse.status}`);
  registerRemotes(toRemotes(manifest));
  preloadViewAt(window.location.pathname, manifest);
  const { start } = await app;
  start(await configResponse.json(), manifest);
}

main().catch((error) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'De applicatie kon niet worden gestart. Vernieuw de pagina of probeer het later opnieuw.';
});
