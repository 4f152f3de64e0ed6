// generate-with-ai — {systemPrompt, userPrompt} -> {text, provider} or {error}.
//
// Web-standard APIs only (Request, Response, fetch, URL): the same module runs as a
// Supabase Edge Function (index.ts) and in the local stack (tools/stack/functions.mjs).
//
// - Only signed-in users: the bearer is checked with `${SUPABASE_URL}/auth/v1/user`.
// - At most RATE_LIMIT.calls calls per user in RATE_LIMIT.perSeconds (30 a minute): beyond
//   that 429 with Retry-After. The counter is in the database (take_function_call, called with
//   SUPABASE_SERVICE_ROLE_KEY), so it holds across the function's instances; without an answer
//   from it the function refuses (503) rather than call the model unlimited.
// - Each prompt at most MAX_PROMPT_CHARS characters.
// - AI_API_URL set: calls that OpenAI-compatible chat-completions endpoint
//   (AI_API_URL may be the base, e.g. https://api.openai.com/v1, or the full
//   .../chat/completions URL; AI_API_KEY as bearer; AI_MODEL, default gpt-4o-mini;
//   AI_TIMEOUT_MS, default 30000).
// - No AI_API_URL (the local default): a deterministic Dutch text composed from the
//   facts in the prompt, with "provider": "template".

export const MAX_PROMPT_CHARS = 4000;

/** Calls per signed-in user within a sliding window of perSeconds. */
export const RATE_LIMIT = { calls: 30, perSeconds: 60 };

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

export const MESSAGES = {
  method: 'Alleen POST-verzoeken zijn toegestaan.',
  unauthenticated: 'Je bent niet ingelogd of je sessie is verlopen. Log opnieuw in om tekst te genereren.',
  authUnavailable: 'De aanmeldcontrole is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  badJson: 'Ongeldige aanvraag: stuur JSON met de velden systemPrompt en userPrompt.',
  missingPrompt: 'De opdracht (userPrompt) ontbreekt of is leeg.',
  badSystemPrompt: 'systemPrompt moet tekst zijn.',
  tooLong: `De opdracht is te lang: maximaal ${MAX_PROMPT_CHARS} tekens per veld (systemPrompt en userPrompt).`,
  aiFailed: 'Er is iets misgegaan bij het genereren van de tekst. Probeer het later opnieuw.',
  rateLimited: `Te veel aanvragen om tekst te genereren (maximaal ${RATE_LIMIT.calls} per minuut). Wacht even en probeer het opnieuw.`,
  limitUnavailable: 'Het genereren van tekst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
};

/**
 * @param {Record<string, string | undefined>} env  SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, AI_API_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS
 * @param {{ fetch?: typeof fetch }} [deps]  injectable fetch (tests)
 * @returns {(req: Request) => Promise<Response>}
 */
export function createHandler(env = {}, deps = {}) {
  const doFetch = deps.fetch ?? ((...args) => fetch(...args));
  const supabaseUrl = String(env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const aiUrl = (env.AI_API_URL ?? '').trim();
  const aiKey = (env.AI_API_KEY ?? '').trim();
  const aiModel = (env.AI_MODEL ?? '').trim() || 'gpt-4o-mini';
  const aiTimeoutMs = Number(env.AI_TIMEOUT_MS) > 0 ? Number(env.AI_TIMEOUT_MS) : 30000;

  async function currentUser(req) {
    const authorization = req.headers.get('Authorization') ?? '';
    if (!/^Bearer\s+\S+/i.test(authorization)) return { status: 401 };
    let res;
    try {
      res = await doFetch(`${supabaseUrl}/auth/v1/user`, {
        headers: { Authorization: authorization, apikey: anonKey },
      });
    } catch (err) {
      console.error('generate-with-ai: auth check failed', err);
      return { status: 503 };
    }
    if (res.status >= 500) return { status: 503 };
    if (!res.ok) return { status: 401 };
    const user = await res.json().catch(() => null);
    return user && typeof user.id === 'string' ? { user } : { status: 401 };
  }

  /**
   * Counts this call of the user's: `{ retryAfter: 0 }` when it may go ahead, the seconds to wait
   * when the user is over the limit, `{ unavailable: true }` when the counter cannot be asked.
   */
  async function takeCall(userId) {
    try {
      const res = await doFetch(`${supabaseUrl}/rest/v1/rpc/take_function_call`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
        body: JSON.stringify({ p_user_id: userId, p_function_name: 'generate-with-ai', p_max_calls: RATE_LIMIT.calls, p_per_seconds: RATE_LIMIT.perSeconds }),
      });
      const answer = await res.json().catch(() => null);
      if (res.ok && Number.isInteger(answer) && answer >= 0) return { retryAfter: answer };
      console.error('generate-with-ai: rate limit check answered', res.status, answer);
    } catch (err) {
      console.error('generate-with-ai: rate limit check failed', err);
    }
    return { unavailable: true };
  }

  async function callModel(systemPrompt, userPrompt) {
    const endpoint = /\/chat\/completions\/?$/.test(aiUrl) ? aiUrl : `${aiUrl.replace(/\/+$/, '')}/chat/completions`;
    const messages = [];
    if (systemPrompt) messages.push({ role: 'system', content: systemPrompt });
    messages.push({ role: 'user', content: userPrompt });
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(aiKey ? { Authorization: `Bearer ${aiKey}` } : {}) },
      body: JSON.stringify({ model: aiModel, messages, temperature: 0.3, max_tokens: 600 }),
      signal: AbortSignal.timeout(aiTimeoutMs),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 500);
      throw new Error(`AI endpoint answered ${res.status}: ${detail}`);
    }
    const data = await res.json();
    const text = data?.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim()) throw new Error('AI endpoint returned no text');
    return text.trim();
  }

  return async function handler(req) {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: MESSAGES.method });

    const auth = await currentUser(req);
    if (!auth.user) {
      return json(auth.status, { error: auth.status === 401 ? MESSAGES.unauthenticated : MESSAGES.authUnavailable });
    }
    const limit = await takeCall(auth.user.id);
    if (limit.unavailable) return json(503, { error: MESSAGES.limitUnavailable }, { 'Retry-After': '5' });
    if (limit.retryAfter > 0) return json(429, { error: MESSAGES.rateLimited }, { 'Retry-After': String(limit.retryAfter) });

    let body;
    try {
      body = await req.json();
    } catch {
      return json(400, { error: MESSAGES.badJson });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { error: MESSAGES.badJson });
    const { systemPrompt = '', userPrompt } = body;
    if (typeof userPrompt !== 'string' || !userPrompt.trim()) return json(400, { error: MESSAGES.missingPrompt });
    if (typeof systemPrompt !== 'string') return json(400, { error: MESSAGES.badSystemPrompt });
    if (userPrompt.length > MAX_PROMPT_CHARS || systemPrompt.length > MAX_PROMPT_CHARS) {
      return json(400, { error: MESSAGES.tooLong });
    }

    if (!aiUrl) {
      return json(200, { text: composeTemplateText({ systemPrompt, userPrompt }), provider: 'template' });
    }
    try {
      const text = await callModel(systemPrompt, userPrompt);
      return json(200, { text, provider: 'openai-compatible', model: aiModel });
    } catch (err) {
      console.error('generate-with-ai:', err);
      return json(502, { error: MESSAGES.aiFailed });
    }
  };
}

// ---------------------------------------------------------------------------
// Deterministic template: facts are "Label: waarde" pairs in the prompt (one per line,
// or separated by ";" or ", Label:"). Known labels fill a Dutch cleaning request; other
// pairs are listed as they are.
// ---------------------------------------------------------------------------

const ROLES = [
  ['location', /^(locatie|ruimte|ruimtenaam|plek|plaats|location|space|room)$/],
  ['building', /^(gebouw|pand|building|gebouwnaam)$/],
  ['supplier', /^(leverancier|schoonmaakbedrijf|schoonmaker|bedrijf|supplier|company|vendor)$/],
  ['floor', /^(verdieping|etage|floor)$/],
  ['date', /^(datum|gewenste datum|uitvoerdatum|wanneer|planning|date)$/],
  ['frequency', /^(frequentie|interval|frequency)$/],
  ['details', /^(omschrijving|beschrijving|toelichting|opmerking|opmerkingen|details|wensen|extra|notities|notes|description|werkzaamheden|taak|taken)$/],
];

/** "Label: value" facts from a prompt, in order. */
export function extractFacts(text) {
  const facts = [];
  const segments = String(text)
    .split(/\r?\n|;/)
    .flatMap((s) => s.split(/,\s*(?=[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,30}:)/));
  for (const segment of segments) {
    const m = /^\s*(?:[-*•]\s*)?([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,30}?)\s*:\s*(.+?)\s*$/.exec(segment);
    if (!m) continue;
    const label = m[1].trim();
    const value = m[2].replace(/\s+/g, ' ').trim();
    if (!value || /^https?$/i.test(label)) continue;
    const key = label.toLowerCase();
    const role = ROLES.find(([, re]) => re.test(key))?.[0] ?? null;
    facts.push({ label, value, role });
  }
  return facts;
}

const sentence = (s) => {
  const t = s.trim();
  if (!t) return '';
  const capital = t[0].toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** The deterministic Dutch text used when no AI endpoint is configured. */
export function composeTemplateText({ systemPrompt = '', userPrompt = '' }) {
  const facts = extractFacts(userPrompt);
  const pick = (role) => facts.find((f) => f.role === role)?.value ?? '';
  const location = pick('location');
  const building = pick('building');
  const supplier = pick('supplier');
  const floor = pick('floor');
  const date = pick('date');
  const frequency = pick('frequency');
  const details = facts.filter((f) => f.role === 'details').map((f) => f.value);
  const others = facts.filter((f) => !f.role);
  const aboutCleaning = /schoonma|reinig|poets|clean/i.test(`${systemPrompt}\n${userPrompt}`);

  if (!aboutCleaning && facts.length === 0) {
    const summary = userPrompt.replace(/\s+/g, ' ').trim();
    return sentence(`Op basis van uw verzoek: ${summary.length > 600 ? `${summary.slice(0, 597)}...` : summary}`);
  }

  let where = '';
  if (location) where = ` in ${location}`;
  if (building && !location.toLowerCase().includes(building.toLowerCase())) {
    where += location ? ` (${building})` : ` in ${building}`;
  }
  if (floor) where += `, ${/^\d+$/.test(floor) ? `verdieping ${floor}` : floor}`;

  const parts = [];
  if (aboutCleaning) {
    parts.push(`Graag ontvangen wij een prijsopgave voor schoonmaakwerkzaamheden${where}.`);
  } else {
    parts.push(`Graag ontvangen wij een prijsopgave${where}.`);
  }
  for (const d of details) parts.push(sentence(d));
  if (frequency) parts.push(`Gewenste frequentie: ${frequency.replace(/[.]$/, '')}.`);
  if (date) parts.push(`Gewenste uitvoering: ${date.replace(/[.]$/, '')}.`);
  for (const f of others) parts.push(`${f.label}: ${f.value.replace(/[.]$/, '')}.`);
  parts.push(
    supplier
      ? `Wij vragen ${supplier} de werkzaamheden, de planning en de kosten in de offerte te vermelden.`
      : 'Wij vragen u de werkzaamheden, de planning en de kosten in de offerte te vermelden.',
  );
  return parts.join(' ');
}
