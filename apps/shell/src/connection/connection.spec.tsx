// The page's connection state as the shell wires it: SWR's errors and answers feed it,
// the probe (HEAD on the data API's /rest/v1/) confirms it, and the dashboard's Status
// card and the banner under the header show it. When the API answers again, what SWR
// holds is fetched again, without a reload.
import { act, render, screen } from '@testing-library/react';
import useSWR, { mutate, SWRConfig } from 'swr';
import { AppProviders } from '@facility/ui';
import { trackConnection } from './connection';
import { ConnectionBanner, NO_CONNECTION } from './ConnectionBanner';
import { RETRY_MS } from './connectionTracker';
import { StatusCard } from '../dashboard/StatusCard';

// The Status card's own counts are none of this test's business.
jest.mock('../dashboard/queries', () => ({
  ...jest.requireActual('../dashboard/queries'),
  useOpenMalfunctionCount: () => ({ data: 3, error: undefined }),
  useOpenTaskCount: () => ({ data: 2, error: undefined }),
}));

const API = 'http://api.test';
let apiReachable = true;
/** What the data API answers the probe with when reachable (503: PostgREST restarting). */
let probeStatus = 200;
let countAnswer: number | Error | typeof UNAVAILABLE = 7;
// What a request gets from the gateway while PostgREST restarts (postgrest-js's error).
const UNAVAILABLE = { code: 'PGRST000', message: 'De server is even niet bereikbaar. Probeer het over enkele seconden opnieuw.', details: null, hint: null };

const realFetch = global.fetch;
beforeEach(() => {
  jest.useFakeTimers();
  apiReachable = true;
  probeStatus = 200;
  global.fetch = jest.fn(async (url: string) => {
    if (!apiReachable) throw new TypeError('Failed to fetch');
    expect(url).toBe(`${API}/rest/v1/`);
    return new Response(null, { status: probeStatus });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

/** A count as the dashboard fetches it: its own fetcher, which the test makes fail. */
function Count() {
  const { data } = useSWR(['malfunctions', 'count', 'open'], async () => {
    if (typeof countAnswer !== 'number') throw countAnswer;
    return countAnswer;
  });
  return <p data-testid="count">{data ?? '-'}</p>;
}

function renderPage() {
  const swr = trackConnection({ supabaseUrl: API, supabaseAnonKey: 'anon' });
  return render(
    // The page's cache (no provider of its own), as in the shell: recovery refreshes that one.
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}>
      <AppProviders>
        <ConnectionBanner />
        <Count />
        <StatusCard />
      </AppProviders>
    </SWRConfig>,
  );
}

it('says "Geen verbinding" while the API cannot be reached and recovers by itself', async () => {
  countAnswer = 7;
  renderPage();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByTestId('count')).toHaveTextContent('7');
  expect(screen.getByText('Systeem operationeel')).toBeInTheDocument();
  expect(screen.queryByText(NO_CONNECTION)).not.toBeInTheDocument();

  // The API goes away; a request fails without an answer, and so does the probe.
  apiReachable = false;
  countAnswer = new TypeError('Failed to fetch');
  await act(async () => {
    await mutate(() => true).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText('Geen verbinding')).toBeInTheDocument();
  expect(screen.queryByText('Systeem operationeel')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(NO_CONNECTION);
  expect(screen.getByTestId('count')).toHaveTextContent('7');

  // Still away at the next probe.
  await act(() => jest.advanceTimersByTimeAsync(RETRY_MS));
  expect(screen.getByText('Geen verbinding')).toBeInTheDocument();

  // Back: the next probe finds it, and the data is fetched again.
  apiReachable = true;
  countAnswer = 8;
  await act(() => jest.advanceTimersByTimeAsync(RETRY_MS));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByText('Systeem operationeel')).toBeInTheDocument();
  expect(screen.queryByText(NO_CONNECTION)).not.toBeInTheDocument();
  expect(screen.getByTestId('count')).toHaveTextContent('8');
});

it('says so while the data API answers 503 (PostgREST restarting) and recovers by itself once it answers again', async () => {
  countAnswer = 7;
  renderPage();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.queryByText(NO_CONNECTION)).not.toBeInTheDocument();

  // The gateway answers, but without PostgREST behind it: the request and the probe get 503.
  probeStatus = 503;
  countAnswer = UNAVAILABLE;
  await act(async () => {
    await mutate(() => true).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByRole('status')).toHaveTextContent(NO_CONNECTION);
  expect(screen.getByText('Geen verbinding')).toBeInTheDocument();

  // PostgREST is back: the next probe finds it and the data is fetched again.
  probeStatus = 200;
  countAnswer = 9;
  await act(() => jest.advanceTimersByTimeAsync(RETRY_MS));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.queryByText(NO_CONNECTION)).not.toBeInTheDocument();
  expect(screen.getByText('Systeem operationeel')).toBeInTheDocument();
  expect(screen.getByTestId('count')).toHaveTextContent('9');
});
