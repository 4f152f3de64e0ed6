// The static part of `npm test`: ESLint once over every project and TypeScript as three
// programs (every app and lib together, the e2e tests, the data tests). One run per project
// (nx run-many -t lint typecheck) started ESLint and its plugins 13 times and checked the
// libs again in every app's program: about 2.6 times the CPU for the same checks. The
// projects' own lint and typecheck targets stay, for working on one project.
import path from 'node:path';
import { run } from './nx.mjs';

/** Every Nx project's lint target covers one of these folders. */
const LINTED = ['apps', 'libs', 'e2e', 'supabase/tests'];

const eslint = { name: 'eslint', args: ['node_modules/eslint/bin/eslint.js', ...LINTED] };
/**
 * TypeScript's incremental state (node_modules/.cache/tsc): a second run on this machine checks
 * only what changed (apps and libs: 41 s of CPU cold, 10 s again). Not under CI, whose clean
 * clone never runs twice, as for webpack's cache (tools/webpack/cache.js).
 */
const incremental = (program) =>
  process.env.CI ? [] : ['--incremental', '--tsBuildInfoFile', path.join('node_modules/.cache/tsc', `${program.replaceAll('/', '_')}.tsbuildinfo`)];

/** Every Nx project's typecheck target is one of these programs, or part of the first. */
const tsc = (program) => ({ name: `tsc -p ${program}`, args: ['node_modules/typescript/bin/tsc', '-p', program, ...incremental(program)] });

/**
 * Two lanes, one per core, of about the same CPU (measured: apps and libs 36 s, e2e 10 s;
 * ESLint 21 s, the data tests' program 31 s, as it reads the apps' resource definitions).
 */
const LANES = [
  [tsc('tsconfig.typecheck.json'), tsc('e2e/tsconfig.json')],
  [eslint, tsc('supabase/tests/tsconfig.json')],
];

/** Runs a lane's checks one after the other, each also after a failed one; the names of those that failed. */
async function runLane(lane) {
  const failed = [];
  for (const { name, args } of lane) {
    const status = await run(process.execPath, args, { allowFailure: true });
    if (status !== 0) failed.push(name);
  }
  return failed;
}

/**
 * Nx's project graph, written to .nx/workspace-data: @nx/enforce-module-boundaries reads it
 * there and, outside an Nx task, skips itself (a warning, not an error) when it is missing.
 */
const projectGraph = (logFile) => run(process.execPath, ['node_modules/nx/dist/bin/nx.js', 'show', 'projects'], { logFile });

/** Lint and typecheck, two lanes side by side; `reports` takes the graph's output. */
export async function staticChecks(reports) {
  await projectGraph(path.join(reports, 'nx-project-graph.log'));
  const failed = (await Promise.all(LANES.map(runLane))).flat();
  if (failed.length) throw new Error(`Mislukt: ${failed.join(', ')}`);
}
