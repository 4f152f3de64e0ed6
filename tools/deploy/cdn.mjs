// The deployment target: a folder that plays the CDN.
//
//   <cdn>/shell/...                             the shell (index.html, hashed assets)
//   <cdn>/remotes/<name>/<version>/...          every published version, never changed again
//   <cdn>/remotes/manifest.json                 remote -> live version (no-cache)
//   <cdn>/remotes/history.json                  what was live when
//
// In production <cdn> is a bucket behind a CDN; see README "Deploying one remote".
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultCdn = path.join(repoRoot, '.deploy');

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

/** package version + hash of the build's content: the same build always gets the same version. */
export async function buildVersion(buildDir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(buildDir)) {
    hash.update(file);
    hash.update(await readFile(path.join(buildDir, file)));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

const manifestPath = (cdn) => path.join(cdn, 'remotes', 'manifest.json');
const historyPath = (cdn) => path.join(cdn, 'remotes', 'history.json');

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return fallback;
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

export async function publishedVersions(container, cdn = defaultCdn) {
  const dir = path.join(cdn, 'remotes', container);
  if (!existsSync(dir)) return [];
  const versions = [];
  for (const version of await readdir(dir)) {
    versions.push({ version, publishedAt: (await stat(path.join(dir, version))).mtime.toISOString() });
  }
  return versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/** Copies a remote's build to its immutable versioned path (once). */
export async function publish(container, buildDir, cdn = defaultCdn) {
  if (!existsSync(path.join(buildDir, 'remoteEntry.js'))) {
    throw new Error(`${buildDir} has no remoteEntry.js: build ${projectName(container)} first`);
  }
  const version = await buildVersion(buildDir);
  const target = path.join(cdn, 'remotes', container, version);
  const fresh = !existsSync(target);
  if (fresh) {
    const staging = `${target}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await cp(buildDir, staging, { recursive: true });
    await rename(staging, target);
  }
  return { version, fresh };
}

/** Points the manifest entry of one remote at a published version; the others stay as they are. */
export async function setLive(container, version, { cdn = defaultCdn, action = 'deploy' } = {}) {
  if (!existsSync(path.join(cdn, 'remotes', container, version))) {
    throw new Error(`${projectName(container)} has no published version ${version}`);
  }
  const manifest = await readManifest(cdn);
  const previous = manifest.remotes[container]?.version ?? null;
  const deployedAt = new Date().toISOString();
  manifest.remotes[container] = { version, entry: `/remotes/${container}/${version}/remoteEntry.js`, deployedAt };
  await writeJsonAtomic(manifestPath(cdn), manifest);
  const history = await readHistory(cdn);
  history.push({ remote: container, action, version, previous, at: deployedAt });
  await writeJsonAtomic(historyPath(cdn), history);
  return { version, previous };
}

/** The version that was live before the current one (or a named one). */
export async function rollback(container, { to, cdn = defaultCdn } = {}) {
  const manifest = await readManifest(cdn);
  const current = manifest.remotes[container]?.version;
  if (!current) throw new Error(`${projectName(container)} is not live`);
  let target = to;
  if (!target) {
    const history = (await readHistory(cdn)).filter((h) => h.remote === container);
    // Walk back through what was live, skipping the current version.
    const earlier = history.map((h) => h.version).reverse().find((v) => v !== current);
    if (!earlier) throw new Error(`${projectName(container)} has no earlier version to roll back to`);
    target = earlier;
  }
  return setLive(container, target, { cdn, action: 'rollback' });
}

/** The shell is published in place: its index.html is no-cache, its assets are content-hashed. */
export async function publishShell(buildDir, cdn = defaultCdn) {
  const target = path.join(cdn, 'shell');
  await mkdir(target, { recursive: true });
  for (const file of await listFiles(buildDir)) {
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
}
