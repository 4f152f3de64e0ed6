import { createRequire } from 'node:module';
import path from 'node:path';
import { nx } from '../run/nx.mjs';
import { containerName, publish, publishShell, readManifest, remoteProjects, repoRoot, setLive } from './cdn.mjs';

export const buildDir = (project) => path.join(repoRoot, 'dist/apps', project);

/**
 * How many app builds run at once: two on two cores, BUILD_PARALLEL overrides it. Nx hands
 * the apps of one run to @facility/executors:webpack in one batch, which builds them in
 * that many long-lived processes (tools/executors/webpack/batch.js).
 */
export const BUILD_PARALLEL = createRequire(import.meta.url)('../executors/webpack/batch.js').buildLanes();

/**
 * Builds (Nx reuses cached builds) the shell and every remote. `logFile` takes the output;
 * `signal` (an AbortSignal) stops the build.
 */
export async function buildAll({ logFile, signal } = {}) {
  const projects = ['shell', ...(await remoteProjects())];
  await nx(['run-many', '-t', 'build', `--projects=${projects.join(',')}`, `--parallel=${BUILD_PARALLEL}`, '--output-style=static'], { logFile, signal });
  return projects;
}

/**
 * Publishes the shell and every remote build. A remote goes live when its build is a
 * version never published before, or when it has no live version yet; a version that
 * exists already leaves the manifest alone, so a rollback survives a restart.
 */
export async function publishAll(cdn, log = console.log) {
  await publishShell(buildDir('shell'), cdn);
  const manifest = await readManifest(cdn);
  for (const project of await remoteProjects()) {
    const container = containerName(project);
    const { version, fresh } = await publish(container, buildDir(project), cdn);
    if (fresh || !manifest.remotes[container]) {
      await setLive(container, version, { cdn });
      log(`${project} ${version} is live`);
    }
  }
}
