// The unit tests' settings take effect: jest reads its global settings (testTimeout,
// maxWorkers, bail…) only from the config it runs with, and ignores them in the configs of
// its `projects`. The root config (jest.config.js) runs every project, so each global
// setting the preset gives a project must be in the root config's resolved settings too.
// Run by `npm test` with the static checks.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const preset = require(path.join(root, 'jest.preset.js'));

/** The settings jest resolves from `config`, as `jest --showConfig` prints them. */
function resolved(config) {
  const output = execFileSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '-c', config, '--showConfig'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output);
}

const { globalConfig, configs } = resolved('jest.config.js');
const projectSettings = preset('.');
const problems = [];
if (configs.length < 2) problems.push(`jest.config.js runs ${configs.length} project(s); expected every app and lib`);
for (const [key, value] of Object.entries(projectSettings)) {
  // rootDir is each project's own; every other global setting must reach the run.
  if (key === 'rootDir' || !(key in globalConfig)) continue;
  if (JSON.stringify(globalConfig[key]) !== JSON.stringify(value)) {
    problems.push(`${key}: the preset sets ${JSON.stringify(value)}, a run of jest.config.js uses ${JSON.stringify(globalConfig[key])}`);
  }
}
if (globalConfig.testTimeout !== preset.TEST_TIMEOUT) {
  problems.push(`testTimeout: a run of jest.config.js waits ${globalConfig.testTimeout ?? "jest's default 5000"} ms per test, not ${preset.TEST_TIMEOUT}`);
}

if (problems.length) {
  console.error(`Jest-instellingen die niet gelden:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`jest: ${configs.length} projecten, testTimeout ${globalConfig.testTimeout} ms`);
