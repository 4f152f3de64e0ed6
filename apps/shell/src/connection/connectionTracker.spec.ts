import { apiProbe, createConnectionTracker, RETRY_MS, type Probe } from './connectionTracker';

const NETWORK = new TypeError('Failed to fetch');
// What postgrest-js hands back when fetch throws.
const POSTGREST_NETWORK = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
const PERMISSION = { code: '42501', message: 'permission denied for table tasks' };
// The local gateway while PostgREST restarts (and PostgREST itself while Postgres does): 503.
const UNAVAILABLE = { code: 'PGRST000', message: 'De server is even niet bereikbaar. Probeer het over enkele seconden opnieuw.', details: 'PostgREST wordt opnieuw gestart.', hint: null };

/** A probe whose answers the test decides; counts its calls. */
function fakeProbe(reachable: boolean) {
  const state: { reachable: boolean; probe: jest.Mock<ReturnType<Probe>, []> } = { reachable, probe: jest.fn() };
  state.probe.mockImplementation(() => Promise.resolve(state.reachable));
  return state;
}

/** Lets the probe's promise settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(reachable: boolean) {
  const api = fakeProbe(reachable);
  const onRecovered = jest.fn();
  const tracker = createConnectionTracker({ probe: api.probe, onRecovered });
  const changes = jest.fn();
  tracker.subscribe(() => changes(tracker.status()));
  return { api, onRecovered, tracker, changes };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the connection tracker', () => {
  it('is online until a request fails', () => {
    const { tracker, api } = setup(true);
    expect(tracker.status()).toBe('online');
    expect(api.probe).not.toHaveBeenCalled();
  });

  it('does not ask the probe about an error the server answered with (4xx, 5xx)', async () => {
    const { tracker, api, changes } = setup(false);
    tracker.reportFailure(PERMISSION);
    tracker.reportFailure({ code: '57014', message: 'canceling statement due to statement timeout' });
    await settle();
    expect(api.probe).not.toHaveBeenCalled();
    expect(tracker.status()).toBe('online');
    expect(changes).not.toHaveBeenCalled();
  });

  it('stays online when a request fails without an answer but the probe reaches the API', async () => {
    const { tracker, api, changes } = setup(true);
    tracker.reportFailure(NETWORK);
    await settle();
    expect(api.probe).toHaveBeenCalledTimes(1);
    expect(tracker.status()).toBe('online');
    expect(changes).not.toHaveBeenCalled();
  });

  it('is offline when a request and the probe both get no answer, and asks one probe at a time', async () => {
    const { tracker, api, changes } = setup(false);
    tracker.reportFailure(POSTGREST_NETWORK);
    tracker.reportFailure(NETWORK);
    tracker.reportFailure(NETWORK);
    await settle();
    expect(api.probe).toHaveBeenCalledTimes(1);
    expect(tracker.status()).toBe('offline');
    expect(changes.mock.calls).toEqual([['offline']]);
  });

  it('asks the probe about a 503 (the data API briefly unavailable): offline while the probe finds it down too, online by itself once it is back', async () => {
    const { tracker, api, onRecovered, changes } = setup(false);
    tracker.reportFailure(UNAVAILABLE);
    await settle();
    expect(api.probe).toHaveBeenCalledTimes(1);
    expect(tracker.status()).toBe('offline');

    api.reachable = true;
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(tracker.status()).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls).toEqual([['offline'], ['online']]);
  });

  it(`probes every ${RETRY_MS / 1000} s while offline and, once the API answers, is online and refreshes once`, async () => {
    const { tracker, api, onRecovered, changes } = setup(false);
    tracker.reportFailure(NETWORK);
    await settle();
    expect(tracker.status()).toBe('offline');

    await jest.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(api.probe).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.probe).toHaveBeenCalledTimes(2);
    expect(tracker.status()).toBe('offline');
    expect(onRecovered).not.toHaveBeenCalled();

    api.reachable = true;
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(api.probe).toHaveBeenCalledTimes(3);
    expect(tracker.status()).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls).toEqual([['offline'], ['online']]);

    // Online again: no more probes.
    await jest.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(api.probe).toHaveBeenCalledTimes(3);
  });

  it('a probe that throws counts as no answer', async () => {
    const tracker = createConnectionTracker({ probe: () => Promise.reject(new Error('boom')), onRecovered: jest.fn() });
    tracker.reportFailure(NETWORK);
    await settle();
    expect(tracker.status()).toBe('offline');
  });

  it('an answer to any request while offline has the probe confirm the way back', async () => {
    const { tracker, api, onRecovered } = setup(false);
    tracker.reportFailure(NETWORK);
    await settle();
    api.reachable = true;
    tracker.reportAnswer();
    await settle();
    expect(tracker.status()).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it("goes offline on the browser's offline event and probes at once on its online event", async () => {
    const { tracker, api, onRecovered } = setup(false);
    const target = new EventTarget();
    const stop = tracker.listen(target as unknown as Window);
    target.dispatchEvent(new Event('offline'));
    expect(tracker.status()).toBe('offline');
    expect(api.probe).not.toHaveBeenCalled();

    api.reachable = true;
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(api.probe).toHaveBeenCalledTimes(1);
    expect(tracker.status()).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);

    stop();
    target.dispatchEvent(new Event('offline'));
    expect(tracker.status()).toBe('online');
  });

  it('stops probing when stopped', async () => {
    const { tracker, api } = setup(false);
    tracker.reportFailure(NETWORK);
    await settle();
    tracker.stop();
    await jest.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(api.probe).toHaveBeenCalledTimes(1);
  });
});

describe('the API probe', () => {
  const config = { supabaseUrl: 'https://abc.supabase.co/', supabaseAnonKey: 'anon-key' };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks the data API's root (HEAD, no body) with the anon key only (no session)", async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    global.fetch = fetchMock;
    await expect(apiProbe(config)()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://abc.supabase.co/rest/v1/');
    expect(init.method).toBe('HEAD');
    expect(init.headers).toEqual({ apikey: 'anon-key' });
  });

  it('counts an HTTP answer, an error status too, as reachable; but not a proxy without its upstream (502, 503, 504)', async () => {
    for (const status of [401, 404, 500]) {
      global.fetch = jest.fn().mockResolvedValue(new Response(null, { status }));
      await expect(apiProbe(config)()).resolves.toBe(true);
    }
    for (const status of [502, 503, 504]) {
      global.fetch = jest.fn().mockResolvedValue(new Response(null, { status }));
      await expect(apiProbe(config)()).resolves.toBe(false);
    }
  });

  it('no answer is unreachable: a network error, or no answer in time', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiProbe(config)()).resolves.toBe(false);

    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof fetch;
    const answer = apiProbe(config, 1000)();
    await jest.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toBe(false);
  });
});
