// The supervisor of PostgREST and Postgres, with fake processes: restarts after a crash, backs
// off while starts fail, starts the count anew after a stable run, and stop() ends it all.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import test from 'node:test';
import { supervise } from './supervise.mjs';

/** A child process stand-in: exit(code, signal) as a crash would. */
function fakeProcess() {
  const proc = new EventEmitter();
  proc.exitCode = null;
  proc.signalCode = null;
  proc.exit = (code = null, signal = 'SIGKILL') => {
    proc.exitCode = code;
    proc.signalCode = signal;
    proc.emit('exit', code, signal);
  };
  return proc;
}

function fakeRun() {
  const run = { process: fakeProcess(), stopped: false };
  run.stop = async () => {
    run.stopped = true;
  };
  return run;
}

const delays = { firstDelayMs: 10, maxDelayMs: 40, stableMs: 1000 };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function setup({ failures = 0, delays: chosen = delays } = {}) {
  let clock = 0;
  const first = fakeRun();
  const runs = [first];
  const log = [];
  let toFail = failures;
  const supervisor = supervise({
    name: 'PostgREST',
    first,
    start: async () => {
      if (toFail > 0) {
        toFail--;
        throw new Error('poort bezet');
      }
      const run = fakeRun();
      runs.push(run);
      return run;
    },
    log: (line) => log.push(line),
    delays: chosen,
    now: () => clock,
  });
  return { supervisor, runs, log, advance: (ms) => (clock += ms) };
}

/** Waits (real time) until `condition` holds, at most 2 s. */
async function until(condition) {
  for (let i = 0; i < 200 && !condition(); i++) await pause(10);
  assert.ok(condition(), 'did not happen within 2 s');
}

test('a crashed process is down at once, started again after the first delay, and up', async () => {
  const { supervisor, runs, log } = setup();
  assert.equal(supervisor.isUp(), true);
  runs[0].process.exit(null, 'SIGKILL');
  assert.equal(supervisor.isUp(), false);
  assert.equal(supervisor.retryAfterSeconds(), 2); // the 10 ms to the start, rounded up, + 1 s to be ready
  assert.equal(log[0], '[stack] PostgREST is onverwacht gestopt (code null, signaal SIGKILL); herstart over 0.0 s');
  await until(() => supervisor.isUp());
  assert.equal(runs.length, 2);
  assert.equal(supervisor.process, runs[1].process);
  assert.match(log.at(-1), /PostgREST is weer gestart/);
});

test('failed starts back off, doubling up to the maximum; after a stable run a crash starts from the first delay again', async () => {
  const { supervisor, runs, log, advance } = setup({ failures: 3, delays: { firstDelayMs: 100, maxDelayMs: 400, stableMs: 1000 } });
  const planned = () => log.map((line) => /(?:herstart|opnieuw) over ([\d.]+ s)/.exec(line)?.[1]).filter(Boolean);
  runs[0].process.exit(1, null);
  await until(() => supervisor.isUp());
  assert.deepEqual(planned(), ['0.1 s', '0.2 s', '0.4 s', '0.4 s']);
  assert.equal(log.filter((line) => line.includes('herstarten mislukt (poort bezet)')).length, 3);

  // Crashing again at once: the count goes on, at the maximum.
  runs[1].process.exit(null, 'SIGSEGV');
  assert.equal(supervisor.retryAfterSeconds(), 2); // 0.4 s to the start, rounded up, + 1 s to be ready
  await until(() => supervisor.isUp());
  assert.equal(planned().at(-1), '0.4 s');

  // A run that lasted stableMs: the next crash waits the first delay only.
  advance(1000);
  runs[2].process.exit(null, 'SIGKILL');
  await until(() => supervisor.isUp());
  assert.equal(planned().at(-1), '0.1 s');
  assert.equal(runs.length, 4);
  await supervisor.stop();
});

test('stop() ends supervision: the running process is stopped, and one that exits then is not started again', async () => {
  const { supervisor, runs, log } = setup();
  await supervisor.stop();
  assert.equal(runs[0].stopped, true);
  runs[0].process.exit(0, null);
  await pause(50);
  assert.equal(runs.length, 1);
  assert.deepEqual(log, []);
});

test('stop() while a restart is planned cancels it; a start under way is stopped when it is ready', async () => {
  const planned = setup();
  planned.runs[0].process.exit(null, 'SIGKILL');
  await planned.supervisor.stop();
  await pause(50);
  assert.equal(planned.runs.length, 1);

  let release;
  const first = fakeRun();
  const late = fakeRun();
  const supervisor = supervise({
    name: 'PostgREST',
    first,
    start: () => new Promise((resolve) => (release = () => resolve(late))),
    delays,
  });
  first.process.exit(null, 'SIGKILL');
  await until(() => release);
  const stopping = supervisor.stop();
  release();
  await stopping;
  assert.equal(late.stopped, true);
  assert.equal(supervisor.isUp(), false);
});
