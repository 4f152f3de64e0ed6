// Port checks with a helpful message about who holds a taken port.
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { HOST, PORT_LABELS, REPO_ROOT } from './config.mjs';

/** Resolves true when we can listen on host:port right now. */
export function isPortFree(port, host = HOST) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', (err) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
      else reject(err);
    });
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/**
 * Throws one Error naming every taken port and what it is for.
 * `ports` is { postgres, postgrest, gateway }. The error has code 'PORT_IN_USE' and `.ports`.
 */
export async function assertPortsFree(ports, { profile } = {}) {
  const taken = [];
  for (const [role, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) taken.push({ role, port });
  }
  if (taken.length === 0) return;
  const lines = taken.map(({ role, port }) => {
    const owner = describePortOwner(port);
    return `Poort ${port} (${PORT_LABELS[role] ?? role}) is al in gebruik${owner ? ` door ${owner}` : ''}.`;
  });
  const advice =
    `Stop het andere proces of de \`npm start\` die al draait` +
    (profile ? ` (profiel "${profile}")` : '') +
    `, en probeer het opnieuw.`;
  const err = new Error(`${lines.join('\n')}\n${advice}`);
  err.code = 'PORT_IN_USE';
  err.ports = taken.map((t) => t.port);
  throw err;
}

/** Best effort (Linux /proc): "pid 123 (postgres -D …)" plus a hint for leftovers of ours. */
export function describePortOwner(port) {
  const pid = listeningPid(port);
  return pid ? describePid(pid) : null;
}

/** Best effort (Linux /proc): the pid of the process listening on `port`, else null. */
export function listeningPid(port) {
  try {
    const inodes = new Set();
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols.length < 10 || cols[3] !== '0A') continue; // 0A = LISTEN
        const localPort = parseInt(cols[1].split(':').pop(), 16);
        if (localPort === port) inodes.add(cols[9]);
      }
    }
    if (inodes.size === 0) return null;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let fds;
      try {
        fds = fs.readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let target;
        try {
          target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        const m = /^socket:\[(\d+)\]$/.exec(target);
        if (m && inodes.has(m[1])) return Number(pid);
      }
    }
  } catch {
    /* not Linux or no access */
  }
  return null;
}

function describePid(pid) {
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    /* gone */
  }
  const short = cmd.length > 140 ? `${cmd.slice(0, 137)}...` : cmd;
  let hint = '';
  if (cmd.includes(path.join(REPO_ROOT, '.data'))) {
    hint = ` — een achtergebleven Postgres van een eerdere sessie; stop hem met \`kill -INT ${pid}\``;
  } else if (/postgrest/.test(cmd) && cmd.includes(REPO_ROOT)) {
    hint = ` — een achtergebleven PostgREST van een eerdere sessie; stop hem met \`kill ${pid}\``;
  }
  return `pid ${pid}${short ? ` (${short})` : ''}${hint}`;
}
