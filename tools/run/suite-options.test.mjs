// The options of `npm test`: what each asks for, and that --help and a wrong option end the
// runner before it installs, builds or starts anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { PARTS, USAGE, parseSuiteArgs } from './suite-options.mjs';

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test.mjs');
const runSuite = (...args) => spawnSync(process.execPath, [runner, ...args], { encoding: 'utf8', timeout: 20_000 });

test('without options everything runs, on a stack, in Chromium', () => {
  assert.deepEqual(parseSuiteArgs([]), {
    help: false,
    error: null,
    parts: PARTS,
    grep: undefined,
    needsStack: true,
    needsChromium: true,
  });
});

test('--only static and --only unit need no database and no browser', () => {
  for (const only of ['static', 'unit', 'static,unit', 'unit,static']) {
    const options = parseSuiteArgs(['--only', only]);
    assert.equal(options.error, null, only);
    assert.equal(options.needsStack, false, only);
    assert.equal(options.needsChromium, false, only);
  }
  assert.deepEqual(parseSuiteArgs(['--only', 'unit,static']).parts, ['static', 'unit']);
});

test('data needs the stack, not the browser; e2e needs both', () => {
  assert.deepEqual(pick(parseSuiteArgs(['--only', 'data'])), { parts: ['data'], needsStack: true, needsChromium: false });
  assert.deepEqual(pick(parseSuiteArgs(['--only', 'unit,e2e'])), { parts: ['unit', 'e2e'], needsStack: true, needsChromium: true });
});

test('--grep keeps its text; the order of the options does not matter', () => {
  assert.deepEqual(pick(parseSuiteArgs(['--grep', 'rate limit', '--only', 'data']), 'grep'), {
    parts: ['data'],
    grep: 'rate limit',
    needsStack: true,
    needsChromium: false,
  });
});

test('an unknown part, an unknown option or a missing value is an error naming it', () => {
  assert.match(parseSuiteArgs(['--only', 'unit,db']).error, /Onbekend deel voor --only: db\. Kies uit static, unit, data, e2e\./);
  assert.match(parseSuiteArgs(['--only', ',']).error, /Onbekend deel voor --only: \(leeg\)/);
  assert.match(parseSuiteArgs(['--watch']).error, /Onbekende optie: --watch/);
  assert.match(parseSuiteArgs(['--only']).error, /--only heeft een waarde nodig/);
  assert.match(parseSuiteArgs(['--grep', '--only', 'unit']).error, /--grep heeft een waarde nodig/);
  for (const args of [['--only', 'db'], ['--watch']]) assert.equal(parseSuiteArgs(args).needsStack, false);
});

test('node tools/run/test.mjs --help prints the usage and exits 0, running nothing', () => {
  for (const flag of ['--help', '-h']) {
    const result = runSuite('--only', 'e2e', flag);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), USAGE);
    assert.doesNotMatch(result.stdout, /^== /m); // no step started
  }
});

test('node tools/run/test.mjs with a wrong option says why, shows the usage and exits 2', () => {
  const result = runSuite('--only', 'unitt');
  assert.equal(result.status, 2);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, /^Onbekend deel voor --only: unitt\./);
  assert.ok(result.stderr.includes(USAGE));
});

function pick(options, ...extra) {
  return Object.fromEntries(['parts', ...extra, 'needsStack', 'needsChromium'].map((key) => [key, options[key]]));
}
