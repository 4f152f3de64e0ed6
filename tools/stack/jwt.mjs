// Minimal HS256 JWT sign/verify with node:crypto (no dependencies).
import crypto from 'node:crypto';

const HEADER = { alg: 'HS256', typ: 'JWT' };

export class JwtError extends Error {
  constructor(message, reason) {
    super(message);
    this.name = 'JwtError';
    this.reason = reason; // 'malformed' | 'alg' | 'signature' | 'expired' | 'not_before'
  }
}

const b64url = (buf) => Buffer.from(buf).toString('base64url');

function hmac(secret, data) {
  return crypto.createHmac('sha256', secret).update(data).digest();
}

/** Sign `payload` (a plain object; key order is kept) with HS256. */
export function signJwt(payload, secret) {
  const head = b64url(JSON.stringify(HEADER));
  const body = b64url(JSON.stringify(payload));
  const sig = b64url(hmac(secret, `${head}.${body}`));
  return `${head}.${body}.${sig}`;
}

/**
 * Verify an HS256 token. Returns the payload, throws JwtError otherwise.
 * Checks: three parts, alg HS256, signature (constant time), exp, nbf.
 */
export function verifyJwt(token, secret, { now = Math.floor(Date.now() / 1000), leewaySeconds = 0 } = {}) {
  if (typeof token !== 'string') throw new JwtError('token missing', 'malformed');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) {
    throw new JwtError('token is malformed', 'malformed');
  }
  const [head, body, sig] = parts;
  let header;
  let payload;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('token is malformed', 'malformed');
  }
  if (!header || header.alg !== 'HS256') throw new JwtError('unsupported algorithm', 'alg');
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new JwtError('token is malformed', 'malformed');
  }
  const expected = hmac(secret, `${head}.${body}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('signature is invalid', 'signature');
  }
  if (payload.exp !== undefined) {
    if (typeof payload.exp !== 'number' || now >= payload.exp + leewaySeconds) {
      throw new JwtError('token is expired', 'expired');
    }
  }
  if (payload.nbf !== undefined && typeof payload.nbf === 'number' && now + leewaySeconds < payload.nbf) {
    throw new JwtError('token is not valid yet', 'not_before');
  }
  return payload;
}

/** Bearer token from an Authorization header value, or null. */
export function bearerToken(authorization) {
  if (typeof authorization !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m ? m[1] : null;
}
