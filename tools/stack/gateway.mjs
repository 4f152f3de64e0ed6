// API gateway (what Kong does in Supabase): CORS, API-key check,
// /rest/v1 -> PostgREST, /auth/v1 -> local auth server, /functions/v1 -> local functions,
// /storage/v1 -> local Storage API (no key check here: it checks the bearer itself, and a
// signed URL needs no header at all).
import http from 'node:http';
import { HOP_BY_HOP, sendJson } from './http-util.mjs';
import { JwtError, bearerToken, createTokenVerifier } from './jwt.mjs';
import { HOST } from './config.mjs';

const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'x-upsert',
  'x-metadata',
  'cache-control',
];
const EXPOSE_HEADERS = 'content-range, x-supabase-api-version, retry-after';
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * While PostgREST is down (restarting) or cannot be reached: 503 in PostgREST's error shape, the
 * text libs/data shows for this code (toDutchMessage: 'unavailable'), and when to try again.
 */
export const UNAVAILABLE = {
  code: 'PGRST000',
  message: 'De server is even niet bereikbaar. Probeer het over enkele seconden opnieuw.',
};

function corsHeaders(req) {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSE_HEADERS,
  };
}

function preflightHeaders(req) {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allow = [...new Set([...ALLOW_HEADERS, ...requested])].join(', ');
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': ALLOW_METHODS,
    'access-control-allow-headers': allow,
    'access-control-max-age': '3600',
    'content-length': '0',
  };
}

/**
 * `host`: where the gateway listens (loopback unless the caller chose otherwise); PostgREST is always
 * on loopback. `postgrest`: its supervisor (isUp(), retryAfterSeconds()); without one it counts as up.
 */
export async function startGateway({ port, host = HOST, postgrestPort, postgrest, jwtSecret, auth, functions, storage, log = () => {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // The keys and tokens accepted before, until their exp: nearly every request brings one.
  const tokens = createTokenVerifier(jwtSecret);

  const validJwt = async (token) => {
    try {
      await tokens.verify(token);
      return true;
    } catch (err) {
      if (err instanceof JwtError) return false;
      throw err;
    }
  };

  /** Kong's key check: a valid apikey (header or ?apikey=), or else a valid bearer. */
  async function checkApiKey(req, url) {
    const apikey = req.headers.apikey ?? url.searchParams.get('apikey');
    if (apikey) return (await validJwt(apikey)) ? { apikey } : null;
    const bearer = bearerToken(req.headers.authorization);
    return bearer && (await validJwt(bearer)) ? { apikey: bearer } : null;
  }

  const retryAfter = () => String(postgrest && !postgrest.isUp() ? postgrest.retryAfterSeconds() : 1);

  function unavailable(res, reason) {
    sendJson(res, 503, { ...UNAVAILABLE, details: reason, hint: null }, { 'retry-after': retryAfter() });
  }

  function proxyRest(req, res, url, apikey) {
    if (postgrest && !postgrest.isUp()) {
      req.resume();
      return unavailable(res, 'PostgREST wordt opnieuw gestart.');
    }
    const search = new URLSearchParams(url.search);
    search.delete('apikey');
    const qs = search.toString();
    const path = (url.pathname.slice('/rest/v1'.length) || '/') + (qs ? `?${qs}` : '');
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(k) || k === 'host') continue;
      headers[k] = v;
    }
    if (!headers.authorization) headers.authorization = `Bearer ${apikey}`;
    headers.host = `${HOST}:${postgrestPort}`;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';

    const upstream = http.request(
      { host: HOST, port: postgrestPort, method: req.method, path, headers, agent },
      (up) => {
        const out = {};
        for (const [k, v] of Object.entries(up.headers)) {
          if (HOP_BY_HOP.has(k) || k.startsWith('access-control-')) continue;
          out[k] = v;
        }
        // PostgREST's own 503 (no database: Postgres restarting) says when to try again too.
        if (up.statusCode === 503 && !out['retry-after']) out['retry-after'] = retryAfter();
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
        up.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) {
        // Refused or cut off before it answered: PostgREST stopped (the supervisor restarts it).
        unavailable(res, `PostgREST is niet bereikbaar (${err.code ?? err.message}).`);
      } else {
        res.destroy();
      }
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  async function route(req, res) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${port}`}`);
    for (const [k, v] of Object.entries(corsHeaders(req))) res.setHeader(k, v);

    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req));
      res.end();
      return;
    }
    const p = url.pathname;
    if (p === '/rest/v1' || p.startsWith('/rest/v1/')) {
      const key = await checkApiKey(req, url);
      if (!key) return reject401(res);
      return proxyRest(req, res, url, key.apikey);
    }
    if (p === '/auth/v1' || p.startsWith('/auth/v1/')) {
      if (!(await checkApiKey(req, url))) return reject401(res);
      return auth.handle(req, res, p.slice('/auth/v1'.length) || '/', url);
    }
    if (p.startsWith('/functions/v1/')) {
      return functions(req, res, p.slice('/functions/v1'.length), url);
    }
    if (storage && p.startsWith('/storage/v1/')) {
      return storage.handle(req, res, p.slice('/storage/v1'.length), url);
    }
    return sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  function reject401(res) {
    sendJson(res, 401, {
      message: 'Invalid API key',
      hint: 'Send the anon or service_role key of the local stack in the apikey header.',
    });
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err) => {
      log(`[gateway] fout bij ${req.method} ${req.url}: ${err.stack ?? err}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal gateway error' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let closing = null;
  return {
    server,
    stop() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        agent.destroy();
      });
      return closing;
    },
  };
}
