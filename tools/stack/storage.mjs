// The local Storage API: the subset of Supabase's storage-api that storage-js 2.x uses for
// private buckets (upload, update, download, info/exists, signed URLs, list, remove). Metadata
// in storage.objects, read and written AS THE CALLER so the policies decide; bytes on disk
// (storage-blobs.mjs). Endpoints: see tools/stack/README.md, "Storage".
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import pg from 'pg';
import { readBody, sendJson } from './http-util.mjs';
import { JwtError, bearerToken, signJwt, verifyJwt } from './jwt.mjs';
import { createBlobStore } from './storage-blobs.mjs';
import {
  asCaller,
  callerOf,
  deleteObjects,
  findObject,
  insertObject,
  loadBucket,
  objectsUnder,
  storageErrorOf,
  updateObject,
} from './storage-db.mjs';
import { ERRORS, StorageError, checkKey, contentMatchesType, decodePath, splitBucketPath } from './storage-rules.mjs';
import { declaredTooLarge, receiveFile } from './storage-upload.mjs';

/** storage-api's default upload limit, for a bucket without its own. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const JSON_BODY_LIMIT = 1024 * 1024;
const SIGN_ERROR = 'Either the object does not exist or you do not have access to it';

export function createStorageServer({ dbUrl, jwtSecret, dir, log = () => {} }) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 5, idleTimeoutMillis: 10_000 });
  pool.on('error', () => {}); // idle clients error out when Postgres stops
  const blobs = createBlobStore({ dir, pool, dbUrl, log });

  async function callerFrom(req) {
    const token = bearerToken(req.headers.authorization) ?? req.headers.apikey;
    if (!token) throw ERRORS.unauthorized('Missing authorization');
    try {
      return callerOf(await verifyJwt(token, jwtSecret));
    } catch (err) {
      if (err instanceof JwtError) throw ERRORS.invalidJwt(err.message);
      throw err;
    }
  }

  async function jsonBody(req) {
    const raw = await readBody(req, JSON_BODY_LIMIT).catch(() => {
      throw ERRORS.badRequest('body too large');
    });
    try {
      return raw.length ? JSON.parse(raw.toString('utf8')) : {};
    } catch {
      throw ERRORS.badRequest('body is not JSON');
    }
  }

  // ---------------------------------------------------------------- upload / update

  async function upload(req, res, bucketId, key, { update }) {
    checkKey(key);
    const caller = await callerFrom(req);
    const bucket = await loadBucket(pool, bucketId);
    const limit = Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT);
    if (declaredTooLarge(req, limit)) throw ERRORS.tooLarge();
    const upsert = update || String(req.headers['x-upsert']).toLowerCase() === 'true';

    // Would the policies take it? Asked before the bytes come in, as storage-api does.
    const existing = upsert ? await asCaller(pool, caller, (c) => findObject(c, bucketId, key)) : null;
    if (update && !existing) throw ERRORS.notFound();
    if (!existing) await asCaller(pool, caller, (c) => insertObject(c, draft(bucketId, key)), { rollback: true });

    const tmp = blobs.tempPath();
    const file = await receiveFile(req, { limit, allowed: bucket.allowed_mime_types, tmp });
    if (!contentMatchesType(file.mimeType, file.head)) {
      await fsp.rm(tmp, { force: true });
      throw ERRORS.mimeType(`${file.mimeType} (de inhoud is iets anders)`);
    }
    const object = { ...draft(bucketId, key), id: existing?.id ?? crypto.randomUUID(), ...describe(file) };
    await store(tmp, caller, object, existing);
    sendJson(res, 200, { Id: object.id, Key: `${bucketId}/${key}` });
  }

  const draft = (bucket, key) => ({ id: crypto.randomUUID(), version: crypto.randomUUID(), bucket, key, metadata: {}, userMetadata: null });

  function describe(file) {
    return {
      metadata: {
        eTag: `"${file.md5}"`,
        size: file.size,
        mimetype: file.mimeType,
        cacheControl: file.cacheControl,
        lastModified: new Date().toUTCString(),
        contentLength: file.size,
        httpStatusCode: 200,
      },
      userMetadata: file.metadata,
    };
  }

  /** The bytes into place, then the row as the caller; on any failure neither stays. */
  async function store(tmp, caller, object, existing) {
    const name = blobs.blobName(object.id, object.version);
    const blob = blobs.blobPath(object.id, object.version);
    blobs.inFlight.add(name);
    try {
      await fsp.rename(tmp, blob);
      await asCaller(pool, caller, async (c) => {
        if (!existing) return insertObject(c, object);
        if (!(await updateObject(c, object))) throw ERRORS.rls();
      });
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      await fsp.rm(blob, { force: true });
      throw err;
    } finally {
      blobs.inFlight.delete(name);
    }
    if (existing) await blobs.removeBlob(existing.id, existing.version);
  }

  // ---------------------------------------------------------------- download / info

  async function serveObject(req, res, object, url) {
    const file = blobs.blobPath(object.id, object.version);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat) throw ERRORS.notFound();
    const meta = object.metadata ?? {};
    const headers = {
      'content-type': meta.mimetype ?? 'application/octet-stream',
      'content-length': String(stat.size),
      'cache-control': meta.cacheControl ?? 'no-cache',
      'last-modified': new Date(object.updated_at ?? stat.mtime).toUTCString(),
      ...(meta.eTag ? { etag: meta.eTag } : {}),
    };
    const download = url.searchParams.get('download');
    if (download !== null) {
      const fileName = download || object.name.split('/').pop();
      headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = fs.createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  async function readable(req, bucketId, key) {
    checkKey(key);
    const caller = await callerFrom(req);
    const object = await asCaller(pool, caller, (c) => findObject(c, bucketId, key));
    if (!object) throw ERRORS.notFound();
    return object;
  }

  async function info(req, res, bucketId, key) {
    const o = await readable(req, bucketId, key);
    const meta = o.metadata ?? {};
    sendJson(res, 200, {
      id: o.id,
      name: o.name,
      bucket_id: o.bucket_id,
      version: o.version,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: o.user_metadata ?? {},
      last_modified: o.updated_at,
      created_at: o.created_at,
    });
  }

  // ---------------------------------------------------------------- signed URLs

  async function signedUrl(bucketId, key, expiresIn) {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ url: `${bucketId}/${key}`, iat: now, exp: now + expiresIn }, jwtSecret);
    return `/object/sign/${bucketId}/${key}?token=${token}`;
  }

  function expiresInOf(body) {
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) throw ERRORS.badRequest('expiresIn must be a whole number of seconds, at least 1');
    return expiresIn;
  }

  async function signOne(req, res, bucketId, key) {
    const body = await jsonBody(req);
    await readable(req, bucketId, key);
    sendJson(res, 200, { signedURL: await signedUrl(bucketId, key, expiresInOf(body)) });
  }

  async function signMany(req, res, bucketId) {
    const body = await jsonBody(req);
    const expiresIn = expiresInOf(body);
    if (!Array.isArray(body.paths)) throw ERRORS.badRequest('paths must be a list');
    const caller = await callerFrom(req);
    const found = await asCaller(pool, caller, async (c) => {
      const { rows } = await c.query('select name from storage.objects where bucket_id = $1 and name = any ($2::text[])', [
        bucketId,
        body.paths.map(String),
      ]);
      return new Set(rows.map((r) => r.name));
    });
    const out = [];
    for (const p of body.paths) {
      const path = String(p);
      out.push(
        found.has(path)
          ? { error: null, path, signedURL: await signedUrl(bucketId, path, expiresIn) }
          : { error: SIGN_ERROR, path, signedURL: null },
      );
    }
    sendJson(res, 200, out);
  }

  async function serveSigned(req, res, bucketId, key, url) {
    let payload;
    try {
      payload = await verifyJwt(url.searchParams.get('token') ?? '', jwtSecret);
    } catch (err) {
      if (err instanceof JwtError) throw ERRORS.invalidJwt(err.reason === 'expired' ? '"exp" claim timestamp check failed' : err.message);
      throw err;
    }
    if (payload.url !== `${bucketId}/${key}`) throw ERRORS.invalidJwt('Invalid signature: the token is for another object');
    const { rows } = await pool.query(
      'select id, name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    if (!rows.length) throw ERRORS.notFound();
    await serveObject(req, res, rows[0], url);
  }

  // ---------------------------------------------------------------- list / remove

  async function list(req, res, bucketId) {
    const body = await jsonBody(req);
    const caller = await callerFrom(req);
    const prefix = String(body.prefix ?? '').replace(/^\/+/, '');
    const folder = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    const rows = await asCaller(pool, caller, (c) => objectsUnder(c, bucketId, folder, body.search ? String(body.search) : ''));
    const entries = new Map();
    for (const r of rows) {
      const rest = r.name.slice(folder.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const name = rest.slice(0, slash);
        if (!entries.has(name)) entries.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        entries.set(rest, { name: rest, id: r.id, updated_at: r.updated_at, created_at: r.created_at, last_accessed_at: r.last_accessed_at, metadata: r.metadata });
      }
    }
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(body.sortBy?.column) ? body.sortBy.column : 'name';
    const direction = String(body.sortBy?.order).toLowerCase() === 'desc' ? -1 : 1;
    const sorted = [...entries.values()].sort((a, b) => direction * compare(a[column], b[column]) || compare(a.name, b.name));
    const offset = Math.max(0, Number(body.offset) || 0);
    const limit = Math.max(0, Number(body.limit) || 100);
    sendJson(res, 200, sorted.slice(offset, offset + limit));
  }

  async function remove(req, res, bucketId) {
    const body = await jsonBody(req);
    if (!Array.isArray(body.prefixes)) throw ERRORS.badRequest('prefixes must be a list');
    const caller = await callerFrom(req);
    const gone = await asCaller(pool, caller, (c) => deleteObjects(c, bucketId, body.prefixes.map(String)));
    for (const o of gone) await blobs.removeBlob(o.id, o.version);
    sendJson(res, 200, gone);
  }

  // ---------------------------------------------------------------- routing

  /** `p`: the path after /storage/v1. */
  async function route(req, res, p, url) {
    const m = /^\/object\/(.*)$/.exec(p);
    if (!m) throw new StorageError(404, 'not_found', 'Route not found');
    const rest = decodePath(m[1]);
    if (rest === null) throw ERRORS.invalidKey(m[1]);
    const [first] = rest.split('/');
    const after = rest.slice(first.length + 1);
    const { method } = req;

    if (first === 'sign') {
      const { bucket, key } = splitBucketPath(after);
      if (method === 'GET') return serveSigned(req, res, bucket, key, url);
      if (method === 'POST') return key ? signOne(req, res, bucket, key) : signMany(req, res, bucket);
    }
    if (first === 'list' && method === 'POST') return list(req, res, after);
    if (first === 'info' || first === 'authenticated') {
      const { bucket, key } = splitBucketPath(after.replace(/^authenticated\//, ''));
      if (first === 'info' && method === 'GET') return info(req, res, bucket, key);
      if (method === 'GET' || method === 'HEAD') return serveObject(req, res, await readable(req, bucket, key), url);
    }
    if (!['sign', 'list', 'info', 'authenticated', 'public', 'upload', 'move', 'copy'].includes(first)) {
      const { bucket, key } = splitBucketPath(rest);
      if (!key && method === 'DELETE') return remove(req, res, bucket);
      if (key && method === 'POST') return upload(req, res, bucket, key, { update: false });
      if (key && method === 'PUT') return upload(req, res, bucket, key, { update: true });
      if (key && (method === 'GET' || method === 'HEAD')) return serveObject(req, res, await readable(req, bucket, key), url);
    }
    throw new StorageError(404, 'not_found', `${method} ${p} is not served by the local Storage API`);
  }

  async function handle(req, res, p, url) {
    try {
      await route(req, res, p, url);
    } catch (err) {
      const e = storageErrorOf(err);
      if (!(e instanceof StorageError)) throw e;
      if (!req.complete) req.resume(); // read and drop what is left, so the client gets the answer
      if (res.headersSent) return res.destroy();
      sendJson(res, e.status, e.body);
    }
  }

  return {
    handle,
    dir,
    start: () => blobs.start(),
    async stop() {
      await blobs.stop();
      await pool.end();
    },
  };
}

function compare(a, b) {
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  if (x === y) return 0;
  if (x === null || x === undefined) return 1;
  if (y === null || y === undefined) return -1;
  return x < y ? -1 : 1;
}
