// Async boundary: fetch the runtime configuration and the remotes manifest, register
// the remotes, and only then load the app (shared modules resolve after this).
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, toRemotes } from './remotes/manifest';
import { currentPreview, withPreview } from './remotes/preview';

async function main() {
  const [configResponse, manifest] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }),
    fetchManifest().then((live) => withPreview(live, currentPreview())),
  ]);
  if (!configResponse.ok) throw new Error(`/config.json answered ${configResponse.status}`);
  registerRemotes(toRemotes(manifest));
  const { start } = await import('./bootstrap');
  start(await configResponse.json(), manifest);
}

main().catch((error) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'De applicatie kon niet worden gestart. Vernieuw de pagina of probeer het later opnieuw.';
});
