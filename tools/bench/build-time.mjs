// Benchmark (not a test): wall time of the production build of each app on its own, one
// after another, and of the full build (`nx run-many`, as `npm start` and `npm test` run it).
// Every build is cold: Nx's cache is skipped and webpack's persistent cache is emptied
// first, so each number is what a fresh clone waits.
//   node tools/bench/build-time.mjs [--parallel=N] [--apps=shell,tasks-mf] [--full-only] [--warm]
// --warm keeps webpack's cache (a later start after a change: Nx's cache still skipped).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteProjects, repoRoot } from '../deploy/cdn.mjs';
import { BUILD_PARALLEL } from '../deploy/build.mjs';

const { webpackCacheRoot } = createRequire(import.meta.url)('../webpack/cache.js');

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}`))?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? '' : undefined);
const parallel = Number(option('parallel') || BUILD_PARALLEL);
const warm = option('warm') !== undefined;
const projects = option('apps')?.split(',') ?? ['shell', ...(await remoteProjects())];
const nx = path.join(repoRoot, 'node_modules/nx/dist/bin/nx.js');

function timed(label, args) {
  if (!warm) rmSync(webpackCacheRoot, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [nx, ...args, '--skip-nx-cache'], { cwd: repoRoot, stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label.padEnd(40)} ${seconds.toFixed(1).padStart(6)} s`);
  return seconds;
}

let sum = 0;
if (option('full-only') === undefined) for (const project of projects) sum += timed(project, ['run', `${project}:build`]);
const full = timed(`all ${projects.length}, --parallel=${parallel}`, ['run-many', '-t', 'build', `--projects=${projects.join(',')}`, `--parallel=${parallel}`]);
if (sum) console.log(`${'sum of the apps one by one'.padEnd(40)} ${sum.toFixed(1).padStart(6)} s`);
console.log(`full build ${full.toFixed(1)} s (goal <= 60 s)`);
