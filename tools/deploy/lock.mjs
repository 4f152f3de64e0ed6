// An exclusive lock on the CDN folder. Every read-modify-write of manifest.json,
// history.json and versions.json runs inside withLock, so two deploys started at the
// same moment cannot overwrite each other's manifest entry.
//
// mkdir is atomic: exactly one process creates remotes/.lock. The holder writes its pid,
// host and time into it. A lock whose holder is gone (dead pid on this host, or held
// longer than STALE_MS, far longer than a locked section ever takes) is taken over, so a
// deploy killed while holding it never blocks the next one for good.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const STALE_MS = 30_000;
const WAIT_MS = 60_000;

export const lockDir = (cdn) => path.join(cdn, 'remotes', '.lock');

async function holderOf(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, 'holder.json'), 'utf8'));
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function isStale(dir) {
  const holder = await holderOf(dir);
  if (holder?.host === hostname() && !isAlive(holder.pid)) return true;
  // No holder.json yet: the lock was just made, or its maker died before writing it.
  const since = holder ? Date.parse(holder.at) : (await stat(dir).catch(() => null))?.mtimeMs;
  return since !== undefined && Date.now() - since > STALE_MS;
}

/**
 * Removes a stale lock. Only one process at a time may do so (it holds `.lock-break`)
 * and it checks again first, so it never removes a lock that someone just took.
 */
async function breakStaleLock(dir) {
  const breaker = `${dir}-break`;
  try {
    await mkdir(breaker);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const age = Date.now() - ((await stat(breaker).catch(() => null))?.mtimeMs ?? Date.now());
    if (age > STALE_MS) await rm(breaker, { recursive: true, force: true });
    return;
  }
  try {
    if (await isStale(dir)) await rm(dir, { recursive: true, force: true });
  } finally {
    await rm(breaker, { recursive: true, force: true });
  }
}

/** Runs action while holding the CDN folder's lock; waits (with backoff) while another process holds it. */
export async function withLock(cdn, action) {
  const dir = lockDir(cdn);
  const token = randomUUID();
  await mkdir(path.dirname(dir), { recursive: true });
  const started = Date.now();
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (await isStale(dir)) {
      await breakStaleLock(dir);
      continue;
    }
    if (Date.now() - started > WAIT_MS) {
      const holder = await holderOf(dir);
      throw new Error(
        `De CDN-map is bezet door proces ${holder?.pid ?? '?'} (sinds ${holder?.at ?? '?'}). ` +
          `Probeer het zo opnieuw, of verwijder ${dir} als dat proces niet meer draait.`,
      );
    }
    await sleep(wait + Math.random() * wait);
  }
  try {
    await writeFile(path.join(dir, 'holder.json'), JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString(), token }));
    return await action();
  } finally {
    // Taken over as stale while we were still busy? Then it is someone else's now.
    if ((await holderOf(dir))?.token === token) await rm(dir, { recursive: true, force: true });
  }
}
