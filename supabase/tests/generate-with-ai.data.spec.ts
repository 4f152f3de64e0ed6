// generate-with-ai: through the local gateway as the app calls it (the template
// provider: the test stack has no AI endpoint), and the OpenAI-compatible provider
// path of the same handler against a fake chat-completions endpoint on this machine,
// with the stack's real sign-in check.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionsHttpError } from '@supabase/supabase-js';
// The module the gateway and the Edge runtime both run.
// eslint-disable-next-line @nx/enforce-module-boundaries -- deployed function code, not a lib: the test runs what the gateway runs
import { createHandler, MAX_PROMPT_CHARS, MESSAGES } from '../functions/generate-with-ai/handler.js';
import { anonClient, userClient } from './helpers';

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
