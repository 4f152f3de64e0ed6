// npm run deploy -- <remote>                 build (or reuse the cached build), publish, make it live
// npm run deploy -- <remote> --from <dir>    publish a build made elsewhere (e.g. a CI artifact)
// npm run deploy -- <remote> --no-promote    publish only, print the version; not live yet
// npm run promote -- <remote> <version>      make a published version live
// npm run rollback -- <remote> [--to <version>]
// npm run modules                            per remote: live, previous, owned paths, routes, settings tabs, libs, available versions
import { buildDir } from './build.mjs';
import { nx } from '../run/nx.mjs';
import {
  containerName, defaultCdn, publish, publishedVersions, readHistory, readManifest, remoteProjects, rollback, rollbackTarget, setLive,
} from './cdn.mjs';

const [command, ...args] = process.argv.slice(2);
const cdn = process.env.CDN_DIR ?? defaultCdn;
const withValue = ['--to', '--from'];
const flags = [...withValue, '--no-promote'];
const positional = args.filter((arg, index) => !arg.startsWith('--') && !withValue.includes(args[index - 1]));

function option(name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function remoteArgument() {
  const unknown = args.find((arg) => arg.startsWith('--') && !flags.includes(arg));
  if (unknown) throw new Error(`Onbekende optie ${unknown} (wel: ${flags.join(', ')})`);
  const project = positional[0]?.replaceAll('_', '-');
  const projects = await remoteProjects();
  if (!project || !projects.includes(project)) throw new Error(`Noem een remote: ${projects.join(', ')}`);
  return project;
}

function reportLive(project, { version, previous, unchanged }, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(unchanged ? `${project}: ${version} was al live` : `${project}: ${previous ?? '(geen)'} -> ${version} live (${seconds} s)`);
}

async function deploy() {
  const project = await remoteArgument();
  const started = Date.now();
  const from = option('--from');
  if (!from) await nx(['run', `${project}:build`, '--output-style=static']);
  const container = containerName(project);
  const { version } = await publish(container, from ?? buildDir(project), cdn);
  if (args.includes('--no-promote')) {
    console.log(`${project}: ${version} gepubliceerd, niet live. Live zetten: npm run promote -- ${project} ${version}`);
    return;
  }
  reportLive(project, await setLive(container, version, { cdn }), started);
}

async function promote() {
  const project = await remoteArgument();
  const version = positional[1];
  if (!version) throw new Error(`Noem de versie: npm run promote -- ${project} <versie> (zie npm run modules)`);
  const started = Date.now();
  reportLive(project, await setLive(containerName(project), version, { cdn, action: 'promote' }), started);
}

async function doRollback() {
  const project = await remoteArgument();
  const started = Date.now();
  reportLive(project, await rollback(containerName(project), { to: option('--to'), cdn }), started);
}

async function modules() {
  const manifest = await readManifest(cdn);
  const history = await readHistory(cdn);
  const indent = '\n               ';
  const list = (items) => (items ? items.join(indent) || '(geen)' : '(onbekend)');
  for (const project of await remoteProjects()) {
    const container = containerName(project);
    const live = manifest.remotes[container];
    console.log(`\n${project}`);
    if (live) {
      const routes = live.routes?.map((route) => `${route.path} -> ${route.label}`);
      const owns = live.owns ? live.owns.join(', ') : '(niet opgegeven: de paden van de routes)';
      const tabs = live.settingsTabs?.map((tab) => `${tab.tab} -> ${tab.label}${tab.path ? ` (${tab.path})` : ''}`);
      const libs = live.libs && Object.entries(live.libs).map(([name, version]) => `${name} ${version}`);
      console.log(`  live:        ${live.version} sinds ${live.deployedAt}`);
      console.log(`  vorige:      ${live.previous ?? '(geen)'}`);
      console.log(`  terug naar:  ${rollbackTarget(history, container, live.version) ?? '(niets)'}`);
      console.log(`  eigen paden: ${owns}`);
      console.log(`  routes:      ${list(routes)}`);
      console.log(`  tabbladen:   ${list(tabs)}`);
      console.log(`  libs:        ${list(libs)}`);
    } else {
      console.log('  live:        niet uitgerold');
    }
    for (const { version, publishedAt } of await publishedVersions(container, cdn)) {
      const times = history.filter((h) => h.remote === container && h.version === version).length;
      const notes = [`gepubliceerd ${publishedAt}`, times && `${times}x live gezet`, version === live?.version && 'live'];
      console.log(`  beschikbaar: ${version}  ${notes.filter(Boolean).join(', ')}`);
    }
  }
}

const commands = { deploy, promote, rollback: doRollback, modules };
if (!commands[command]) {
  console.error('Gebruik: cli.mjs deploy|promote|rollback|modules ...');
  process.exit(2);
}
commands[command]().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
