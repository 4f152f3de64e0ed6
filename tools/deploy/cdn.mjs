// The deployment target: a folder that plays the CDN.
//
//   <cdn>/shell/...                             the shell (index.html, hashed assets)
//   <cdn>/remotes/<name>/<version>/...          every published version, never changed again
//   <cdn>/remotes/<name>/versions.json          the published versions, their routes and libs (no-cache)
//   <cdn>/remotes/manifest.json                 remote -> live version, its routes and libs (no-cache)
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

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultCdn = path.join(repoRoot, '.deploy');
export const pathOwnersFile = path.join(repoRoot, 'apps/shell/src/app/pathOwners.json');

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
 * the map of a published file is found in the build by its name.
 */
export const isPublished = (file) => !file.endsWith('.map');

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

function checkRoutes(routes, where) {
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

/** routes.json and libs.json of a build or a published version; without them a version serves no routes. */
async function readRelease(dir, where) {
  const routes = await readJson(path.join(dir, 'routes.json'), []);
  const libs = await readJson(path.join(dir, 'libs.json'), {});
  checkRoutes(routes, where);
  if (!libs || typeof libs !== 'object' || Array.isArray(libs)) throw new Error(`${where}: libs.json moet een object zijn (lib -> versie).`);
  return { routes, libs };
}

/** '/tasks' matches only /tasks; '/tasks-*' matches every path that starts with /tasks-. */
const matches = (pattern, routePath) => (pattern.endsWith('*') ? routePath.startsWith(pattern.slice(0, -1)) : routePath === pattern);

/** Refuses a route that is the shell's, that another live remote serves, or that is not in this remote's list. */
async function checkOwnership(container, routes, manifest) {
  const owners = JSON.parse(await readFile(pathOwnersFile, 'utf8'));
  const self = projectName(container);
  const refuse = (routePath, owner) => {
    throw new Error(`Het pad ${routePath} hoort bij ${owner}; ${self} mag het niet gebruiken.`);
  };
  for (const { path: routePath } of routes) {
    if (owners.shell.some((pattern) => matches(pattern, routePath))) refuse(routePath, 'de shell');
    for (const [other, entry] of Object.entries(manifest.remotes)) {
      if (other !== container && entry.routes?.some((route) => route.path === routePath)) refuse(routePath, projectName(other));
    }
    if (!(owners.remotes[container] ?? []).some((pattern) => matches(pattern, routePath))) {
      const listed = Object.keys(owners.remotes).find((other) => owners.remotes[other].some((pattern) => matches(pattern, routePath)));
      if (listed) refuse(routePath, projectName(listed));
      throw new Error(`Het pad ${routePath} staat niet bij ${self} in ${path.relative(repoRoot, pathOwnersFile)}; ${self} mag het niet gebruiken.`);
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
    versions.push({ version, publishedAt, ...(await readRelease(folder, `${projectName(container)} ${version}`)) });
  }
  return versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * Copies a remote's build to its immutable versioned path (once) and lists it in
 * versions.json. Its routes are checked first: a build that may not go live is not published.
 */
export async function publish(container, buildDir, cdn = defaultCdn) {
  if (!existsSync(path.join(buildDir, 'remoteEntry.js'))) {
    throw new Error(`${buildDir} heeft geen remoteEntry.js: bouw eerst ${projectName(container)}.`);
  }
  const version = await buildVersion(buildDir);
  const release = await readRelease(buildDir, `${projectName(container)} ${version}`);
  await checkOwnership(container, release.routes, await readManifest(cdn));
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
  const { routes, libs } = await readRelease(dir, `${projectName(container)} ${version}`);
  const manifest = await readManifest(cdn);
  await checkOwnership(container, routes, manifest);
  const previous = manifest.remotes[container]?.version ?? null;
  if (previous === version) return { version, previous, unchanged: true };
  const deployedAt = new Date().toISOString();
  manifest.remotes[container] = { version, entry: `/remotes/${container}/${version}/remoteEntry.js`, deployedAt, previous, routes, libs };
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
