// `npm start`: database, API, builds of the shell and every remote, and the app.
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();

const started = Date.now();
const { startBackend } = await import('../stack/index.mjs');
const { buildAll, publishAll } = await import('../deploy/build.mjs');
const { defaultCdn } = await import('../deploy/cdn.mjs');
const { startStaticServer } = await import('../serve/static-server.mjs');

const stops = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  const backend = await startBackend({ profile: 'dev' });
  stops.push(backend.stop);
  await buildAll();
  await publishAll(defaultCdn);
  const app = await startStaticServer({
    cdn: defaultCdn,
    port: 4200,
    runtimeConfig: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
  });
  stops.push(app.stop);
  console.log(`
  Klaar in ${((Date.now() - started) / 1000).toFixed(1)} s
  App:  ${app.url}   (demo: beheer@example.nl / ${process.env.DEMO_USER_PASSWORD || 'beheer123'})${app.host === '127.0.0.1' ? '' : `\n        luistert op ${app.host} (APP_HOST); de API is alleen van buiten bereikbaar met STACK_HOST`}
  API:  ${backend.apiUrl}
  E-mail (lokaal): ${backend.mailUrl}   (uitnodigingen en wachtwoordherstel; niets gaat naar buiten)
  Stoppen: Ctrl-C
`);
} catch (error) {
  console.error(`\n${error.message}\n`);
  await stopAll(1);
}
