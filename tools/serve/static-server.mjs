// Serves the CDN folder the way a CDN would: versioned files immutable, the
// manifest, versions lists, config and the shell's index.html no-cache, SPA routes -> index.html,
// and on every response the security headers a production CDN must send too (README "Production").
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { HOST, isLoopback, urlHost } from '../stack/config.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Content-Security-Policy of the app: scripts only from our own origin (the shell and the
 * remotes, which Module Federation loads with <script> tags from the same origin), no inline
 * script, no eval; fetches to our origin (manifest, config, versions) and the Supabase API;
 * inline styles because MUI on styled-components injects <style> tags; data: for the favicon
 * and inline images/fonts, and images from the Supabase API (a photo's short-lived signed link); never framed, no <base> elsewhere, no plugins, forms post home only.
 */
export function contentSecurityPolicy(apiUrl) {
  let api = '';
  try {
    if (apiUrl) api = ` ${new URL(apiUrl).origin}`;
  } catch {
    /* no valid API URL: connect-src stays 'self' */
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Sent with every response (pages, config.json, scripts, JSON, errors). */
export function securityHeaders(runtimeConfig) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfig?.supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** Which file answers a path, and how it may be cached. */
export function resolveRequest(cdn, urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.\/?)+/, '');
  if (clean.startsWith('/remotes/')) {
    const file = path.join(cdn, clean);
    // Rewritten on every deploy; everything else below /remotes/ is a versioned file.
    const mutable = clean === '/remotes/manifest.json' || clean === '/remotes/history.json' || /^\/remotes\/[^/]+\/versions\.json$/.test(clean);
    return isFile(file) ? { file, cache: mutable ? NO_CACHE : IMMUTABLE, cors: true } : null;
  }
  const shellFile = path.join(cdn, 'shell', clean);
  if (clean !== '/' && isFile(shellFile)) {
    return { file: shellFile, cache: clean === '/index.html' ? NO_CACHE : IMMUTABLE };
  }
  // Anything that looks like a file but is missing is a 404, not the app.
  if (path.posix.extname(clean)) return null;
  const index = path.join(cdn, 'shell', 'index.html');
  return isFile(index) ? { file: index, cache: NO_CACHE } : null;
}

/**
 * The address the app listens on: loopback (127.0.0.1), like the API, unless `APP_HOST` (or the
 * `host` option) opens it, e.g. APP_HOST=0.0.0.0 for every interface.
 */
export function appHost(env = process.env) {
  return env.APP_HOST?.trim() || HOST;
}

/** The URL to show for a server on host:port: localhost when this machine reaches it on loopback. */
export function appUrl(host, port) {
  return isLoopback(urlHost(host)) ? `http://localhost:${port}` : `http://${urlHost(host)}:${port}`;
}

/**
 * @param {{ cdn: string, port: number, runtimeConfig: object, host?: string }} options  host: see appHost()
 */
export function startStaticServer({ cdn, port, runtimeConfig, host = appHost() }) {
  const configBody = JSON.stringify(runtimeConfig);
  const security = securityHeaders(runtimeConfig);
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const badRequest = () => res.writeHead(400, { 'Content-Type': types['.txt'], 'Cache-Control': NO_CACHE }).end('Ongeldig pad');
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return badRequest();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': NO_CACHE }).end(configBody);
      return;
    }
    let found;
    try {
      found = resolveRequest(cdn, url.pathname);
    } catch {
      return badRequest(); // a malformed %-escape would otherwise take the whole server down
    }
    if (!found) {
      res.writeHead(404, { 'Content-Type': types['.txt'], 'Cache-Control': NO_CACHE }).end('Niet gevonden');
      return;
    }
    const headers = {
      'Content-Type': types[path.extname(found.file)] ?? 'application/octet-stream',
      'Cache-Control': found.cache,
    };
    if (found.cors) headers['Access-Control-Allow-Origin'] = '*';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).on('error', () => res.destroy()).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Poort ${port} (app) is al in gebruik. Stop het andere proces of de andere 'npm start'.`) : error),
    );
    server.listen({ port, host }, () =>
      resolve({ url: appUrl(host, server.address().port), host, stop: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
