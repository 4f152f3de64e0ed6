// The static part of `npm test`: ESLint once over every project and TypeScript as three
// programs (every app and lib together, the e2e tests, the data tests). One run per project
// (nx run-many -t lint typecheck) started ESLint and its plugins 13 times and checked the
// libs again in every app's program: about four times the CPU for the same checks. The
// projects' own lint and typecheck targets stay, for working on one project.
import { run } from './nx.mjs';

/** Every Nx project's lint target covers one of these folders. */
const LINTED = ['apps', 'libs', 'e2e', 'supabase/tests'];
/** Every Nx project's typecheck target is one of these programs, or part of the first. */
const PROGRAMS = ['tsconfig.typecheck.json', 'e2e/tsconfig.json', 'supabase/tests/tsconfig.json'];

const lint = () => run(process.execPath, ['node_modules/eslint/bin/eslint.js', ...LINTED]);

async function typecheck() {
  const failed = [];
  for (const program of PROGRAMS) {
    const status = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', program], { allowFailure: true });
    if (status !== 0) failed.push(program);
  }
  if (failed.length) throw new Error(`tsc vond fouten in ${failed.join(', ')}`);
}

/** Lint and typecheck side by side: each is one process on one core. */
export async function staticChecks() {
  const results = await Promise.allSettled([lint(), typecheck()]);
  const errors = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  if (errors.length) throw new Error(errors.join('\n'));
}
