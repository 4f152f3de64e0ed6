// invokeFunction: a function's own refusal ({ error }: a Dutch text) reaches the user as that
// text (a 429 of generate-with-ai when a user asks too often); other failures stay as they were.
import { configureSupabase } from './client';
import { errorKind } from './errors';
import { failureMessage } from './failure';
import { invokeFunction } from './functions';

const TOO_OFTEN = 'Te veel aanvragen om tekst te genereren (maximaal 30 per minuut). Wacht even en probeer het opnieuw.';
const fallback = 'Er is iets misgegaan bij het genereren van de tekst.';
const body = { systemPrompt: 'Schrijf.', userPrompt: 'Locatie: Kantoor' };

const realFetch = global.fetch;
let answer: () => Promise<Response>;
beforeEach(() => {
  configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
  global.fetch = jest.fn(() => answer()) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

const json = (status: number, value: unknown, headers: Record<string, string> = {}) => async () =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** What invokeFunction threw. */
async function failure() {
  try {
    await invokeFunction('generate-with-ai', body);
  } catch (error) {
    return error;
  }
  throw new Error('invokeFunction did not throw');
}

it('answers what the function answered', async () => {
  answer = json(200, { text: 'Graag een offerte.', provider: 'template' });
  await expect(invokeFunction('generate-with-ai', body)).resolves.toEqual({ text: 'Graag een offerte.', provider: 'template' });
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
  expect(String(url)).toBe('http://127.0.0.1:9/functions/v1/generate-with-ai');
  expect(JSON.parse(init.body)).toEqual(body);
});

it("throws the function's own Dutch refusal (429, too many calls) as the text a failure toast shows", async () => {
  answer = json(429, { error: TOO_OFTEN }, { 'Retry-After': '42' });
  const error = await failure();
  expect(errorKind(error)).toBe('user');
  expect(failureMessage(error, fallback)).toBe(TOO_OFTEN);
});

it('leaves a failure without a reason of the function as it was: the screen keeps its own text', async () => {
  // The gateway's refusal of a token ({ code, message }, no `error`), a body that is no JSON, no answer at all.
  for (const next of [json(401, { code: 401, message: 'Invalid JWT' }), async () => new Response('upstream error', { status: 502 }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
    answer = next;
    const error = await failure();
    expect(errorKind(error)).not.toBe('user');
    expect(failureMessage(error, fallback)).toBe(fallback);
  }
});

it("throws staff-admin's own Dutch refusal (401, 403, 409, 422) as the text a failure toast shows", async () => {
  const request = { action: 'set-active', user_id: 'u1', active: false } as const;
  for (const [status, reason] of [
    [401, 'Je bent niet (meer) aangemeld. Log opnieuw in.'],
    [403, 'Alleen een beheerder kan de toegang beheren.'],
    [409, 'Er is al een account met dit e-mailadres.'],
    [422, 'Kies minstens één gebouw of alle gebouwen.'],
  ] as const) {
    answer = json(status, { error: reason });
    const error = await invokeFunction('staff-admin', request).catch((e: unknown) => e);
    expect({ status, kind: errorKind(error), text: failureMessage(error, fallback) }).toEqual({ status, kind: 'user', text: reason });
  }
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
  expect(String(url)).toBe('http://127.0.0.1:9/functions/v1/staff-admin');
  expect(JSON.parse(init.body)).toEqual(request);
});
