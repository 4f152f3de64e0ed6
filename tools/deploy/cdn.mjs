// The deployment target: a folder that plays the CDN.
//
//   <cdn>/shell/...                             the shell (index.html, hashed assets)
//   <cdn>/remotes/<name>/<version>/...          every published version, never changed again
//   <cdn>/remotes/<name>/versions.json          the published versions, their routes, owns, settings tabs, libs (no-cache)
//   <cdn>/remotes/manifest.json                 remote -> live version, its routes, owns, settings tabs, libs (no-cache)
//   <cdn>/remotes/history.json                  what was live when
//   <cdn>/remotes/.lock/                        held while one of those JSON files is rewritten
//
// In production <cdn> is a bucket behind a CDN; see README "Deploying and rolling back one remote".
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withLock } from './lock.mjs';
import { checkDeclaration, overlaps } from '../webpack/remote-declaration.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultCdn = path.join(repoRoot, '.deploy');
/** The shell's own pages: no remote may declare or own one of them. */
export const shellPagesFile = path.join(repoRoot, 'apps/shell/src/app/shellPages.json');

const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));

/** tasks-mf -> tasks_mf (a Module Federation container name is a JS identifier). */
export const containerName = (project) => project.replaceAll('-', '_');
export const projectName = (container) => container.replaceAll('_', '-');

export async function remoteProjects() {
  const apps = await readdir(path.join(repoRoot, 'apps'));
  return apps.filter((app) => app.endsWith('-mf') && existsSync(path.join(repoRoot, 'apps', app, 'project.json'))).sort();
}

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

/**
 * Source maps stay beside the build (dist/, for error reporting) and never go to the CDN: they
 * would hand out our source. Webpack names a map after its script (main.<hash>.js.map), so
 * the map of a published file is found in the build by its name. The federation plugin's
 * build stats (mf-manifest-stats.json) stay there too: they name files by their absolute paths
 * on the machine that built them, and published they made the release's version (a hash of
 * what is published) differ with the folder the build was made in.
 */
export const isPublished = (file) => !file.endsWith('.map') && path.basename(file) !== 'mf-manifest-stats.json';

/** The files of a build that are published (relative paths, sorted). */
export async function publishedFiles(buildDir) {
  return (await listFiles(buildDir)).filter(isPublished);
}

/**
 * package version + hash of what is published of a build (not its source maps): the same
 * published files always get the same version, and hashing a published version folder gives
 * its version back.
 */
export async function buildVersion(buildDir) {
  const hash = createHash('sha256');
  for (const file of await publishedFiles(buildDir)) {
    hash.update(file);
    hash.update(await readFile(path.join(buildDir, file)));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

const manifestPath = (cdn) => path.join(cdn, 'remotes', 'manifest.json');
const historyPath = (cdn) => path.join(cdn, 'remotes', 'history.json');
const versionsPath = (cdn, container) => path.join(cdn, 'remotes', container, 'versions.json');
const versionDir = (cdn, container, version) => path.join(cdn, 'remotes', container, version);

/** A missing file is the fallback; an unreadable one stops everything (never overwrite what we cannot read). */
async function readJson(file, fallback) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is geen geldige JSON: ${error.message}`);
  }
}

/** Write and rename: a reader sees the old file or the new one, never half of one. */
async function writeJsonAtomic(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, JSON.stringify(value, null, 2) + '\n');
  await rename(tmp, file);
}

export const readManifest = (cdn = defaultCdn) => readJson(manifestPath(cdn), { remotes: {} });
export const readHistory = (cdn = defaultCdn) => readJson(historyPath(cdn), []);

/** The old release (before remote.json): routes.json, a list of pages with their views. */
function checkLegacyRoutes(routes, where) {
  if (!Array.isArray(routes)) throw new Error(`${where}: routes.json moet een lijst van routes zijn.`);
  const seen = new Set();
  for (const route of routes) {
    const routePath = route?.path;
    if (typeof routePath !== 'string' || !routePath.startsWith('/')) {
      throw new Error(`${where}: het pad ${JSON.stringify(routePath)} in routes.json moet met / beginnen.`);
    }
    if (typeof route.view !== 'string' || !route.view) throw new Error(`${where}: ${routePath} in routes.json heeft geen view.`);
    if (typeof route.label !== 'string' || !route.label) {
      throw new Error(`${where}: ${routePath} in routes.json heeft geen label (de naam in het kruimelpad).`);
    }
    if (seen.has(routePath)) throw new Error(`${where}: het pad ${routePath} staat twee keer in routes.json.`);
    seen.add(routePath);
  }
}

/**
 * What a build or a published version brings: its remote.json (the release of the remote's
 * declaration, checked as the build checks it, and made for this remote) and its libs.json.
 * A version published before remote.json has routes.json (or, older still, nothing: no
 * routes); it owns no paths of its own (owns: null), so it holds just the paths of its routes.
 */
async function readRelease(dir, container, where) {
  const libs = await readJson(path.join(dir, 'libs.json'), {});
  if (!libs || typeof libs !== 'object' || Array.isArray(libs)) throw new Error(`${where}: libs.json moet een object zijn (lib -> versie).`);
  if (!existsSync(path.join(dir, 'remote.json'))) {
    const routes = await readJson(path.join(dir, 'routes.json'), []);
    checkLegacyRoutes(routes, where);
    return { routes, owns: null, settingsTabs: [], search: [], libs };
  }
  const release = await readJson(path.join(dir, 'remote.json'));
  checkDeclaration(release, where, 'release');
  if (release.name !== container) {
    throw new Error(`${where}: remote.json is van ${release.name}, niet van ${container}; ${projectName(container)} mag het niet uitrollen.`);
  }
  return { routes: release.routes, owns: release.owns, settingsTabs: release.settingsTabs ?? [], search: release.search ?? [], libs };
}

/** The paths a release claims: its pages, its settings tabs' paths and (first the pages, for a clear message) what it owns. */
const claimsOf = ({ routes, owns, settingsTabs }) => [...routes.map((route) => route.path), ...settingsTabs.flatMap((tab) => tab.path ?? []), ...(owns ?? [])];

/** What a live remote holds: what it owns, or for one deployed before remote.json, the paths of its pages. */
const heldBy = (entry) => entry.owns ?? [...(entry.routes ?? []), ...(entry.settingsTabs ?? [])].flatMap((route) => route.path ?? []);

/** The Dutch refusal of `claim` (a path, or a pattern in "owns") that overlaps `held` of `owner`. */
function refusal(self, claim, held, owner) {
  if (!claim.endsWith('*')) return `Het pad ${claim} hoort bij ${owner}${held === claim ? '' : ` (${held})`}; ${self} mag het niet gebruiken.`;
  if (!held.endsWith('*')) return `Het pad ${held} hoort bij ${owner}; ${self} mag het niet gebruiken, ook niet via ${claim} in "owns".`;
  return `De paden ${held} horen bij ${owner}; ${self} mag ${claim} in "owns" daarom niet gebruiken.`;
}

/**
 * Refuses a release that claims a page of the shell (shellPages.json) or a path that another
 * live remote holds (the declarations in the manifest): two owners of one path never go live.
 */
async function checkOwnership(container, release, manifest) {
  const shellPages = Object.keys(JSON.parse(await readFile(shellPagesFile, 'utf8')).pages);
  const holders = [
    ['de shell', shellPages],
    ...Object.entries(manifest.remotes)
      .filter(([other]) => other !== container)
      .map(([other, entry]) => [projectName(other), heldBy(entry)]),
  ];
  for (const claim of claimsOf(release)) {
    for (const [owner, held] of holders) {
      const taken = held.find((pattern) => overlaps(claim, pattern));
      if (taken) throw new Error(refusal(projectName(container), claim, taken, owner));
    }
  }
}

/** versions.json; for a CDN folder published before it existed, what the version folders say. */
export async function publishedVersions(container, cdn = defaultCdn) {
  const listed = await readJson(versionsPath(cdn, container), null);
  if (listed) return listed;
  const dir = path.join(cdn, 'remotes', container);
  const versions = [];
  for (const version of existsSync(dir) ? await readdir(dir) : []) {
    const folder = versionDir(cdn, container, version);
    if (version.includes('.staging-') || !existsSync(path.join(folder, 'remoteEntry.js'))) continue;
    const publishedAt = (await stat(folder)).mtime.toISOString();
    versions.push({ version, publishedAt, ...(await readRelease(folder, container, `${projectName(container)} ${version}`)) });
  }
  return versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * Copies a remote's build to its immutable versioned path (once) and lists it in
 * versions.json. Its remote.json and paths are checked first: a build that may not go live is not published.
 */
export async function publish(container, buildDir, cdn = defaultCdn) {
  if (!existsSync(path.join(buildDir, 'remoteEntry.js'))) {
    throw new Error(`${buildDir} heeft geen remoteEntry.js: bouw eerst ${projectName(container)}.`);
  }
  const version = await buildVersion(buildDir);
  const release = await readRelease(buildDir, container, `${projectName(container)} ${version}`);
  await checkOwnership(container, release, await readManifest(cdn));
  const target = versionDir(cdn, container, version);
  let fresh = !existsSync(target);
  if (fresh) {
    // Copied beside its final place and renamed: a killed copy never looks published.
    const staging = `${target}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await cp(buildDir, staging, { recursive: true, filter: async (source) => (await stat(source)).isDirectory() || isPublished(source) });
    try {
      await rename(staging, target);
    } catch (error) {
      if (!existsSync(target)) throw error;
      await rm(staging, { recursive: true, force: true }); // the same build, published by a deploy running beside us
      fresh = false;
    }
  }
  await withLock(cdn, async () => {
    const versions = await publishedVersions(container, cdn);
    if (!versions.some((listed) => listed.version === version)) versions.push({ version, publishedAt: new Date().toISOString(), ...release });
    await writeJsonAtomic(versionsPath(cdn, container), versions);
  });
  return { version, fresh };
}

/** Under the lock: points the manifest entry of one remote at a published version; the others stay as they are. */
async function switchLive(cdn, container, version, action) {
  const dir = versionDir(cdn, container, version);
  if (!/^\w[\w.-]*$/.test(version) || !existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`${projectName(container)} heeft geen gepubliceerde versie ${version} (zie npm run modules).`);
  }
  const { routes, owns, settingsTabs, search, libs } = await readRelease(dir, container, `${projectName(container)} ${version}`);
  const manifest = await readManifest(cdn);
  await checkOwnership(container, { routes, owns, settingsTabs }, manifest);
  const previous = manifest.remotes[container]?.version ?? null;
  if (previous === version) return { version, previous, unchanged: true };
  const deployedAt = new Date().toISOString();
  manifest.remotes[container] = { version, entry: `/remotes/${container}/${version}/remoteEntry.js`, deployedAt, previous, routes, owns, settingsTabs, search, libs };
  const history = await readHistory(cdn);
  history.push({ remote: container, action, version, previous, at: deployedAt });
  // Manifest first: if we die in between, the manifest is right and rollbackTarget() copes with the missing history line.
  await writeJsonAtomic(manifestPath(cdn), manifest);
  await writeJsonAtomic(historyPath(cdn), history);
  return { version, previous };
}

/** action: 'deploy' or 'promote' (both push onto the remote's lineage). */
export function setLive(container, version, { cdn = defaultCdn, action = 'deploy' } = {}) {
  return withLock(cdn, () => switchLive(cdn, container, version, action));
}

/**
 * The versions of one remote that went live on top of each other, replayed from history:
 * deploy and promote push; a rollback to a version below the top drops what lies above
 * it (a plain rollback is a pop); a rollback to any other version replaces the top.
 */
export function lineage(history, container) {
  const stack = [];
  for (const { remote, action, version } of history) {
    if (remote !== container) continue;
    const below = stack.slice(0, -1).lastIndexOf(version);
    if (action === 'rollback' && below >= 0) stack.length = below + 1;
    else if (action === 'rollback') stack.splice(-1, 1, version);
    else if (stack.at(-1) !== version) stack.push(version);
  }
  return stack;
}

/** Where a plain rollback goes: the version below the live one in its lineage. */
export function rollbackTarget(history, container, current) {
  const stack = lineage(history, container);
  if (stack.at(-1) !== current) stack.push(current); // history missed the last switch (killed in between)
  return stack.at(-2);
}

/** Back to the version that was live before the current one in its lineage, or to a named one. */
export function rollback(container, { to, cdn = defaultCdn } = {}) {
  const name = projectName(container);
  return withLock(cdn, async () => {
    const current = (await readManifest(cdn)).remotes[container]?.version;
    if (!current) throw new Error(`${name} staat niet live; er is niets terug te draaien.`);
    if (to === current) throw new Error(`${name} ${to} is al live.`);
    const target = to ?? rollbackTarget(await readHistory(cdn), container, current);
    if (!target) throw new Error(`${name} heeft geen eerdere versie om naar terug te gaan (live: ${current}).`);
    return switchLive(cdn, container, target, 'rollback');
  });
}

/** The shell is published in place: its index.html is no-cache, its assets are content-hashed. */
export async function publishShell(buildDir, cdn = defaultCdn) {
  const target = path.join(cdn, 'shell');
  await mkdir(target, { recursive: true });
  for (const file of await publishedFiles(buildDir)) {
    if (file === 'index.html') continue;
    const dest = path.join(target, file);
    if (!existsSync(dest)) {
      await mkdir(path.dirname(dest), { recursive: true });
      await cp(path.join(buildDir, file), dest);
    }
  }
  const tmp = path.join(target, `index.html.${process.pid}.tmp`);
  await cp(path.join(buildDir, 'index.html'), tmp);
  await rename(tmp, path.join(target, 'index.html'));
  // Maps an earlier publish left in place (before maps stayed in dist/) go too.
  for (const file of await listFiles(target)) {
    if (!isPublished(file)) await rm(path.join(target, file), { force: true });
  }
}
