// Benchmark (not a test): wall time of deploying one remote against building
// everything, and of a rollback. Uses a throw-away CDN folder; builds skip the Nx
// cache and start with an empty webpack cache, so every number is a real, cold build.
//   node tools/bench/deploy-time.mjs [remote]   (default tasks-mf)
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteProjects, repoRoot } from '../deploy/cdn.mjs';
import { BUILD_PARALLEL } from '../deploy/build.mjs';

const { webpackCacheRoot } = createRequire(import.meta.url)('../webpack/cache.js');

const remote = process.argv[2] ?? 'tasks-mf';
const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
const env = { ...process.env, CDN_DIR: cdn };
const nx = path.join(repoRoot, 'node_modules/nx/dist/bin/nx.js');
const cli = path.join(repoRoot, 'tools/deploy/cli.mjs');

function timed(label, args) {
  if (args[0] === nx) rmSync(webpackCacheRoot, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, env, stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
  return seconds;
}

try {
  const projects = ['shell', ...(await remoteProjects())].join(',');
  const full = timed(`build everything (${projects})`, [nx, 'run-many', '-t', 'build', `--projects=${projects}`, `--parallel=${BUILD_PARALLEL}`, '--skip-nx-cache']);
  // An earlier version to roll back to: the same build with one byte more.
  const earlier = mkdtempSync(path.join(tmpdir(), 'earlier-'));
  cpSync(path.join(repoRoot, 'dist/apps', remote), earlier, { recursive: true });
  appendFileSync(path.join(earlier, 'remoteEntry.js'), '\n');
  timed(`deploy ${remote} (an earlier version)`, [cli, 'deploy', remote, '--from', earlier]);
  rmSync(earlier, { recursive: true, force: true });
  const deploy = timed(`deploy ${remote} (fresh build, no cache)`, [nx, 'run', `${remote}:build`, '--skip-nx-cache']) +
    timed(`  + publish and switch the manifest`, [cli, 'deploy', remote]);
  const rollback = timed(`rollback ${remote}`, [cli, 'rollback', remote]);
  console.log(`\ndeploy / full build = ${(deploy / full).toFixed(2)} (goal <= 0.20); rollback ${rollback.toFixed(1)} s (goal <= 5 s)`);
} finally {
  rmSync(cdn, { recursive: true, force: true });
}
