// Receives one uploaded file into a temporary file: multipart/form-data as storage-js sends it
// (fields cacheControl and metadata, the file under the field name ''; parsed by busboy), or
// the raw body with its content-type. The bucket's size limit is enforced while streaming
// (nothing past it is written) and its mime types before the first byte is written; on any
// failure the temporary file is gone before the promise rejects.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform } from 'node:stream';
import busboy from 'busboy';
import { ERRORS, StorageError, mimeAllowed } from './storage-rules.mjs';

const HEAD_BYTES = 16;
const aborted = () => new StorageError(400, 'InvalidRequest', 'upload aborted');
/** Multipart fields beside the file (cacheControl, metadata) are small. */
const FIELD_LIMITS = { fields: 10, fieldSize: 64 * 1024, parts: 12 };

/** Counts, hashes (md5, storage-api's eTag) and keeps the first bytes; errors past `limit` when given. */
function createMeter(limit) {
  const hash = crypto.createHash('md5');
  const meter = new Transform({
    transform(chunk, _enc, done) {
      meter.size += chunk.length;
      if (limit != null && meter.size > limit) return done(ERRORS.tooLarge());
      if (meter.head.length < HEAD_BYTES) meter.head = Buffer.concat([meter.head, chunk.subarray(0, HEAD_BYTES)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  meter.size = 0;
  meter.head = Buffer.alloc(0);
  meter.digest = () => hash.digest('hex');
  return meter;
}

/** Pipes `source` through a meter into `tmp`; resolves with the meter when the file is written. */
function writeThrough(source, tmp, limit) {
  const meter = createMeter(limit);
  const out = fs.createWriteStream(tmp);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err) => {
      if (settled) return;
      settled = true;
      source.unpipe(meter);
      meter.unpipe(out);
      out.destroy();
      source.resume(); // the rest of the body is read and dropped, so the answer reaches the client
      reject(err);
    };
    meter.on('error', fail);
    out.on('error', fail);
    source.on('error', fail);
    // An HTTP request that closes before its end: the client went away.
    source.on('close', () => {
      if (source.complete === false) fail(aborted());
    });
    out.on('finish', () => {
      settled = true;
      resolve(meter);
    });
    source.pipe(meter).pipe(out);
  });
}

/** The declared length already says too large: refuse before reading (64 KB for the form around the file). */
export function declaredTooLarge(req, limit) {
  const length = Number(req.headers['content-length']);
  return limit != null && Number.isFinite(length) && length > limit + 64 * 1024;
}

async function receiveRaw(req, { limit, allowed, tmp }) {
  const mimeType = String(req.headers['content-type'] ?? '').split(';')[0].trim();
  if (!mimeAllowed(mimeType, allowed)) {
    req.resume();
    throw ERRORS.mimeType(mimeType);
  }
  let metadata = null;
  if (req.headers['x-metadata']) {
    try {
      metadata = JSON.parse(Buffer.from(String(req.headers['x-metadata']), 'base64').toString('utf8'));
    } catch {
      req.resume();
      throw ERRORS.badRequest('x-metadata is not base64-encoded JSON');
    }
  }
  const meter = await writeThrough(req, tmp, limit);
  const cacheControl = String(req.headers['cache-control'] ?? 'no-cache');
  return { mimeType, size: meter.size, md5: meter.digest(), head: meter.head, metadata, cacheControl };
}

function receiveMultipart(req, { limit, allowed, tmp }) {
  return new Promise((resolve, reject) => {
    let bb;
    try {
      bb = busboy({ headers: req.headers, limits: { ...FIELD_LIMITS, files: 1, fileSize: limit ?? Infinity } });
    } catch (err) {
      req.resume();
      reject(ERRORS.badRequest(err.message));
      return;
    }
    const fields = {};
    let failure = null;
    let file = null;
    let writing = null;
    let current = null;
    const fail = (err) => {
      failure ??= err;
    };
    req.on('close', () => {
      if (req.complete) return;
      fail(aborted());
      current?.destroy(aborted());
      finish();
    });

    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      if (file || failure) return stream.resume();
      if (!mimeAllowed(info.mimeType, allowed)) {
        fail(ERRORS.mimeType(info.mimeType));
        return stream.resume();
      }
      file = { mimeType: info.mimeType };
      current = stream;
      stream.on('limit', () => fail(ERRORS.tooLarge()));
      writing = writeThrough(stream, tmp, null).catch((err) => {
        fail(err);
        return null;
      });
    });
    bb.on('error', (err) => {
      fail(ERRORS.badRequest(`multipart: ${err.message}`));
      req.unpipe(bb);
      req.resume();
      finish();
    });
    bb.on('close', () => finish());

    let finished = false;
    async function finish() {
      if (finished) return;
      finished = true;
      const meter = await writing;
      if (failure) return reject(failure);
      if (!file || !meter) return reject(ERRORS.noFile());
      let metadata = null;
      if (fields.metadata) {
        try {
          metadata = JSON.parse(fields.metadata);
        } catch {
          return reject(ERRORS.badRequest('metadata is not JSON'));
        }
      }
      const cacheControl = fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache';
      resolve({ mimeType: file.mimeType, size: meter.size, md5: meter.digest(), head: meter.head, metadata, cacheControl });
    }
    req.pipe(bb);
  });
}

/**
 * The uploaded file in `tmp`, with its mime type, size, md5, first bytes, user metadata and
 * cache-control. Rejects with a StorageError (413, 415, 400) after removing `tmp`.
 */
export async function receiveFile(req, { limit, allowed, tmp }) {
  const multipart = /^multipart\/form-data/i.test(String(req.headers['content-type'] ?? ''));
  try {
    return await (multipart ? receiveMultipart : receiveRaw)(req, { limit, allowed, tmp });
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
}
