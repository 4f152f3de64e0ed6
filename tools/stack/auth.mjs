// A small stand-in for Supabase Auth (GoTrue), enough for supabase-js 2.109's auth client:
// password sign-in (rate-limited, see rate-limit.mjs), refresh-token rotation, user, logout,
// settings, health. Users live in auth.users (bcrypt hash in encrypted_password, checked with pgcrypto).
import crypto from 'node:crypto';
import { JWT_EXPIRY_SECONDS, LIMITS } from './config.mjs';
import { JwtError, bearerToken, signJwt, verifyJwt } from './jwt.mjs';
import { readBody, sendJson } from './http-util.mjs';
import { createSignInLimiter } from './rate-limit.mjs';

const API_VERSION = '2024-01-01';

export function createAuthServer({ pool, jwtSecret, issuer, log = () => {}, signInLimiter = createSignInLimiter() }) {
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

  async function accessToken(u, sessionId, sessionCreatedAt) {
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
      amr: [{ method: 'password', timestamp: Math.floor(new Date(sessionCreatedAt ?? Date.now()).getTime() / 1000) }],
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

  async function sessionResponse(client, u, sessionId, sessionCreatedAt, refreshToken) {
    const { token, exp } = await accessToken(u, sessionId, sessionCreatedAt);
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
    if (u.banned_until && new Date(u.banned_until) > new Date()) return fail(res, 400, 'user_banned', 'User is banned');

    const session = await inTransaction(async (client) => {
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
      return sessionResponse(client, urows[0], sessionId, srows[0].created_at, refresh);
    });
    send(res, 200, session);
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
      if (rt.revoked) {
        // Reuse of a rotated token: treat as stolen, revoke the whole session's tokens (as GoTrue does).
        await client.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
          [rt.session_id],
        );
        return { error: ['refresh_token_already_used', 'Invalid Refresh Token: Already Used'] };
      }
      const { rows: urows } = await client.query(
        'select * from auth.users where id::text = $1 and deleted_at is null',
        [rt.user_id],
      );
      const u = urows[0];
      if (!u) return { error: ['user_not_found', 'Invalid Refresh Token: User Not Found'] };
      if (u.banned_until && new Date(u.banned_until) > new Date()) return { error: ['user_banned', 'User is banned'] };
      // A deactivated staff member (public.staff.active) is refused as GoTrue refuses a banned user:
      // on Supabase, deactivating bans the account; here the staff row says it.
      const { rows: staff } = await client.query('select active from public.staff where user_id = $1', [u.id]);
      if (staff[0] && !staff[0].active) return { error: ['user_banned', 'User is banned'] };
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
    if (typeof claims.sub !== 'string' || !claims.sub) {
      fail(res, 401, 'bad_jwt', 'invalid claim: missing sub claim');
      return null;
    }
    return claims;
  }

  // GET /user
  async function getUser(req, res) {
    const claims = await requireUserJwt(req, res);
    if (!claims) return;
    if (claims.session_id) {
      const { rowCount } = await pool.query('select 1 from auth.sessions where id::text = $1', [String(claims.session_id)]);
      if (!rowCount) return fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const { rows } = await pool.query('select * from auth.users where id::text = $1 and deleted_at is null', [claims.sub]);
    if (!rows[0]) return fail(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
    send(res, 200, userJson(rows[0], await identitiesOf(pool, rows[0].id)));
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
        default:
          return fail(res, 404, 'not_found', `${req.method} ${subPath} is not supported by the local auth server`);
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
