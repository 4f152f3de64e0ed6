// Keeps one child process of the stack (PostgREST, Postgres) running: when it exits without
// stop(), it is started again after a delay that doubles with each failed start in a row
// (RESTART.firstDelayMs … RESTART.maxDelayMs), back to the first delay once a run lasted
// RESTART.stableMs. While it is down, the gateway answers 503 with Retry-After from here.
//
// A few lines of our own rather than a process manager (pm2, forever-monitor): the stack
// needs the restart in-process, with its own readiness check (PostgREST's schema cache,
// Postgres' "ready to accept connections") and with the state the gateway answers from.
import { RESTART } from './config.mjs';

/**
 * @param {object} options
 * @param {string} options.name  for the log ('PostgREST')
 * @param {{ process: import('node:child_process').ChildProcess, stop: () => Promise<void> }} options.first  the running first start
 * @param {() => Promise<{ process: import('node:child_process').ChildProcess, stop: () => Promise<void> }>} options.start
 *   starts it again and resolves once it is ready (rejects when it is not)
 * @param {(line: string) => void} [options.log]
 * @param {{ firstDelayMs: number, maxDelayMs: number, stableMs: number }} [options.delays]
 */
export function supervise({ name, first, start, log = () => {}, delays = RESTART, now = Date.now }) {
  let current = first;
  let up = true;
  let stopped = false;
  let inARow = 0; // failed runs and starts since the last stable run
  let upSince = now();
  let nextStartAt = 0;
  let timer = null;
  let starting = null;

  function watch(run) {
    const onExit = (code, signal) => {
      if (stopped || run !== current) return;
      up = false;
      if (now() - upSince >= delays.stableMs) inARow = 0;
      log(`[stack] ${name} is onverwacht gestopt (code ${code}, signaal ${signal}); herstart over ${seconds(schedule())}`);
    };
    const proc = run.process;
    if (proc.exitCode !== null || proc.signalCode !== null) onExit(proc.exitCode, proc.signalCode);
    else proc.once('exit', onExit);
  }

  /** Plans the next start; returns its delay. */
  function schedule() {
    const delay = Math.min(delays.maxDelayMs, delays.firstDelayMs * 2 ** inARow);
    inARow++;
    nextStartAt = now() + delay;
    timer = setTimeout(() => {
      timer = null;
      starting = restart().finally(() => {
        starting = null;
      });
    }, delay);
    timer.unref?.();
    return delay;
  }

  async function restart() {
    if (stopped) return;
    let run;
    try {
      run = await start();
    } catch (err) {
      if (!stopped) log(`[stack] ${name} herstarten mislukt (${err?.message ?? err}); opnieuw over ${seconds(schedule())}`);
      return;
    }
    if (stopped) {
      await run.stop();
      return;
    }
    current = run;
    upSince = now();
    log(`[stack] ${name} is weer gestart`);
    up = true;
    watch(run);
  }

  watch(first);

  return {
    get process() {
      return current.process;
    },
    /** Running and ready. */
    isUp: () => up,
    /** While down: whole seconds until the next start is expected to be ready (at least 1). */
    retryAfterSeconds: () => Math.max(1, Math.ceil((nextStartAt - now()) / 1000) + 1),
    /** No more restarts; stops the running process. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await starting;
      await current.stop();
    },
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
