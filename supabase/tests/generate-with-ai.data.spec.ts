// generate-with-ai: through the local gateway as the app calls it (the template
// provider: the test stack has no AI endpoint), its rate limit per user (counted in the
// database), and the OpenAI-compatible provider path of the same handler against a fake
// chat-completions endpoint on this machine, with the stack's real sign-in check.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionsHttpError } from '@supabase/supabase-js';
// The module the gateway and the Edge runtime both run.
// eslint-disable-next-line @nx/enforce-module-boundaries -- deployed function code, not a lib: the test runs what the gateway runs
import { createHandler, MAX_PROMPT_CHARS, MESSAGES, RATE_LIMIT } from '../functions/generate-with-ai/handler.js';
import { anonClient, ownerDb, userClient, type Db } from './helpers';

const PROMPTS = {
  systemPrompt: 'Schrijf een beknopt, professioneel Nederlands schoonmaakverzoek.',
  userPrompt: 'Schrijf een schoonmaakverzoek.\nLocatie: Vergaderzaal Dom\nGebouw: Kantoor Utrecht\nLeverancier: CleanCo B.V.',
};

async function errorStatus(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('generate-with-ai through the gateway (no AI endpoint: template)', () => {
  it('refuses a caller who is not signed in (anon key only)', async () => {
    const { data, error } = await anonClient().functions.invoke('generate-with-ai', { body: PROMPTS });
    expect(data).toBeNull();
    expect(await errorStatus(error)).toEqual({ status: 401, body: { error: MESSAGES.unauthenticated } });
  });

  it('answers a signed-in user with the deterministic Dutch template, saying so', async () => {
    const db = await userClient();
    const first = await db.functions.invoke('generate-with-ai', { body: PROMPTS });
    expect(first.error).toBeNull();
    expect(first.data.provider).toBe('template');
    expect(first.data.text).toBe(
      'Graag ontvangen wij een prijsopgave voor schoonmaakwerkzaamheden in Vergaderzaal Dom (Kantoor Utrecht). ' +
        'Wij vragen CleanCo B.V. de werkzaamheden, de planning en de kosten in de offerte te vermelden.',
    );
    const again = await db.functions.invoke('generate-with-ai', { body: PROMPTS });
    expect(again.data).toEqual(first.data);
  });

  it('caps the prompt length', async () => {
    const db = await userClient();
    const { error } = await db.functions.invoke('generate-with-ai', { body: { ...PROMPTS, userPrompt: 'x'.repeat(MAX_PROMPT_CHARS + 1) } });
    expect(await errorStatus(error)).toEqual({ status: 400, body: { error: MESSAGES.tooLong } });
    const { data } = await db.functions.invoke('generate-with-ai', { body: { ...PROMPTS, userPrompt: `Locatie: ${'x'.repeat(MAX_PROMPT_CHARS - 9)}` } });
    expect(data.provider).toBe('template');
  });
});

describe('generate-with-ai rate limit: 30 calls a minute per user, counted in the database', () => {
  // A user of its own, so the demo user's calls (other tests, e2e) are not limited by this run.
  const user = { id: randomUUID(), email: `limiet-${randomUUID().slice(0, 8)}@example.nl`, password: 'limiet-wachtwoord' };
  let db: Db;

  beforeAll(async () => {
    const owner = await ownerDb();
    try {
      await owner.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
           extensions.crypt($3, extensions.gen_salt('bf')), now(),
           '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
        [user.id, user.email, user.password],
      );
    } finally {
      await owner.end();
    }
    db = anonClient();
    const { error } = await db.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw new Error(`Sign-in as ${user.email} failed: ${error.message}`);
  });

  afterAll(async () => {
    const owner = await ownerDb();
    try {
      await owner.query('delete from private.function_calls where user_id = $1', [user.id]);
      await owner.query('delete from auth.users where id = $1', [user.id]);
    } finally {
      await owner.end();
    }
  });

  it('answers 400 requests at 20 in parallel: 30 with the text, the others 429 with Retry-After and a Dutch message; other users go on', async () => {
    const token = (await db.auth.getSession()).data.session?.access_token;
    const call = async () => {
      const response = await fetch(`${process.env.SUPABASE_URL}/functions/v1/generate-with-ai`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: process.env.SUPABASE_ANON_KEY as string, 'Content-Type': 'application/json' },
        body: JSON.stringify(PROMPTS),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 400) {
          next++;
          answers.push(await call());
        }
      }),
    );

    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ 200: count(200), 429: count(429), total: answers.length }).toEqual({ 200: RATE_LIMIT.calls, 429: 400 - RATE_LIMIT.calls, total: 400 });
    expect(RATE_LIMIT).toEqual({ calls: 30, perSeconds: 60 });
    for (const answer of answers.filter((a) => a.status === 200)) expect(answer.body.provider).toBe('template');
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toEqual({ error: MESSAGES.rateLimited });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(RATE_LIMIT.perSeconds);
    }
    expect(MESSAGES.rateLimited).toBe('Te veel aanvragen om tekst te genereren (maximaal 30 per minuut). Wacht even en probeer het opnieuw.');

    // Counted in the database: one row per allowed call.
    const owner = await ownerDb();
    try {
      const { rows } = await owner.query('select count(*)::int as calls from private.function_calls where user_id = $1', [user.id]);
      expect(rows[0].calls).toBe(RATE_LIMIT.calls);
    } finally {
      await owner.end();
    }

    // The limit is per user: the demo user is not held up, and supabase-js hands the 429 on as an HTTP error.
    const demo = await (await userClient()).functions.invoke('generate-with-ai', { body: PROMPTS });
    expect(demo.error).toBeNull();
    const limited = await db.functions.invoke('generate-with-ai', { body: PROMPTS });
    expect(await errorStatus(limited.error)).toEqual({ status: 429, body: { error: MESSAGES.rateLimited } });
  }, 120_000);

  it('only the service role may count calls: a signed-in user cannot call take_function_call, nor read the counter', async () => {
    const { error } = await db.rpc('take_function_call' as never, { p_user_id: user.id, p_function_name: 'generate-with-ai', p_max_calls: 1000, p_per_seconds: 1 } as never);
    expect(error?.code).toBe('42501');
    const { error: readError } = await (db as unknown as { schema: (name: string) => Db }).schema('private').from('function_calls' as never).select('*');
    expect(readError).not.toBeNull();
  });
});

describe('generate-with-ai with an OpenAI-compatible endpoint (a fake one on this machine)', () => {
  let server: http.Server;
  let aiUrl: string;
  const received: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    aiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (received.length = 0));

  const handler = () =>
    createHandler({
      SUPABASE_URL: process.env.SUPABASE_URL,
      SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
      AI_API_URL: aiUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
    });

  async function call(token: string | null, body: unknown = PROMPTS) {
    const response = await handler()(
      new Request('http://localhost/generate-with-ai', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  }

  async function userToken() {
    const { data } = await (await userClient()).auth.getSession();
    return data.session?.access_token as string;
  }

  it("sends the prompts as chat messages and answers the model's text", async () => {
    answer = { status: 200, body: { choices: [{ message: { role: 'assistant', content: '  Graag een offerte voor de vergaderzaal.  ' } }] } };
    expect(await call(await userToken())).toEqual({
      status: 200,
      body: { text: 'Graag een offerte voor de vergaderzaal.', provider: 'openai-compatible', model: 'test-model' },
    });
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/v1/chat/completions');
    expect(received[0].authorization).toBe('Bearer test-key');
    expect(received[0].body).toMatchObject({
      model: 'test-model',
      messages: [
        { role: 'system', content: PROMPTS.systemPrompt },
        { role: 'user', content: PROMPTS.userPrompt },
      ],
    });
  });

  it('says something went wrong when the endpoint fails, without its details', async () => {
    answer = { status: 500, body: { error: { message: 'internal secret detail' } } };
    expect(await call(await userToken())).toEqual({ status: 502, body: { error: MESSAGES.aiFailed } });
  });

  it('asks the endpoint nothing for a caller who is not signed in, or a prompt too long', async () => {
    expect((await call(null)).status).toBe(401);
    expect((await call(process.env.SUPABASE_ANON_KEY as string)).status).toBe(401);
    expect((await call(await userToken(), { userPrompt: 'x'.repeat(MAX_PROMPT_CHARS + 1) })).status).toBe(400);
    expect(received).toEqual([]);
  });
});
