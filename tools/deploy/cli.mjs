// npm run deploy -- <remote>           build (or reuse the cached build) and make it live
// npm run deploy -- <remote> --from <dir>   publish a build made elsewhere (e.g. a CI artifact)
// npm run rollback -- <remote> [--to <version>]
// npm run modules                      live version of each remote and what is available
import { buildDir } from './build.mjs';
import { nx } from '../run/nx.mjs';
import {
  containerName, defaultCdn, publish, publishedVersions, readHistory, readManifest, remoteProjects, rollback, setLive,
} from './cdn.mjs';

const [command, ...args] = process.argv.slice(2);
const cdn = process.env.CDN_DIR ?? defaultCdn;

function option(name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function remoteArgument() {
  const project = args.find((arg) => !arg.startsWith('--') && arg !== option('--to') && arg !== option('--from'));
  const projects = await remoteProjects();
  if (!project || !projects.includes(project.replaceAll('_', '-'))) {
    throw new Error(`Noem een remote: ${projects.join(', ')}`);
  }
  return project.replaceAll('_', '-');
}

async function deploy() {
  const project = await remoteArgument();
  const started = Date.now();
  const from = option('--from');
  if (!from) await nx(['run', `${project}:build`, '--output-style=static']);
  const container = containerName(project);
  const { version } = await publish(container, from ?? buildDir(project), cdn);
  const { previous } = await setLive(container, version, { cdn });
  console.log(`${project}: ${previous ?? '(geen)'} -> ${version} live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function doRollback() {
  const project = await remoteArgument();
  const started = Date.now();
  const { version, previous } = await rollback(containerName(project), { to: option('--to'), cdn });
  console.log(`${project}: ${previous} -> ${version} live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function modules() {
  const manifest = await readManifest(cdn);
  const history = await readHistory(cdn);
  for (const project of await remoteProjects()) {
    const container = containerName(project);
    const live = manifest.remotes[container];
    console.log(`\n${project}`);
    console.log(`  live:        ${live ? `${live.version} sinds ${live.deployedAt}` : 'niet uitgerold'}`);
    const versions = await publishedVersions(container, cdn);
    for (const { version, publishedAt } of versions) {
      const times = history.filter((h) => h.remote === container && h.version === version).length;
      console.log(`  beschikbaar: ${version}  gepubliceerd ${publishedAt}${times ? `, ${times}x live gezet` : ''}`);
    }
  }
}

const commands = { deploy, rollback: doRollback, modules };
if (!commands[command]) {
  console.error('Gebruik: cli.mjs deploy|rollback|modules ...');
  process.exit(2);
}
commands[command]().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
