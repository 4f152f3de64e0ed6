// The gateway's memory of verified tokens (createTokenVerifier): what it accepts and refuses must
// be what verifyJwt accepts and refuses, at every moment. (verifyJwt itself and the gateway
// around it: supabase/tests/stack.data.spec.ts against a real stack.)
import assert from 'node:assert/strict';
import test from 'node:test';
import { JwtError, createTokenVerifier, signJwt } from './jwt.mjs';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const T = 2_000_000_000;

/** A verifier whose clock the test sets. */
function verifierAt(start, options = {}) {
  const clock = { now: start };
  const verifier = createTokenVerifier(SECRET, { ...options, now: () => clock.now });
  return { verifier, clock };
}

const refusedAs = (reason) => (err) => err instanceof JwtError && err.reason === reason;

test('an accepted token is remembered with its claims; before, nothing is', async () => {
  const { verifier } = verifierAt(T);
  const token = await signJwt({ sub: 'u1', role: 'authenticated', exp: T + 3600 }, SECRET);
  assert.equal(verifier.cached(token), null);
  const claims = await verifier.verify(token);
  assert.deepEqual({ ...claims }, { sub: 'u1', role: 'authenticated', exp: T + 3600 });
  assert.deepEqual(verifier.cached(token), claims);
  assert.deepEqual(await verifier.verify(token), claims);
});

test('a remembered token is refused from its exp on, as verifyJwt refuses it', async () => {
  const { verifier, clock } = verifierAt(T);
  const token = await signJwt({ sub: 'u1', exp: T + 10 }, SECRET);
  await verifier.verify(token);
  clock.now = T + 9;
  assert.ok(verifier.cached(token));
  clock.now = T + 10;
  assert.equal(verifier.cached(token), null);
  await assert.rejects(verifier.verify(token), refusedAs('expired'));
  clock.now = T + 5; // a clock set back does not bring a forgotten token back without verifying it
  assert.equal(verifier.cached(token), null);
});

test('refused tokens are never remembered: tampered, another secret, not valid yet, malformed', async () => {
  const { verifier } = verifierAt(T);
  const good = await signJwt({ sub: 'u1', role: 'anon', exp: T + 3600 }, SECRET);
  await verifier.verify(good);
  const [header, , signature] = good.split('.');
  const asServiceRole = Buffer.from(JSON.stringify({ sub: 'u1', role: 'service_role', exp: T + 3600 })).toString('base64url');
  const refused = {
    signature: `${header}.${asServiceRole}.${signature}`,
    'other secret': await signJwt({ sub: 'u1', exp: T + 3600 }, `${SECRET}-other`),
    'not valid yet': await signJwt({ sub: 'u1', nbf: T + 60, exp: T + 3600 }, SECRET),
    malformed: 'not-a-token',
  };
  const reasons = { signature: 'signature', 'other secret': 'signature', 'not valid yet': 'not_before', malformed: 'malformed' };
  for (const [name, token] of Object.entries(refused)) {
    await assert.rejects(verifier.verify(token), refusedAs(reasons[name]), name);
    await assert.rejects(verifier.verify(token), refusedAs(reasons[name]), `${name}, asked again`);
    assert.equal(verifier.cached(token), null, name);
  }
  assert.equal(verifier.size(), 1);
});

test('at most `max` tokens: the least recently used is forgotten and verified again when it returns', async () => {
  const { verifier } = verifierAt(T, { max: 2 });
  const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sub) => signJwt({ sub, exp: T + 3600 }, SECRET)));
  await verifier.verify(a);
  await verifier.verify(b);
  assert.ok(verifier.cached(a)); // a is now the most recently used
  await verifier.verify(c);
  assert.equal(verifier.size(), 2);
  assert.equal(verifier.cached(b), null);
  assert.ok(verifier.cached(a));
  assert.ok(verifier.cached(c));
  assert.equal((await verifier.verify(b)).sub, 'b');
});

test('a token without exp (an API key signed so) stays accepted', async () => {
  const { verifier, clock } = verifierAt(T);
  const key = await signJwt({ role: 'anon', iss: 'supabase-demo' }, SECRET);
  await verifier.verify(key);
  clock.now = T + 10 * 365 * 86_400;
  assert.equal(verifier.cached(key).role, 'anon');
});
