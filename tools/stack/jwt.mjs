// HS256 JWTs for the local stack (API keys, access tokens), signed and verified with `jose`.
// Both are async (jose uses WebCrypto).
import { SignJWT, errors, jwtVerify } from 'jose';

const ALG = 'HS256';
const HEADER = { alg: ALG, typ: 'JWT' };

export class JwtError extends Error {
  constructor(message, reason) {
    super(message);
    this.name = 'JwtError';
    this.reason = reason; // 'malformed' | 'alg' | 'signature' | 'expired' | 'not_before'
  }
}

/** header.payload.signature, each base64url without padding (RFC 7515); jose's decoder would also take `=`. */
const COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The secret as the HMAC key: its UTF-8 bytes, as PostgREST uses it. */
const keyOf = (secret) => new TextEncoder().encode(secret);

/** Sign `payload` (a plain object; key order is kept) with HS256. Same payload and secret, same token. */
export async function signJwt(payload, secret) {
  return new SignJWT(payload).setProtectedHeader(HEADER).sign(keyOf(secret));
}

/** jose's error -> JwtError, with the messages the auth server passes on. */
function jwtError(err) {
  switch (err.code) {
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return new JwtError('unsupported algorithm', 'alg');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return new JwtError('signature is invalid', 'signature');
    case 'ERR_JWT_EXPIRED':
      return new JwtError('token is expired', 'expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (err.claim === 'nbf' && err.reason === 'check_failed') return new JwtError('token is not valid yet', 'not_before');
      if (err.claim === 'exp') return new JwtError('token is expired', 'expired');
      return new JwtError(`invalid claim: ${err.claim}`, 'malformed');
    default:
      return new JwtError('token is malformed', 'malformed');
  }
}

/**
 * Verify an HS256 token. Resolves to the payload, rejects with a JwtError when the token is
 * not good. Checked here: three unpadded base64url parts; by jose: alg HS256 only (no `none`,
 * no other alg), the signature, a JSON object as payload, exp and nbf (numbers, against `now`
 * with `leewaySeconds`).
 */
export async function verifyJwt(token, secret, { now = Math.floor(Date.now() / 1000), leewaySeconds = 0 } = {}) {
  if (typeof token !== 'string' || !token) throw new JwtError('token missing', 'malformed');
  if (!COMPACT.test(token)) throw new JwtError('token is malformed', 'malformed');
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      currentDate: new Date(now * 1000),
      clockTolerance: leewaySeconds,
    });
    return payload;
  } catch (err) {
    // Anything but jose's verdict on the token (say, a missing secret) is a bug, not a bad token.
    if (!(err instanceof errors.JOSEError)) throw err;
    throw jwtError(err);
  }
}

/** Bearer token from an Authorization header value, or null. */
export function bearerToken(authorization) {
  if (typeof authorization !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m ? m[1] : null;
}

/**
 * verifyJwt with a memory of the tokens it accepted: a token seen before is not verified again
 * (the same bytes carry the same signature) until its exp, after which it is verified again, and
 * so refused. Refused tokens are never remembered. At most `max` tokens, the least recently used
 * forgotten first. The secret is the verifier's own, so a token is never good for another one.
 */
export function createTokenVerifier(secret, { max = 10_000, now = () => Math.floor(Date.now() / 1000) } = {}) {
  /** token -> { claims, exp }, least recently used first (a Map keeps insertion order). */
  const accepted = new Map();

  /** The claims of a remembered token that has not expired, else null. */
  function remembered(token) {
    const hit = accepted.get(token);
    if (!hit) return null;
    accepted.delete(token);
    if (hit.exp !== undefined && now() >= hit.exp) return null;
    accepted.set(token, hit);
    return hit.claims;
  }

  return {
    /** The claims without waiting when the token is remembered and not expired; null: call verify. */
    cached: remembered,
    /** As verifyJwt(token, secret): the claims, or a JwtError. */
    async verify(token) {
      const known = typeof token === 'string' ? remembered(token) : null;
      if (known) return known;
      const claims = Object.freeze(await verifyJwt(token, secret, { now: now() }));
      if (accepted.size >= max) accepted.delete(accepted.keys().next().value);
      accepted.set(token, { claims, exp: typeof claims.exp === 'number' ? claims.exp : undefined });
      return claims;
    },
    /** Number of tokens remembered. */
    size: () => accepted.size,
  };
}
