// A small stand-in for Supabase Auth (GoTrue), enough for supabase-js 2.109's auth client:
// password sign-in (rate-limited, see rate-limit.mjs), refresh-token rotation, user, logout,
// settings, health; password reset (POST /recover), the links of its e-mails (POST /verify),
// a new password (PUT /user); and for the service role the admin subset user management
// needs (POST /invite, GET/PUT/DELETE /admin/users/<id>). Users live in auth.users (bcrypt
// hash in encrypted_password, made and checked with pgcrypto). E-mails go to the stack's
// mail catcher (mail.mjs), from the templates supabase/config.toml names.
import crypto from 'node:crypto';
import { JWT_EXPIRY_SECONDS, LIMITS, LINK_EXPIRY_SECONDS, MAIL, PATHS, isLoopback } from './config.mjs';
import { readAuthConfig } from './supabase-config.mjs';
import { JwtError, bearerToken, signJwt, verifyJwt } from './jwt.mjs';
import { readBody, sendJson } from './http-util.mjs';
import { createSignInLimiter } from './rate-limit.mjs';

const API_VERSION = '2024-01-01';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/** sha256 hex: what auth.users keeps of a link's token (recovery_token, confirmation_token). */
export const hashToken = (token) => crypto.createHash('sha256').update(String(token)).digest('hex');

/** A Go duration as GoTrue's ban_duration takes it ('876000h', '1h30m', '90s') in ms; null if not one. */
export function parseGoDuration(text) {
  const s = String(text ?? '').trim();
  if (!/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(s)) return null;
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  for (const [, n, , u] of s.matchAll(/(\d+(\.\d+)?)(ms|h|m|s)/g)) total += Number(n) * unit[u];
  return total;
}

/**
 * The site URL the links of an e-mail start with: that of `redirectTo` when its origin is the
 * site URL's, one of additional_redirect_urls' or a loopback address (tests run the app on
 * other ports); else config.toml's site_url.
 */
export function siteUrlFor(redirectTo, { siteUrl, additionalRedirectUrls = [] }) {
  const fallback = siteUrl.replace(/\/+$/, '');
  if (!redirectTo) return fallback;
  let url;
  try {
    url = new URL(redirectTo);
  } catch {
    return fallback;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return fallback;
  const allowed = [siteUrl, ...additionalRedirectUrls].flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
  return allowed.includes(url.origin) || isLoopback(url.hostname) ? url.origin : fallback;
}

export function createAuthServer({
  pool,
  jwtSecret,
  issuer,
  log = () => {},
  signInLimiter = createSignInLimiter(),
  mailer = null,
  configToml = PATHS.configToml,
  projectRoot = PATHS.projectRoot,
}) {
  /** Address -> when its last e-mail went (at most one per MAIL.perAddressMs, known or not). */
  const lastMailAt = new Map();
  const authConfig = () => readAuthConfig(configToml, projectRoot);
  const send = (res, status, body, headers = {}) =>
    sendJson(res, status, body, { 'x-supabase-api-version': API_VERSION, ...headers });

  /** GoTrue-style error; auth-js reads `code` (API version 2024-01-01) and `msg`. */
  const fail = (res, status, code, msg, extra = {}, headers = {}) =>
    send(res, status, { code, error_code: code, msg, message: msg, ...extra }, headers);

  const invalidGrant = (res, code, msg) =>
    fail(res, 400, code, msg, { error: 'invalid_grant', error_description: msg });

  function userJson(u, identities = []) {
    const appMeta = { provider: 'email', providers: ['email'], ...(u.raw_app_meta_data ?? {}) };
    return {
      id: u.id,
      aud: u.aud || 'authenticated',
      role: u.role || 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: u.email_confirmed_at ?? undefined,
      phone: u.phone ?? '',
      confirmed_at: u.confirmed_at ?? undefined,
      last_sign_in_at: u.last_sign_in_at ?? undefined,
      app_metadata: appMeta,
      user_metadata: u.raw_user_meta_data ?? {},
      identities: identities.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: i.last_sign_in_at,
        created_at: i.created_at,
        updated_at: i.updated_at,
        email: i.email,
      })),
      created_at: u.created_at,
      updated_at: u.updated_at,
      is_anonymous: u.is_anonymous ?? false,
    };
  }

  async function accessToken(u, sessionId, sessionCreatedAt, method = 'password') {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + JWT_EXPIRY_SECONDS;
    const appMeta = { provider: 'email', providers: ['email'], ...(u.raw_app_meta_data ?? {}) };
    const claims = {
      aud: u.aud || 'authenticated',
      exp,
      iat,
      iss: issuer,
      sub: u.id,
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: appMeta,
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(new Date(sessionCreatedAt ?? Date.now()).getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: u.is_anonymous ?? false,
    };
    return { token: await signJwt(claims, jwtSecret), exp };
  }

  const newRefreshToken = () => crypto.randomBytes(16).toString('base64url');

  async function identitiesOf(client, userId) {
    const { rows } = await client.query('select * from auth.identities where user_id = $1 order by created_at', [userId]);
    return rows;
  }

  async function sessionResponse(client, u, sessionId, sessionCreatedAt, refreshToken, method) {
    const { token, exp } = await accessToken(u, sessionId, sessionCreatedAt, method);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: JWT_EXPIRY_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(u, await identitiesOf(client, u.id)),
    };
  }

  async function parseBody(req) {
    const raw = (await readBody(req, LIMITS.authBodyBytes)).toString('utf8');
    if (!raw.trim()) return {};
    const type = String(req.headers['content-type'] ?? '');
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
    try {
      const v = JSON.parse(raw);
      return v && typeof v === 'object' ? v : {};
    } catch {
      const err = new Error('Could not parse request body as JSON');
      err.status = 400;
      throw err;
    }
  }

  async function inTransaction(fn) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const out = await fn(client);
      await client.query('commit');
      return out;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  // POST /token?grant_type=password
  async function passwordGrant(req, res) {
    const body = await parseBody(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (body.phone && !email) return fail(res, 400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || !password) {
      return fail(res, 400, 'validation_failed', 'missing email or phone');
    }
    // As GoTrue: 429 over_request_rate_limit, which auth-js turns into an AuthApiError with status 429.
    const attempt = signInLimiter.attempt(email, req.socket.remoteAddress);
    if (!attempt.allowed) {
      return fail(res, 429, 'over_request_rate_limit', 'Request rate limit reached', {}, {
        'retry-after': String(attempt.retryAfterSeconds),
      });
    }
    let failed = false;
    try {
      return await checkedPasswordGrant(req, res, email, password, () => (failed = true));
    } finally {
      if (!failed) attempt.succeeded(); // only a wrong password (or unknown address) counts
    }
  }

  /** The password grant itself; calls `wrongPassword()` when the address or password is wrong. */
  async function checkedPasswordGrant(req, res, email, password, wrongPassword) {
    const { rows } = await pool.query(
      `select u.*,
              coalesce(u.encrypted_password ~ '^\\$2[abxy]?\\$'
                and extensions.crypt($2, regexp_replace(u.encrypted_password, '^\\$2[by]\\$', '$2a$'))
                    = regexp_replace(u.encrypted_password, '^\\$2[by]\\$', '$2a$'), false) as password_ok
         from auth.users u
        where lower(u.email) = lower($1) and u.deleted_at is null and not u.is_sso_user
        order by u.created_at nulls last
        limit 1`,
      [email, password],
    );
    const u = rows[0];
    if (!u || !u.password_ok) {
      wrongPassword();
      return invalidGrant(res, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!u.email_confirmed_at) return invalidGrant(res, 'email_not_confirmed', 'Email not confirmed');
    if (isBanned(u)) return fail(res, 400, 'user_banned', 'User is banned');

    const session = await inTransaction((client) => createSession(client, req, u, 'password'));
    send(res, 200, session);
  }

  /** A new session with its first refresh token, as a sign-in makes it (last_sign_in_at set). */
  async function createSession(client, req, u, method) {
    const sessionId = crypto.randomUUID();
    const ip = req.socket.remoteAddress ?? null;
    const { rows: srows } = await client.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', $3, $4) returning created_at`,
      [sessionId, u.id, req.headers['user-agent'] ?? null, ip],
    );
    const refresh = newRefreshToken();
    await client.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
       values ($1, $2, $3, false, now(), now(), $4)`,
      [u.instance_id, refresh, u.id, sessionId],
    );
    const { rows: urows } = await client.query(
      'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
      [u.id],
    );
    await client.query(
      `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
      [u.id],
    );
    return sessionResponse(client, urows[0], sessionId, srows[0].created_at, refresh, method);
  }

  const isBanned = (u) => Boolean(u.banned_until && new Date(u.banned_until) > new Date());

  /**
   * Whether the user has a staff row that is not active (public.staff, when the database has
   * it): refused as GoTrue refuses a banned user. On Supabase, deactivating bans the account
   * (staff-admin does both); here the staff row says it too.
   */
  async function staffInactive(client, userId) {
    const { rows } = await client.query(
      `select case when to_regclass('public.staff') is null then false
                   else exists (select 1 from public.staff where user_id = $1 and not active) end as inactive`,
      [userId],
    );
    return rows[0].inactive;
  }

  // POST /token?grant_type=refresh_token — rotates; a revoked token is refused and revokes its family.
  async function refreshGrant(req, res) {
    const body = await parseBody(req);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) return fail(res, 400, 'validation_failed', 'refresh_token required');
    const result = await inTransaction(async (client) => {
      const { rows } = await client.query(
        `select rt.id, rt.token, rt.revoked, rt.session_id, rt.user_id, s.id as sid, s.created_at as session_created_at
           from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
          where rt.token = $1
            for update of rt`,
        [token],
      );
      const rt = rows[0];
      if (!rt || !rt.sid) return { error: ['refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'] };
      const { rows: urows } = await client.query(
        'select * from auth.users where id::text = $1 and deleted_at is null',
        [rt.user_id],
      );
      const u = urows[0];
      if (!u) return { error: ['user_not_found', 'Invalid Refresh Token: User Not Found'] };
      // Before the reuse check: a ban revokes the user's tokens, and says so while it lasts.
      if (isBanned(u) || (await staffInactive(client, u.id))) return { error: ['user_banned', 'User is banned'] };
      if (rt.revoked) {
        // Reuse of a rotated token: treat as stolen, revoke the whole session's tokens (as GoTrue does).
        await client.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
          [rt.session_id],
        );
        return { error: ['refresh_token_already_used', 'Invalid Refresh Token: Already Used'] };
      }
      await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
      const next = newRefreshToken();
      await client.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        [u.instance_id, next, rt.user_id, rt.token, rt.session_id],
      );
      await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [rt.session_id]);
      return { session: await sessionResponse(client, u, rt.session_id, rt.session_created_at, next) };
    });
    if (result.error) return invalidGrant(res, ...result.error);
    send(res, 200, result.session);
  }

  /** Verify the bearer of a user request; sends the error response and returns null on failure. */
  async function requireUserJwt(req, res) {
    const claims = await requireJwt(req, res);
    if (claims && (typeof claims.sub !== 'string' || !claims.sub)) {
      fail(res, 401, 'bad_jwt', 'invalid claim: missing sub claim');
      return null;
    }
    return claims;
  }

  /** The admin endpoints: a valid JWT with role service_role (the service key), else 401/403 as GoTrue. */
  async function requireServiceRole(req, res) {
    const claims = await requireJwt(req, res);
    if (!claims) return false;
    if (claims.role !== 'service_role') {
      fail(res, 403, 'not_admin', 'User not allowed');
      return false;
    }
    return true;
  }

  /** Verify the bearer; sends the error response and returns null on failure. */
  async function requireJwt(req, res) {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      fail(res, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      return null;
    }
    let claims;
    try {
      claims = await verifyJwt(token, jwtSecret);
    } catch (err) {
      if (!(err instanceof JwtError)) throw err;
      const why = err.reason === 'expired' ? 'token has invalid claims: token is expired' : err.message;
      fail(res, 401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
      return null;
    }
    return claims;
  }

  /** The user of the bearer, with its session still there; sends the error and returns null otherwise. */
  async function currentUser(req, res) {
    const claims = await requireUserJwt(req, res);
    if (!claims) return null;
    if (claims.session_id) {
      const { rowCount } = await pool.query('select 1 from auth.sessions where id::text = $1', [String(claims.session_id)]);
      if (!rowCount) {
        fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        return null;
      }
    }
    const { rows } = await pool.query('select * from auth.users where id::text = $1 and deleted_at is null', [claims.sub]);
    if (!rows[0]) {
      fail(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return null;
    }
    return { user: rows[0], claims };
  }

  // GET /user
  async function getUser(req, res) {
    const current = await currentUser(req, res);
    if (!current) return;
    send(res, 200, userJson(current.user, await identitiesOf(pool, current.user.id)));
  }

  /** 422 weak_password as GoTrue answers it (auth-js: AuthWeakPasswordError); true when sent. */
  function refuseWeakPassword(res, password) {
    const min = authConfig().minimumPasswordLength;
    if (typeof password === 'string' && password.length >= min) return false;
    fail(res, 422, 'weak_password', `Password should be at least ${min} characters.`, { weak_password: { reasons: ['length'] } });
    return true;
  }

  const passwordMatches = (client, userId, password) =>
    client
      .query(
        `select coalesce(encrypted_password ~ '^\\$2[abxy]?\\$'
                and extensions.crypt($2, regexp_replace(encrypted_password, '^\\$2[by]\\$', '$2a$'))
                    = regexp_replace(encrypted_password, '^\\$2[by]\\$', '$2a$'), false) as same
           from auth.users where id = $1`,
        [userId, password],
      )
      .then(({ rows }) => Boolean(rows[0]?.same));

  // PUT /user {password?, data?} — the signed-in user's new password (bcrypt through pgcrypto)
  // and metadata. A new password ends the user's other sessions, as GoTrue does.
  async function updateUser(req, res) {
    const current = await currentUser(req, res);
    if (!current) return;
    const body = await parseBody(req);
    if (body.email !== undefined || body.phone !== undefined) {
      return fail(res, 422, 'validation_failed', 'Changing the e-mail address or phone is not supported by the local auth server');
    }
    const { user, claims } = current;
    if (body.password !== undefined) {
      if (refuseWeakPassword(res, body.password)) return;
      if (await passwordMatches(pool, user.id, body.password)) {
        return fail(res, 422, 'same_password', 'New password should be different from the old password.');
      }
    }
    if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
      return fail(res, 400, 'validation_failed', 'data must be an object');
    }
    const updated = await inTransaction(async (client) => {
      if (body.password !== undefined) {
        await client.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
            where id = $1`,
          [user.id, body.password],
        );
        const keep = claims.session_id ? String(claims.session_id) : null;
        await client.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now()
            where session_id in (select id from auth.sessions where user_id = $1 and ($2::text is null or id::text <> $2))`,
          [user.id, keep],
        );
        await client.query('delete from auth.sessions where user_id = $1 and ($2::text is null or id::text <> $2)', [user.id, keep]);
      }
      if (body.data) await mergeUserMetadata(client, user.id, body.data);
      const { rows } = await client.query('select * from auth.users where id = $1', [user.id]);
      return rows[0];
    });
    send(res, 200, userJson(updated, await identitiesOf(pool, user.id)));
  }

  /** GoTrue merges metadata: each key set, a null value removes the key. */
  async function mergeUserMetadata(client, userId, data, column = 'raw_user_meta_data') {
    const set = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
    const remove = Object.entries(data).filter(([, v]) => v === null).map(([k]) => k);
    await client.query(
      `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
        where id = $1`,
      [userId, JSON.stringify(set), remove],
    );
  }

  /** 429 over_email_send_rate_limit when this address had an e-mail within MAIL.perAddressMs; true when sent. */
  function refuseMailTooSoon(res, email) {
    const key = email.toLowerCase();
    const now = Date.now();
    for (const [address, at] of lastMailAt) if (now - at >= MAIL.perAddressMs) lastMailAt.delete(address);
    const last = lastMailAt.get(key);
    if (last !== undefined) {
      const wait = Math.ceil((MAIL.perAddressMs - (now - last)) / 1000);
      fail(res, 429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {}, {
        'retry-after': String(wait),
      });
      return true;
    }
    lastMailAt.set(key, now);
    return false;
  }

  async function sendMail(type, { to, url, tokenHash, data }) {
    if (!mailer) throw new Error('the local auth server has no mailer');
    const config = authConfig();
    await mailer.send(type, { to, siteUrl: siteUrlFor(url.searchParams.get('redirect_to'), config), tokenHash, data });
  }

  /** A link's token: random; the link carries it, auth.users only its sha256 (hashToken). */
  const newLinkToken = () => crypto.randomBytes(32).toString('hex');

  // POST /recover {email} — a reset link by e-mail. Always 200 {} (known address or not, so the
  // answer tells nobody whether an account exists); one e-mail per address per MAIL.perAddressMs.
  async function recover(req, res, url) {
    const body = await parseBody(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) return fail(res, 400, 'validation_failed', 'Password recovery requires an email');
    if (!EMAIL.test(email)) return fail(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (refuseMailTooSoon(res, email)) return;
    const token = newLinkToken();
    try {
      await inTransaction(async (client) => {
        const { rows } = await client.query(
          `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
            where id = (select id from auth.users where lower(email) = lower($1) and deleted_at is null and not is_sso_user
                         order by created_at nulls last limit 1)
          returning email, raw_user_meta_data`,
          [email, hashToken(token)],
        );
        if (rows[0]) await sendMail('recovery', { to: rows[0].email, url, tokenHash: token, data: rows[0].raw_user_meta_data ?? {} });
      });
    } catch (err) {
      lastMailAt.delete(email.toLowerCase());
      log(`[auth] herstelmail aan ${email} niet verstuurd: ${err.message}`);
      return fail(res, 500, 'unexpected_failure', 'Error sending recovery email');
    }
    send(res, 200, {});
  }

  // POST /verify {type: 'recovery'|'invite', token_hash} — the link of an e-mail: one use, within
  // LINK_EXPIRY_SECONDS; answers a session as the password grant does.
  async function verify(req, res) {
    const body = await parseBody(req);
    const type = body.type;
    if (!['recovery', 'invite'].includes(type)) {
      return fail(res, 400, 'validation_failed', `Verify type "${type ?? ''}" is not supported by the local auth server (recovery, invite)`);
    }
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash.trim() : '';
    const expired = () => fail(res, 403, 'otp_expired', 'Email link is invalid or has expired');
    if (!tokenHash) return expired();
    const column = type === 'recovery' ? 'recovery_token' : 'confirmation_token';
    const sentAt = type === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at';
    const result = await inTransaction(async (client) => {
      const { rows } = await client.query(
        `select *, ${sentAt} > now() - make_interval(secs => $2) as fresh
           from auth.users where ${column} = $1 and deleted_at is null for update`,
        [hashToken(tokenHash), LINK_EXPIRY_SECONDS[type]],
      );
      const u = rows[0];
      if (!u || !u.fresh) return { expired: true };
      if (isBanned(u) || (await staffInactive(client, u.id))) return { banned: true };
      await client.query(
        `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where id = $1`,
        [u.id],
      );
      if (type === 'invite') {
        await client.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [u.id],
        );
      }
      return { session: await createSession(client, req, u, type === 'invite' ? 'invite' : 'otp') };
    });
    if (result.expired) return expired();
    if (result.banned) return fail(res, 403, 'user_banned', 'User is banned');
    send(res, 200, result.session);
  }

  // POST /invite {email, data} (service role) — a new user without a password and an e-mail
  // with a link to choose one; the user is made only when the e-mail went out. An address not
  // confirmed yet gets a new invitation; a confirmed one is 422 email_exists.
  async function invite(req, res, url) {
    if (!(await requireServiceRole(req, res))) return;
    const body = await parseBody(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email || !EMAIL.test(email)) return fail(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
    const token = newLinkToken();
    let user;
    try {
      user = await inTransaction(async (client) => {
        const { rows: existing } = await client.query(
          'select * from auth.users where lower(email) = $1 and not is_sso_user for update',
          [email],
        );
        if (existing[0]) {
          // As GoTrue: an address that is not confirmed yet is invited again (a new link, the
          // old one void); a confirmed one exists.
          const u = existing[0];
          if (u.email_confirmed_at || u.deleted_at) return null;
          const { rows } = await client.query(
            `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
              where id = $1 returning *`,
            [u.id, hashToken(token)],
          );
          await sendMail('invite', { to: u.email, url, tokenHash: token, data: u.raw_user_meta_data ?? {} });
          return rows[0];
        }
        const id = crypto.randomUUID();
        const { rows } = await client.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, invited_at,
                                   confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
                                   raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           values ($1, $2, 'authenticated', 'authenticated', $3, '', now(), $4, now(), '', '', '',
                   '{"provider":"email","providers":["email"]}', $5, now(), now())
           returning *`,
          [INSTANCE_ID, id, email, hashToken(token), JSON.stringify(data)],
        );
        await client.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2, $3, 'email', now(), now())`,
          [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
        );
        await sendMail('invite', { to: email, url, tokenHash: token, data });
        return rows[0];
      });
    } catch (err) {
      if (err.code === '23505') user = null;
      else {
        log(`[auth] uitnodiging aan ${email} niet verstuurd: ${err.message}`);
        return fail(res, 500, 'unexpected_failure', 'Error sending invite email');
      }
    }
    if (!user) return fail(res, 422, 'email_exists', 'A user with this email address has already been registered');
    send(res, 200, userJson(user, await identitiesOf(pool, user.id)));
  }

  // GET/PUT/DELETE /admin/users/<id> (service role)
  async function adminUser(req, res, id) {
    if (!(await requireServiceRole(req, res))) return;
    if (!UUID.test(id)) return fail(res, 404, 'user_not_found', 'User not found');
    const load = async (client) =>
      (await client.query('select * from auth.users where id = $1 and deleted_at is null', [id])).rows[0] ?? null;
    const found = await load(pool);
    if (!found) return fail(res, 404, 'user_not_found', 'User not found');

    if (req.method === 'GET') return send(res, 200, userJson(found, await identitiesOf(pool, id)));

    const body = await parseBody(req);
    if (req.method === 'DELETE') {
      try {
        await inTransaction(async (client) => {
          if (body.should_soft_delete) {
            await client.query('delete from auth.sessions where user_id = $1', [id]);
            await client.query(
              `update auth.users set deleted_at = now(), banned_until = 'infinity', updated_at = now(),
                      email = null, encrypted_password = '' where id = $1`,
              [id],
            );
          } else {
            await client.query('delete from auth.users where id = $1', [id]);
          }
        });
      } catch (err) {
        if (!err.code?.startsWith('23')) throw err;
        return fail(res, 422, 'validation_failed', err.message);
      }
      return send(res, 200, userJson(found, []));
    }

    // PUT: ban_duration ('876000h' | 'none'), user_metadata, app_metadata, password, email_confirm.
    if (body.password !== undefined && refuseWeakPassword(res, body.password)) return;
    let bannedUntil;
    if (body.ban_duration !== undefined) {
      if (body.ban_duration === 'none') bannedUntil = null;
      else {
        const ms = parseGoDuration(body.ban_duration);
        if (ms === null) return fail(res, 400, 'validation_failed', `invalid format for ban duration: ${body.ban_duration}`);
        bannedUntil = new Date(Date.now() + ms);
      }
    }
    for (const key of ['user_metadata', 'app_metadata']) {
      const v = body[key];
      if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v))) {
        return fail(res, 400, 'validation_failed', `${key} must be an object`);
      }
    }
    const updated = await inTransaction(async (client) => {
      if (bannedUntil !== undefined) {
        await client.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [id, bannedUntil]);
        // A ban ends the user's sessions: every refresh token is revoked (refused as user_banned
        // while the ban lasts, as used after it); an access token lapses within its lifetime.
        if (bannedUntil) {
          await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and not revoked', [id]);
        }
      }
      if (body.user_metadata) await mergeUserMetadata(client, id, body.user_metadata);
      if (body.app_metadata) await mergeUserMetadata(client, id, body.app_metadata, 'raw_app_meta_data');
      if (body.password !== undefined) {
        await client.query(
          `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now() where id = $1`,
          [id, body.password],
        );
      }
      if (body.email_confirm === true) {
        await client.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
      }
      return load(client);
    });
    send(res, 200, userJson(updated, await identitiesOf(pool, id)));
  }

  // POST /logout?scope=global|local|others — ends sessions; their refresh tokens go with them.
  async function logout(req, res, url) {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      return fail(res, 400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const claims = await requireUserJwt(req, res);
    if (!claims) return;
    const sid = claims.session_id ? String(claims.session_id) : null;
    await inTransaction(async (client) => {
      let where = 'user_id::text = $1';
      const params = [claims.sub];
      if (sid && scope === 'local') {
        where = 'id::text = $1';
        params[0] = sid;
      } else if (sid && scope === 'others') {
        where = 'user_id::text = $1 and id::text <> $2';
        params.push(sid);
      }
      await client.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
          where session_id in (select id from auth.sessions where ${where})`,
        params,
      );
      await client.query(`delete from auth.sessions where ${where}`, params);
    });
    res.writeHead(204, { 'x-supabase-api-version': API_VERSION });
    res.end();
  }

  const settings = {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };

  /** Handle one request; `subPath` is the path after /auth/v1 (e.g. "/token"). */
  async function handle(req, res, subPath, url) {
    try {
      const route = `${req.method} ${subPath.replace(/\/+$/, '') || '/'}`;
      switch (route) {
        case 'POST /token': {
          const grant = url.searchParams.get('grant_type');
          if (grant === 'password') return await passwordGrant(req, res);
          if (grant === 'refresh_token') return await refreshGrant(req, res);
          return fail(res, 400, 'validation_failed', `Unsupported grant type "${grant ?? ''}"`, {
            error: 'unsupported_grant_type',
            error_description: 'Unsupported grant type',
          });
        }
        case 'GET /user':
          return await getUser(req, res);
        case 'PUT /user':
          return await updateUser(req, res);
        case 'POST /recover':
          return await recover(req, res, url);
        case 'POST /verify':
          return await verify(req, res);
        case 'POST /invite':
          return await invite(req, res, url);
        case 'POST /logout':
          return await logout(req, res, url);
        case 'GET /settings':
          return send(res, 200, settings);
        case 'GET /health':
          return send(res, 200, {
            version: 'local',
            name: 'GoTrue',
            description: 'Local stand-in for Supabase Auth (tools/stack)',
          });
        case 'GET /.well-known/jwks.json':
          return send(res, 200, { keys: [] });
        case 'POST /signup':
          return fail(res, 422, 'signup_disabled', 'Signups not allowed for this instance');
        default: {
          const admin = /^(GET|PUT|DELETE) \/admin\/users\/([^/]+)$/.exec(route);
          if (admin) return await adminUser(req, res, decodeURIComponent(admin[2]));
          return fail(res, 404, 'not_found', `${req.method} ${subPath} is not supported by the local auth server`);
        }
      }
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err.status === 400 || err.status === 413) return fail(res, err.status, 'validation_failed', err.message);
      log(`[auth] fout bij ${req.method} ${subPath}: ${err.stack ?? err}`);
      return fail(res, 500, 'unexpected_failure', 'Unexpected failure in the local auth server');
    }
  }

  return { handle };
}
