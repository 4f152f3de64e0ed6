// The local stack itself (tools/stack): its JWT module, what its gateway and auth server do
// for clients beyond the happy path the other data tests walk, and its own life cycle (start,
// restart, migrate, stop, refusals) on a backend of its own. The stack is ESM and these tests
// run as CommonJS, so its modules run in node processes of their own.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, toDutchMessage } from '@facility/data';
import { DEMO_USER, userClient } from './helpers';

const root = path.resolve(__dirname, '../..');
const api = process.env.SUPABASE_URL as string;
const anonKey = process.env.SUPABASE_ANON_KEY as string;

const run = promisify(execFile);

/** Runs an ES module (a file, or code with `-e`) with node in the repo root; what it printed, as JSON. */
async function nodeJson(args: string[]) {
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout);
}

// ---- tokens made here, with node:crypto, independently of the module under test ----

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const HS256 = { alg: 'HS256', typ: 'JWT' };

/** A compact JWS of `header` and `payload` (each JSON-encoded, or a string as it is), HMAC-signed. */
function hmacToken(header: unknown, payload: unknown, secret: string, hash: 'sha256' | 'sha384' | 'sha512' = 'sha256') {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

/** The token with its payload replaced and its signature kept. */
function withPayload(token: string, payload: unknown) {
  const [header, , signature] = token.split('.');
  return `${header}.${b64(payload)}.${signature}`;
}

/** The token's header replaced by {alg: 'none'}, signature dropped. */
const unsigned = (token: string) => `${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));

describe('tools/stack/jwt.mjs: HS256 with jose', () => {
  const SECRET = 'the-secret-of-this-test-with-at-least-32-characters';
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    sub: 'a1b2c3d4-0000-4000-8000-000000000001',
    email: DEMO_USER.email,
    role: 'authenticated',
    session_id: 'f0e1d2c3-0000-4000-8000-000000000002',
  };

  type Verdict = { ok: true; payload: unknown } | { ok: false; name: string; reason: string; message: string };

  /** Signs `sign` and verifies `verify` with the module, in a node process. */
  function jwtModule(input: { sign?: object[]; verify?: { token: unknown; options?: object }[] }): Promise<{ signed: string[]; verified: Verdict[] }> {
    const script = `
      import { signJwt, verifyJwt } from './tools/stack/jwt.mjs';
      const { secret, sign = [], verify = [] } = JSON.parse(process.argv[1]);
      const signed = [];
      for (const claims of sign) signed.push(await signJwt(claims, secret));
      const verified = [];
      for (const { token, options } of verify) {
        try {
          verified.push({ ok: true, payload: await verifyJwt(token, secret, options) });
        } catch (err) {
          verified.push({ ok: false, name: err.name, reason: err.reason, message: err.message });
        }
      }
      console.log(JSON.stringify({ signed, verified }));`;
    return nodeJson(['--input-type=module', '-e', script, JSON.stringify({ secret: SECRET, ...input })]);
  }

  /** For each named token: the reason it was refused, or 'accepted'. */
  async function verdicts(tokens: Record<string, unknown>, options?: object) {
    const { verified } = await jwtModule({ verify: Object.values(tokens).map((token) => ({ token, options })) });
    return Object.fromEntries(Object.keys(tokens).map((name, i) => {
      const v = verified[i];
      return [name, v.ok ? 'accepted' : v.name === 'JwtError' ? v.reason : `${v.name}: ${v.message}`];
    }));
  }

  it('signs HS256 with the claims as given (the token PostgREST expects); verifying gives them back', async () => {
    const { signed } = await jwtModule({ sign: [claims] });
    expect(signed[0]).toBe(hmacToken(HS256, claims, SECRET));
    const { verified } = await jwtModule({ verify: [{ token: signed[0] }] });
    expect(verified).toEqual([{ ok: true, payload: claims }]);
  });

  it('refuses a token that was tampered with, or signed with another secret or algorithm', async () => {
    const token = hmacToken(HS256, claims, SECRET);
    const [header, payload, signature] = token.split('.');
    const middle = signature.length >> 1;
    const otherChar = signature[middle] === 'A' ? 'B' : 'A';
    expect(
      await verdicts({
        control: token,
        'role changed, signature kept': withPayload(token, { ...claims, role: 'service_role' }),
        'exp moved, signature kept': withPayload(token, { ...claims, exp: claims.exp + 86400 }),
        'one signature character changed': `${header}.${payload}.${signature.slice(0, middle)}${otherChar}${signature.slice(middle + 1)}`,
        'signature of another token': `${header}.${payload}.${hmacToken(HS256, { ...claims, sub: 'x' }, SECRET).split('.')[2]}`,
        'no signature': `${header}.${payload}.`,
        'another secret': hmacToken(HS256, claims, 'another-secret-also-at-least-32-characters'),
        'alg none, no signature': unsigned(token),
        'alg none, signature kept': `${unsigned(token)}${signature}`,
        'alg NONE': `${b64({ alg: 'NONE' })}.${payload}.`,
        'HS384 with the same secret': hmacToken({ alg: 'HS384', typ: 'JWT' }, claims, SECRET, 'sha384'),
        'HS512 with the same secret': hmacToken({ alg: 'HS512', typ: 'JWT' }, claims, SECRET, 'sha512'),
        'RS256 in the header, HS256 signature': hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, SECRET),
        'no alg': hmacToken({ typ: 'JWT' }, claims, SECRET),
      }),
    ).toEqual({
      control: 'accepted',
      'role changed, signature kept': 'signature',
      'exp moved, signature kept': 'signature',
      'one signature character changed': 'signature',
      'signature of another token': 'signature',
      'no signature': 'signature',
      'another secret': 'signature',
      'alg none, no signature': 'alg',
      'alg none, signature kept': 'alg',
      'alg NONE': 'alg',
      'HS384 with the same secret': 'alg',
      'HS512 with the same secret': 'alg',
      'RS256 in the header, HS256 signature': 'alg',
      'no alg': 'malformed',
    });
  });

  it('refuses a token past its exp or before its nbf', async () => {
    const signed = (extra: object) => hmacToken(HS256, { ...claims, ...extra }, SECRET);
    expect(
      await verdicts({
        'exp in an hour': signed({}),
        'exp a second ago': signed({ exp: now - 1 }),
        'exp an hour ago': signed({ exp: now - 3600, iat: now - 7200 }),
        'exp not a number': signed({ exp: String(now + 3600) }),
        'nbf in ten minutes': signed({ nbf: now + 600 }),
        'nbf a minute ago': signed({ nbf: now - 60 }),
        'no exp (the API keys have one, sessions too)': hmacToken(HS256, { role: 'anon' }, SECRET),
      }),
    ).toEqual({
      'exp in an hour': 'accepted',
      'exp a second ago': 'expired',
      'exp an hour ago': 'expired',
      'exp not a number': 'expired',
      'nbf in ten minutes': 'not_before',
      'nbf a minute ago': 'accepted',
      'no exp (the API keys have one, sessions too)': 'accepted',
    });
    // At a given moment: exp is the first second the token is no longer valid; leeway stretches it.
    const at2000 = { 'exp 2000': signed({ exp: 2000, iat: 1000 }) };
    expect(await verdicts(at2000, { now: 1999 })).toEqual({ 'exp 2000': 'accepted' });
    expect(await verdicts(at2000, { now: 2000 })).toEqual({ 'exp 2000': 'expired' });
    expect(await verdicts(at2000, { now: 2009, leewaySeconds: 10 })).toEqual({ 'exp 2000': 'accepted' });
    expect(await verdicts(at2000, { now: 2010, leewaySeconds: 10 })).toEqual({ 'exp 2000': 'expired' });
  });

  it('refuses malformed tokens', async () => {
    const token = hmacToken(HS256, claims, SECRET);
    const [header, payload, signature] = token.split('.');
    expect(
      await verdicts({
        missing: null,
        empty: '',
        nonsense: 'nonsense',
        'two parts': `${header}.${payload}`,
        'four parts': `${token}.${signature}`,
        'padding added': `${token}=`,
        'base64 instead of base64url': `${header}.${payload}.${Buffer.from(signature, 'base64url').toString('base64')}`,
        'payload not JSON (signed)': hmacToken(HS256, 'not json', SECRET),
        'payload an array (signed)': hmacToken(HS256, [claims], SECRET),
        'payload a string (signed)': hmacToken(HS256, JSON.stringify('authenticated'), SECRET),
        'header not JSON (signed)': hmacToken('not json', claims, SECRET),
        'a space in it': `${header}.${payload} .${signature}`,
      }),
    ).toEqual({
      missing: 'malformed',
      empty: 'malformed',
      nonsense: 'malformed',
      'two parts': 'malformed',
      'four parts': 'malformed',
      'padding added': 'malformed',
      'base64 instead of base64url': 'malformed',
      'payload not JSON (signed)': 'malformed',
      'payload an array (signed)': 'malformed',
      'payload a string (signed)': 'malformed',
      'header not JSON (signed)': 'malformed',
      'a space in it': 'malformed',
    });
  });
});

describe('the gateway and the auth server of the test stack', () => {
  const rest = `${api}/rest/v1/buildings?select=id`;

  it('passes a request with only the apikey header (as curl would send it) to PostgREST, the key as bearer; CORS for any origin', async () => {
    // The anon key: PostgREST answers (RLS: anon has no rights on buildings), not the gateway.
    const anon = await fetch(rest, { headers: { apikey: anonKey } });
    expect(anon.headers.get('access-control-allow-origin')).toBe('*');
    expect(await anon.json()).toMatchObject({ code: '42501' });
    // A session's token as apikey, no Authorization header: forwarded as the bearer.
    const db = await userClient();
    const { data } = await db.auth.getSession();
    const asUser = await fetch(`${rest}&limit=1`, { headers: { apikey: data.session?.access_token as string } });
    expect(asUser.status).toBe(200);
    expect(await asUser.json()).toHaveLength(1);
    expect(asUser.headers.get('access-control-allow-origin')).toBe('*');
    await db.auth.signOut();
  });

  it('refuses a request without a valid API key: 401 "Invalid API key"', async () => {
    const serviceRoleClaims = { ...claimsOf(anonKey), role: 'service_role' };
    const refused: [string, Record<string, string>][] = [
      ['no key', {}],
      ['nonsense', { apikey: 'nonsense' }],
      ['anon key with a character added', { apikey: `${anonKey}x` }],
      ['anon key made service_role, signature kept', { apikey: withPayload(anonKey, serviceRoleClaims) }],
      ['anon key without signature, alg none', { apikey: unsigned(anonKey) }],
      ['tampered key as the bearer, no apikey', { authorization: `Bearer ${withPayload(anonKey, serviceRoleClaims)}` }],
    ];
    for (const [what, headers] of refused) {
      const response = await fetch(rest, { headers });
      expect({ what, status: response.status, body: await response.json() }).toEqual({
        what,
        status: 401,
        body: expect.objectContaining({ message: 'Invalid API key' }),
      });
    }
    const inQuery = await fetch(`${rest}&apikey=${encodeURIComponent(unsigned(anonKey))}`);
    expect(inQuery.status).toBe(401);
    // The same for auth.
    const settings = await fetch(`${api}/auth/v1/settings`, { headers: { apikey: withPayload(anonKey, serviceRoleClaims) } });
    expect(settings.status).toBe(401);
    expect((await fetch(`${api}/auth/v1/settings`, { headers: { apikey: anonKey } })).status).toBe(200);
  });

  it('answers a CORS preflight with 204 and the headers supabase-js sends', async () => {
    const response = await fetch(rest, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(['apikey', 'authorization', 'content-type', 'x-client-info', 'prefer', 'range']));
  });

  it("issues an HS256 session token with the user's claims; getUser gives the user; a tampered token is refused everywhere", async () => {
    const db = await userClient();
    const { data } = await db.auth.getSession();
    const token = data.session?.access_token as string;
    expect(headerOf(token)).toEqual(HS256);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: DEMO_USER.email,
      sub: expect.any(String),
      session_id: expect.any(String),
      iss: `${api}/auth/v1`,
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);

    const { data: user, error } = await db.auth.getUser();
    expect(error).toBeNull();
    expect(user.user?.email).toBe(DEMO_USER.email);
    expect(user.user?.id).toBe(claims.sub);

    const otherUser = withPayload(token, { ...claims, sub: 'beb0e000-0000-4000-8000-00000000ffff', role: 'service_role' });
    for (const forged of [otherUser, unsigned(token)]) {
      const auth = await fetch(`${api}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${forged}` } });
      expect(auth.status).toBe(401);
      expect(await auth.json()).toMatchObject({ code: 'bad_jwt' });
      const viaRest = await fetch(rest, { headers: { apikey: anonKey, authorization: `Bearer ${forged}` } });
      expect(viaRest.status).toBe(401);
      const fn = await fetch(`${api}/functions/v1/generate-with-ai`, { method: 'POST', headers: { authorization: `Bearer ${forged}` }, body: '{}' });
      expect({ status: fn.status, body: await fn.json() }).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
    }
    const bare = await fetch(`${api}/functions/v1/generate-with-ai`, { method: 'POST', body: '{}' });
    expect({ status: bare.status, body: await bare.json() }).toEqual({ status: 401, body: { code: 401, message: 'Missing authorization header' } });
    await db.auth.signOut();
  });

  it('refreshSession rotates the refresh token; reusing the old one is refused and ends the session', async () => {
    const db = await userClient();
    const first = (await db.auth.getSession()).data.session;
    const { data, error } = await db.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(data.session?.user.email).toBe(DEMO_USER.email);

    const reuse = await fetch(`${api}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: first?.refresh_token }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // Reuse revokes the session's tokens: the rotated one does not work either.
    const rotated = await fetch(`${api}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: data.session?.refresh_token }),
    });
    expect(rotated.status).toBe(400);
  });

  it('signOut ends the session: its refresh token and its access token no longer work', async () => {
    const db = await userClient();
    const session = (await db.auth.getSession()).data.session;
    expect((await db.auth.signOut()).error).toBeNull();
    expect((await db.auth.getSession()).data.session).toBeNull();
    const refresh = await fetch(`${api}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session?.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    const user = await fetch(`${api}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${session?.access_token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });
});

describe("the stack's own life cycle (a backend of its own: temp dir, free ports, own secret)", () => {
  // See stack-lifecycle.mjs: it does, these tests check what it saw.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let seen: Record<string, any>;

  beforeAll(async () => {
    seen = await nodeJson([path.join(__dirname, 'stack-lifecycle.mjs')]);
  }, 180_000);

  it('ran to the end', () => {
    expect(seen.error).toBeUndefined();
    expect(seen.ports).toBeDefined();
  });

  it('a cold start initialises, migrates and seeds', () => {
    expect(seen.coldStart).toEqual({ fresh: true, migrationApplied: true, seedRun: true });
  });

  it('the anon key sees what RLS allows (nothing), the service_role key bypasses RLS', () => {
    expect(seen.keys).toEqual({
      anon: { status: 200, body: [] },
      serviceRole: { status: 200, body: [{ name: 'Hoofdgebouw' }] },
    });
  });

  it("the auth server's session token carries the claims supabase-js and PostgREST read", () => {
    expect(seen.sessionClaims).toEqual(
      expect.arrayContaining(['aud', 'exp', 'iat', 'iss', 'sub', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr', 'session_id', 'is_anonymous']),
    );
  });

  it("a token signed with the stack's own secret is refused once past its exp, by the gateway, PostgREST, auth and functions", () => {
    expect(seen.expiry.valid).toMatchObject({ asApiKey: 200, asBearerForRest: 200, getUser: { status: 200 }, function: 200 });
    // The gateway remembers the tokens it verified, not past their exp: then it refuses them itself.
    expect(seen.rememberedUntilExp).toEqual({ beforeExp: { status: 200, message: null }, afterExp: { status: 401, message: 'Invalid API key' } });
    expect(seen.expiry.expired).toEqual({
      asApiKey: 401,
      asBearerForRest: 401,
      getUser: { status: 401, body: expect.objectContaining({ code: 'bad_jwt', msg: expect.stringMatching(/token is expired/) }) },
      function: 401,
    });
  });

  it("Supabase's well-known demo secret is refused on a non-loopback address, before anything starts", () => {
    expect(seen.demoSecretOffLoopback?.message).toMatch(/luisteren op 0\.0\.0\.0, niet alleen op loopback, met de bekende demo-JWT-secret/);
  });

  it('migrate() applies a new migration and PostgREST sees its table', () => {
    expect(seen.userInsert).toBe(201);
    expect(seen.migrate).toEqual({ applied: ['20250102000000_notes.sql'], notesStatus: 200 });
  });

  it('stop() may be called again and at the same time', () => {
    expect(seen.stoppedTwice).toBe(true);
  });

  it('a warm start applies nothing twice, runs no seed and keeps the data', () => {
    expect(seen.warmStart).toEqual({
      fresh: false,
      migrationsApplied: [],
      seedRun: false,
      buildings: [{ name: 'Bijgebouw' }, { name: 'Hoofdgebouw' }],
      versions: ['20250101000000', '20250101000001', '20250102000000'],
    });
  });

  it("demoUserPassword sets the demo user's password on start; a start without it puts the default back", () => {
    expect(seen.demoPassword).toEqual({
      otherWithOption: 200,
      usualWithOption: { status: 400, code: 'invalid_credentials' },
      usualAfterwards: 200,
    });
  });

  it('a taken port stops the start with an error naming each taken port and its purpose', () => {
    const { gateway, postgres } = seen.ports;
    expect(seen.portsTaken.all).toMatchObject({ code: 'PORT_IN_USE' });
    expect(seen.portsTaken.all.message).toContain(`Poort ${gateway} (API-gateway) is al in gebruik`);
    expect(seen.portsTaken.all.message).toContain(`Poort ${postgres} (PostgreSQL) is al in gebruik`);
    expect(seen.portsTaken.gateway).toMatchObject({ code: 'PORT_IN_USE' });
    expect(seen.portsTaken.gateway.message).toContain(`Poort ${gateway} (API-gateway) is al in gebruik`);
    expect(seen.portsTaken.gateway.message).not.toContain('PostgreSQL');
  });

  // What restart-load.mjs saw (times in ms after the kill), for the process `name` of the log.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function expectHealed(run: Record<string, any>, name: RegExp) {
    expect(run.okBeforeKill).toBeGreaterThan(0);
    expect(run.first503Ms).not.toBeNull();
    expect(run.okAgainMs).not.toBeNull();
    expect(run.okAgainMs).toBeLessThanOrEqual(10_000);
    expect(run.okAfter503).toBeGreaterThan(0);
    expect(run.others).toEqual([]); // only 2xx and 503: no 502, no dropped connection
    // Each 503 is shown in Dutch by libs/data (supabase-js hands it over in PostgREST's shape).
    for (const body of run.bodies503) expect({ body, shown: toDutchMessage(body) }).toEqual({ body, shown: MESSAGES.unavailable });
    expect(run.retryAfter.length).toBeGreaterThan(0);
    for (const value of run.retryAfter) expect(value).toMatch(/^\d+$/);
    expect(run.acknowledgedWrites).toBeGreaterThan(0);
    expect(run.lost).toEqual([]);
    const logged = (text: string) => expect.stringMatching(new RegExp(`^\\[stack\\] ${name.source} .*${text}`));
    expect(seen.restart.log).toEqual(expect.arrayContaining([logged('is onverwacht gestopt .*SIGKILL.*herstart over'), logged('is weer gestart')]));
  }

  it('a PostgREST killed under load is started again by itself: 503 with a Dutch message and Retry-After meanwhile, 2xx again within 10 s, no acknowledged write lost', () => {
    expectHealed(seen.restart.postgrest, /PostgREST/);
    // The gateway's own answer while PostgREST is down, in PostgREST's error shape.
    for (const body of seen.restart.postgrest.bodies503) {
      expect(body).toEqual({ code: 'PGRST000', message: MESSAGES.unavailable, details: expect.any(String), hint: null });
    }
    for (const value of seen.restart.postgrest.retryAfter) expect(Number(value)).toBeGreaterThanOrEqual(1);
  });

  it('a Postgres killed under load is started again by itself: PostgREST answers 503 meanwhile (shown in Dutch), 2xx again within 10 s, no acknowledged write lost', () => {
    // PostgREST's own 503s: PGRST000 (no connection), 57P01 (a connection the crash cut).
    expectHealed(seen.restart.postgres, /Postgres/);
  });

  it("a failing migration stops the start with the file, the line and Postgres' message, and leaves nothing running", () => {
    expect(seen.brokenMigration?.message).toMatch(/Migratie .*20250103000000_broken\.sql mislukt: syntax error at or near "selec" \(regel 2\)/);
    expect(seen.startAfterBrokenMigration).toEqual({ fresh: false });
  });
});
