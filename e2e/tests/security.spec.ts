// Hardening of the local stack and the served app: the stack's own JWT secret, the sign-in
// rate limit, the security headers of the served app and its CSP in Chromium, and no source
// maps or build-machine paths on the CDN. Node-level where no browser is needed.
import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER } from '../support';

const root = path.resolve(__dirname, '../..');
const api = process.env.SUPABASE_URL as string;
const anonKey = process.env.SUPABASE_ANON_KEY as string;
const appUrl = process.env.E2E_BASE_URL ?? 'http://localhost:4300';
const cdn = process.env.CDN_DIR as string;

/** The Supabase CLI's well-known local secret and the anon key every local Supabase prints with it. */
const DEMO_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function signHs256(payload: object, secret: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Runs an ES module snippet with node (the tools are .mjs) and returns what it printed as JSON. */
function nodeJson(script: string) {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }));
}

function passwordSignIn(email: string, password: string) {
  return fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Collects CSP violations of a page: the DOM event and Chromium's console message. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

test.describe('the JWT secret', () => {
  test("a token signed with Supabase's well-known demo secret is refused (401); the stack's own keys work", async () => {
    expect(signHs256({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, DEMO_SECRET)).toBe(DEMO_ANON_KEY);
    expect(anonKey, 'the test stack runs with its own secret').not.toBe(DEMO_ANON_KEY);

    const forgedService = signHs256({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, DEMO_SECRET);
    const forgedUser = signHs256(
      { aud: 'authenticated', role: 'authenticated', sub: 'beb0e000-0000-4000-8000-000000000001', email: DEMO_USER.email, exp: Math.floor(Date.now() / 1000) + 3600 },
      DEMO_SECRET,
    );
    const rest = `${api}/rest/v1/buildings?select=id&limit=1`;
    // [url, request, what refused it]: the gateway's key check, PostgREST's or auth's signature check.
    const refused: [string, RequestInit, Record<string, unknown>][] = [
      [rest, { headers: { apikey: DEMO_ANON_KEY } }, { message: 'Invalid API key' }],
      [rest, { headers: { apikey: forgedService } }, { message: 'Invalid API key' }],
      [rest, { headers: { apikey: anonKey, Authorization: `Bearer ${forgedService}` } }, { code: 'PGRST301' }],
      [rest, { headers: { apikey: anonKey, Authorization: `Bearer ${forgedUser}` } }, { code: 'PGRST301' }],
      [`${api}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: `Bearer ${forgedUser}` } }, { code: 'bad_jwt' }],
      [`${api}/functions/v1/generate-with-ai`, { method: 'POST', headers: { Authorization: `Bearer ${forgedService}` }, body: '{}' }, {}],
    ];
    for (const [url, init, reason] of refused) {
      const response = await fetch(url, init);
      const what = `${init.method ?? 'GET'} ${url} ${JSON.stringify(init.headers)}`;
      expect(response.status, what).toBe(401);
      expect(await response.json(), what).toMatchObject(reason);
    }

    // The stack's own keys and a session it issued work.
    const session = await (await passwordSignIn(DEMO_USER.email, DEMO_USER.password)).json();
    const own = await fetch(rest, { headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` } });
    expect(own.status).toBe(200);
    expect(await own.json()).toHaveLength(1);
  });
});

test.describe('sign-in rate limit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the 11th wrong password within a minute gets 429, the sign-in page says so in Dutch, the demo user still signs in', async ({ page }) => {
    // A throwaway address of its own: the demo user (every other test's sign-in) is never locked.
    const email = `rate-limit-${randomUUID()}@example.nl`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await passwordSignIn(email, `fout-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(400);
      expect((await response.json()).code).toBe('invalid_credentials');
    }
    const blocked = await passwordSignIn(email.toUpperCase(), 'fout-11');
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    // What auth-js turns into an AuthApiError with status 429 and code over_request_rate_limit.
    expect(body).toMatchObject({ code: 'over_request_rate_limit', msg: expect.any(String), message: expect.any(String) });
    expect(blocked.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Through the app (supabase-js and libs/data's Dutch message), without a CSP violation.
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wachtwoord').fill('nog-een-poging');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Te veel pogingen. Wacht even en probeer het opnieuw.')).toBeVisible();
    expect(await violations()).toEqual([]);

    // The same IP, another address: the per-IP limit is higher than the per-address one.
    const demo = await passwordSignIn(DEMO_USER.email, DEMO_USER.password);
    expect(demo.status).toBe(200);
  });

  test('the limiter counts failures per e-mail address (any IP) and per IP (any address) in a sliding minute', () => {
    const result = nodeJson(`
      import { createSignInLimiter } from './tools/stack/rate-limit.mjs';
      let now = 0;
      const limiter = createSignInLimiter({ windowMs: 60_000, perEmail: 10, perIp: 30, now: () => now });
      const fail = (email, ip) => limiter.attempt(email, ip).allowed;
      const succeed = (email, ip) => { const a = limiter.attempt(email, ip); if (a.allowed) a.succeeded(); return a.allowed; };
      const out = {};
      // One address guessed from ten machines.
      out.tenFailures = Array.from({ length: 10 }, (_, i) => fail('a@example.nl', '10.0.0.' + i));
      out.addressFromNewIp = limiter.attempt(' A@Example.nl ', '10.0.1.1');
      out.rightPasswordBlockedToo = succeed('a@example.nl', '10.0.1.2');
      out.otherAddressOtherIp = succeed('b@example.nl', '10.0.2.1');
      // One machine trying thirty addresses.
      out.thirtyFailures = Array.from({ length: 30 }, (_, i) => fail('u' + i + '@example.nl', '10.9.9.9')).every(Boolean);
      out.ipNewAddress = limiter.attempt('new@example.nl', '::ffff:10.9.9.9').allowed;
      out.newAddressOtherIp = succeed('new@example.nl', '10.9.9.8');
      // Successful sign-ins are not counted.
      out.manySuccesses = Array.from({ length: 40 }, () => succeed('c@example.nl', '10.5.5.5')).every(Boolean);
      // The window slides: half a minute later 30 s remain; after a minute the address is free.
      now = 30_000;
      out.retryAfterLater = limiter.attempt('a@example.nl', '10.0.1.3').retryAfterSeconds;
      now = 60_001;
      out.afterTheWindow = succeed('a@example.nl', '10.0.1.4');
      out.ipAfterTheWindow = succeed('new@example.nl', '10.9.9.9');
      console.log(JSON.stringify(out));`);
    expect(result).toEqual({
      tenFailures: Array(10).fill(true),
      addressFromNewIp: { allowed: false, retryAfterSeconds: 60 },
      rightPasswordBlockedToo: false,
      otherAddressOtherIp: true,
      thirtyFailures: true,
      ipNewAddress: false,
      newAddressOtherIp: true,
      manySuccesses: true,
      retryAfterLater: 30,
      afterTheWindow: true,
      ipAfterTheWindow: true,
    });
  });
});

test.describe('the served app', () => {
  function csp(header: string | null) {
    expect(header, 'Content-Security-Policy').toBeTruthy();
    return Object.fromEntries(
      (header as string)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;
  }

  test('pages, config.json, scripts and JSON carry the security headers', async () => {
    const manifest = await (await fetch(`${appUrl}/remotes/manifest.json`)).json();
    const remoteEntry = (Object.values(manifest.remotes) as { entry: string }[])[0].entry;
    const index = await (await fetch(`${appUrl}/`)).text();
    const shellScript = /<script[^>]*\ssrc=["']?([^"' >]+)/.exec(index)?.[1] as string;
    expect(shellScript, 'the shell script in index.html').toBeTruthy();

    const apiOrigin = new URL(api).origin;
    for (const pathname of ['/', '/tasks', '/spaces', '/config.json', '/remotes/manifest.json', remoteEntry, shellScript, '/bestaat-niet.js']) {
      const response = await fetch(`${appUrl}${pathname}`);
      expect(response.status, pathname).toBe(pathname === '/bestaat-niet.js' ? 404 : 200);
      const policy = csp(response.headers.get('content-security-policy'));
      expect(policy, pathname).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', apiOrigin],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", apiOrigin],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
      });
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('referrer-policy'), pathname).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
    }

    // script-src 'self' without 'unsafe-inline': the shell's page has no inline script or handler.
    expect(index).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(index).not.toMatch(/\son[a-z]+=/i);
  });

  test('no source map is published to the CDN; they stay beside the build, and a version is the hash of what is published', () => {
    expect(files(cdn).filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(readdirSync(path.join(root, 'dist/apps/shell')).some((name) => name.endsWith('.js.map')), 'maps in dist/apps/shell').toBe(true);

    const versions = nodeJson(`
      import { readdirSync, existsSync } from 'node:fs';
      import path from 'node:path';
      import { buildVersion, remoteProjects, containerName } from './tools/deploy/cdn.mjs';
      const cdn = ${JSON.stringify(cdn)};
      const out = [];
      for (const project of await remoteProjects()) {
        const container = containerName(project);
        const dir = path.join(cdn, 'remotes', container);
        const published = existsSync(dir) ? readdirSync(dir).filter((name) => /^\\d+\\.\\d+\\.\\d+-[0-9a-f]{10}$/.test(name)) : [];
        const folders = await Promise.all(published.map(async (version) => ({ version, hash: await buildVersion(path.join(dir, version)) })));
        const build = path.join('dist/apps', project);
        out.push({ container, folders, build: existsSync(build) ? await buildVersion(build) : null, published });
      }
      console.log(JSON.stringify(out));`) as { container: string; folders: { version: string; hash: string }[]; build: string | null; published: string[] }[];
    expect(versions.length).toBeGreaterThan(0);
    for (const { container, folders, build, published } of versions) {
      for (const { version, hash } of folders) expect(hash, `${container} ${version}`).toBe(version);
      if (build) expect(published, `${container}: the build in dist/ is published under its version`).toContain(build);
    }
  });

  test('nothing published names a folder of the machine that built it, so a build is the same release wherever it was made', () => {
    const published = files(cdn);
    expect(published.some((file) => file.endsWith('mf-manifest.json')), 'the remotes are published').toBe(true);
    expect(published.filter((file) => readFileSync(file, 'latin1').includes(root))).toEqual([]);
  });

  test('the app runs under its CSP in Chromium: no violation on /, /spaces and /tasks', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Vandaag' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/').toEqual([]);

    await page.goto('/spaces');
    await expect(page.getByRole('table', { name: 'Alle Ruimtes' }).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/spaces').toEqual([]);

    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/tasks').toEqual([]);
  });
});

test('a malformed path is a 400, and the app server keeps serving', async () => {
  expect((await fetch(`${appUrl}/%E0%A4%A`)).status).toBe(400);
  expect((await fetch(`${appUrl}/config.json`)).status).toBe(200);
});
