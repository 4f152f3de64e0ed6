// Runs supabase/functions/<name>/handler.js locally: the module exports
// createHandler(env) -> (req: Request) => Promise<Response>, web-standard APIs only, so the
// same code runs as a Supabase Edge Function (index.ts: Deno.serve(createHandler(Deno.env.toObject()))).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { HOP_BY_HOP, readBody, sendJson } from './http-util.mjs';
import { JwtError, bearerToken, verifyJwt } from './jwt.mjs';
import { LIMITS } from './config.mjs';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

// handler.js files are ES modules (Deno) next to a package.json without "type": "module";
// Node 20 loads them fine but warns MODULE_TYPELESS_PACKAGE_JSON for each. Silence only that
// warning, only for files under supabase/functions (a package.json there would make Jest
// treat them as native ESM).
let warningFilterInstalled = false;
function installWarningFilter(functionsDir) {
  if (warningFilterInstalled) return;
  warningFilterInstalled = true;
  const original = process.emitWarning;
  const dirUrl = pathToFileURL(functionsDir).href;
  process.emitWarning = function emitWarning(warning, ...rest) {
    const code = rest[0] && typeof rest[0] === 'object' ? rest[0].code : rest[1];
    if (code === 'MODULE_TYPELESS_PACKAGE_JSON' && String(warning?.message ?? warning).includes(dirUrl)) return;
    return original.call(this, warning, ...rest);
  };
}

/** verify_jwt per function from supabase/config.toml ([functions.<name>] verify_jwt = …); default true. */
function readVerifyJwt(configToml, name) {
  let text;
  try {
    text = fs.readFileSync(configToml, 'utf8');
  } catch {
    return true;
  }
  let inSection = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line.startsWith('[')) {
      const section = line.replace(/^\[+|\]+$/g, '').trim();
      inSection = section === `functions.${name}` || section === `functions."${name}"`;
      continue;
    }
    const m = inSection && /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (m) return m[1] === 'true';
  }
  return true;
}

export function createFunctionsRunner({ functionsDir, configToml, env, jwtSecret, publicUrl, log = () => {} }) {
  const cache = new Map(); // name -> { mtimeMs, handler }
  installWarningFilter(functionsDir);

  async function loadHandler(name) {
    const file = path.join(functionsDir, name, 'handler.js');
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.handler;
    // Re-import when handler.js changed (its own imports are not reloaded).
    const mod = await import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`);
    if (typeof mod.createHandler !== 'function') {
      throw new Error(`${path.relative(process.cwd(), file)} exporteert geen createHandler(env)`);
    }
    const handler = await mod.createHandler({ ...env });
    if (typeof handler !== 'function') throw new Error(`createHandler() van ${name} gaf geen functie terug`);
    cache.set(name, { mtimeMs: stat.mtimeMs, handler });
    return handler;
  }

  /** `rest` is the path after /functions/v1 (e.g. "/generate-with-ai/x"). */
  return async function handle(req, res, rest, url) {
    const [, name = '', ...tail] = rest.split('/');
    if (!NAME.test(name)) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    let handler;
    try {
      handler = await loadHandler(name);
    } catch (err) {
      log(`[functions] ${name} laden mislukt: ${err.stack ?? err}`);
      return sendJson(res, 500, { code: 'BOOT_ERROR', message: `Function ${name} failed to start: ${err.message}` });
    }
    if (!handler) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    if (readVerifyJwt(configToml, name)) {
      const token = bearerToken(req.headers.authorization);
      if (!token) return sendJson(res, 401, { code: 401, message: 'Missing authorization header' });
      try {
        await verifyJwt(token, jwtSecret);
      } catch (err) {
        if (!(err instanceof JwtError)) throw err;
        return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
      }
    }

    // Node request -> web Request. As on the Edge runtime, the path starts at /<name>.
    let body;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        body = await readBody(req, LIMITS.functionBodyBytes);
      } catch (err) {
        return sendJson(res, err.status ?? 400, { code: err.status ?? 400, message: err.message });
      }
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(k) || k === 'host' || v === undefined) continue;
      headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    }
    const base = new URL(publicUrl);
    const request = new Request(`${base.origin}/${[name, ...tail].join('/')}${url.search}`, {
      method: req.method,
      headers,
      body: body && body.length ? body : undefined,
    });

    let response;
    try {
      response = await handler(request);
      if (!(response instanceof Response)) throw new Error('handler gaf geen Response terug');
    } catch (err) {
      log(`[functions] ${name} faalde: ${err.stack ?? err}`);
      return sendJson(res, 500, { code: 'FUNCTION_ERROR', message: `Function ${name} threw an error` });
    }

    // Web Response -> node response. CORS comes from the gateway (as Kong's cors plugin does).
    const out = {};
    response.headers.forEach((value, key) => {
      if (HOP_BY_HOP.has(key) || key.startsWith('access-control-') || key === 'content-length') return;
      out[key] = value;
    });
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    if (!response.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    Readable.fromWeb(response.body)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
