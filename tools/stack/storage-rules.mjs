// The local Storage API's checks that need no database: object keys, mime types against a
// bucket's list, the first bytes of a file against its declared type, and the error bodies
// in Supabase storage-api's shape.

/** Supabase's error shape: HTTP status, statusCode as a string, a short error and a message. */
export class StorageError extends Error {
  constructor(status, error, message) {
    super(message);
    this.status = status;
    this.error = error;
  }

  get body() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const ERRORS = {
  notFound: () => new StorageError(404, 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  invalidKey: (key) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  tooLarge: () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type) => new StorageError(415, 'invalid_mime_type', `mime type ${type || '(none)'} is not supported`),
  rls: () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy'),
  unauthorized: (message) => new StorageError(403, 'Unauthorized', message),
  invalidJwt: (message) => new StorageError(400, 'InvalidJWT', message),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  badRequest: (message) => new StorageError(400, 'InvalidRequest', message),
  noFile: () => new StorageError(400, 'InvalidRequest', 'No file in the request'),
};

/**
 * Object keys as storage-api accepts them: 1..1024 characters, no empty, '.' or '..' segment, no
 * leading slash, no control characters. Returns the key or throws InvalidKey.
 */
export function checkKey(key) {
  const ok =
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= 1024 &&
    !/[\u0000-\u001f\u007f]/.test(key) &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
  if (!ok) throw ERRORS.invalidKey(key);
  return key;
}

/** The bucket's allowed_mime_types (null or empty: all), with wildcards such as image/*. */
export function mimeAllowed(type, allowed) {
  if (!allowed || allowed.length === 0) return true;
  const t = String(type ?? '').split(';')[0].trim().toLowerCase();
  if (!t) return false;
  return allowed.some((a) => {
    const rule = a.toLowerCase();
    return rule.endsWith('/*') ? t.startsWith(rule.slice(0, -1)) : t === rule;
  });
}

/** Signatures of the types this project stores; another type is not checked here. */
const MAGIC = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** True when `head` (the file's first bytes) fits the declared type, or the type has no known signature. */
export function contentMatchesType(type, head) {
  const check = MAGIC[String(type ?? '').split(';')[0].trim().toLowerCase()];
  return check ? check(Buffer.from(head)) : true;
}

/** The bucket and object key of a path such as `attachments/malfunctions/<id>/<file>.jpg`. */
export function splitBucketPath(rest) {
  const slash = rest.indexOf('/');
  if (slash <= 0) return { bucket: rest, key: '' };
  return { bucket: rest.slice(0, slash), key: rest.slice(slash + 1) };
}

/** A URL path's segments decoded one by one (a %2F stays inside its segment's text). */
export function decodePath(p) {
  try {
    return p
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    return null;
  }
}
