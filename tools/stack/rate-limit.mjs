// Rate limit of password sign-in, in memory (as Supabase Auth's limits: a restart forgets them).
//
// Two counters of failed attempts in a sliding window: one per e-mail address (from any IP:
// guessing one account's password from many machines) and one per IP (over all addresses:
// trying a password on many accounts from one machine). An attempt is counted when it starts
// (so a burst of parallel guesses cannot slip past the check) and taken back when the password
// was right: only failures count. While either counter of an attempt is full, the attempt is
// refused before the password is looked at, the right password included, so a blocked guesser
// learns nothing. Someone else's failures on other addresses from other IPs never block you.
import { SIGN_IN_LIMITS } from './config.mjs';

/** '::ffff:127.0.0.1' -> '127.0.0.1'; a missing address is one key of its own. */
export function clientIp(address) {
  if (!address) return 'unknown';
  const a = String(address).toLowerCase();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

export const normalizeEmail = (email) => String(email ?? '').trim().toLowerCase();

/**
 * @param {{ windowMs?: number, perEmail?: number, perIp?: number, now?: () => number, maxKeys?: number }} [options]
 */
export function createSignInLimiter({
  windowMs = SIGN_IN_LIMITS.windowMs,
  perEmail = SIGN_IN_LIMITS.perEmail,
  perIp = SIGN_IN_LIMITS.perIp,
  now = Date.now,
  maxKeys = 50_000,
} = {}) {
  /** key -> times of counted attempts, oldest first (at most `limit` kept). */
  const counters = new Map();
  let sinceSweep = 0;

  /** The counter's times inside the window; drops the key when none are left. */
  function current(key, t) {
    const times = counters.get(key);
    if (!times) return [];
    while (times.length && times[0] <= t - windowMs) times.shift();
    if (!times.length) counters.delete(key);
    return times;
  }

  function sweep(t) {
    for (const key of [...counters.keys()]) current(key, t);
    // Still too many (a flood of addresses): forget the oldest keys first.
    for (const key of counters.keys()) {
      if (counters.size <= maxKeys) break;
      counters.delete(key);
    }
  }

  return {
    /**
     * Starts a sign-in attempt. Refused: `{ allowed: false, retryAfterSeconds }`. Allowed: the
     * attempt counts as a failure unless `succeeded()` is called.
     */
    attempt(email, ip) {
      const t = now();
      const keys = [
        { key: `email:${normalizeEmail(email)}`, limit: perEmail },
        { key: `ip:${clientIp(ip)}`, limit: perIp },
      ];
      let waitMs = 0;
      for (const { key, limit } of keys) {
        const times = current(key, t);
        // Full: free again when the oldest of the last `limit` attempts leaves the window.
        if (times.length >= limit) waitMs = Math.max(waitMs, times[times.length - limit] + windowMs - t);
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };

      for (const { key, limit } of keys) {
        let times = counters.get(key);
        if (!times) counters.set(key, (times = []));
        times.push(t);
        if (times.length > limit) times.shift();
      }
      if (++sinceSweep >= 1000 || counters.size > maxKeys) {
        sinceSweep = 0;
        sweep(t);
      }
      let done = false;
      return {
        allowed: true,
        /** The password was right: this attempt does not count. */
        succeeded() {
          if (done) return;
          done = true;
          for (const { key } of keys) {
            const times = counters.get(key);
            const at = times ? times.lastIndexOf(t) : -1;
            if (at >= 0) times.splice(at, 1);
            if (times && !times.length) counters.delete(key);
          }
        },
      };
    },
    /** Number of keys held (for tests). */
    size: () => counters.size,
  };
}
