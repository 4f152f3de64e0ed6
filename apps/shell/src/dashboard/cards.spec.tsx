// Each card rendered with an empty answer from the database (SWR fallback; no
// request is made) shows the spec's empty text.
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui/basics';
import { configureSupabase, queryKey, supabase, type From } from '@facility/data/records';
import { TodayCard } from './TodayCard';
import { WeekCard } from './WeekCard';
import { UrgentCard } from './UrgentCard';
import { CountLine } from './CountLine';
import { DashboardCard } from './DashboardCard';
import { trackConnection } from '../connection/connection';
import { todayTasks, urgentMalfunctions, weekMaintenance } from './queries';

beforeAll(() => configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' }));

/** The cache key of a card's query: the query itself. */
function keyOf(build: (from: From) => object) {
  const db = supabase();
  return queryKey(build(db.from.bind(db) as From));
}

function renderWithEmpty(key: readonly unknown[], card: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(key)]: [] }, revalidateOnMount: false }}>
      <AppProviders>{card}</AppProviders>
    </SWRConfig>,
  );
}

describe('dashboard cards when there is nothing to show', () => {
  it.each([
    ['Vandaag', 'Geen taken vandaag', todayTasks, <TodayCard />],
    ['Deze Week', 'Geen onderhoud gepland', weekMaintenance, <WeekCard />],
    ['Urgent', 'Geen urgente zaken', urgentMalfunctions, <UrgentCard />],
  ])('%s says "%s"', (title, empty, build, card) => {
    renderWithEmpty(keyOf(build as (from: From) => object), card as ReactElement);
    expect(screen.getByRole('heading', { name: title as string })).toBeInTheDocument();
    expect(screen.getByText(empty as string)).toBeInTheDocument();
  });
});

it("'Deze Week' shows each provision with its space and the day of its maintenance", () => {
  const item = { id: 'm1', device_name: 'CV-ketel', next_maintenance_date: '2026-12-03', spaces: { name: 'Kelder', buildings: { name: 'Kantoor Utrecht' } } };
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(keyOf(weekMaintenance))]: [item] }, revalidateOnMount: false }}>
      <AppProviders>
        <WeekCard />
      </AppProviders>
    </SWRConfig>,
  );
  expect(screen.getByText('CV-ketel')).toBeInTheDocument();
  expect(screen.getByText('Kelder · 03-12-2026')).toBeInTheDocument();
});

describe('a count that could not be fetched', () => {
  it('says why in Dutch instead of a number', () => {
    render(<CountLine label="Gebouwen" result={{ error: new TypeError('Failed to fetch') }} />);
    expect(screen.getByTestId('count-Gebouwen')).toHaveTextContent(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
  });
});

describe('a card whose refresh fails', () => {
  const NETWORK = new TypeError('Failed to fetch');
  const PERMISSION = { code: '42501', message: 'permission denied for table tasks' };
  const loaded = (error: unknown) => ({ data: [{ id: '1', title: 'Rondgang' }], error, isLoading: false, mutate: jest.fn() });
  const renderCard = (result: ReturnType<typeof loaded>) =>
    render(
      <AppProviders>
        <DashboardCard title="Vandaag" icon={null} result={result} empty="Geen taken vandaag" renderItem={(task) => <li key={task.id}>{task.title}</li>} />
        <CountLine label="Openstaande taken" result={{ data: 4, error: result.error }} />
      </AppProviders>,
    );

  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  /** The page's connection state says the API cannot be reached (the request and the probe both failed). */
  async function goOffline() {
    jest.useFakeTimers();
    global.fetch = jest.fn().mockRejectedValue(NETWORK);
    const { onError } = trackConnection({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
    onError?.(NETWORK, 'key', {} as never);
    await act(() => jest.advanceTimersByTimeAsync(0));
  }

  it('keeps what it loaded and says why above it', () => {
    renderCard(loaded(PERMISSION));
    expect(screen.getByText('Rondgang')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Je hebt geen rechten voor deze actie.');
    expect(screen.getByTestId('count-Openstaande taken')).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: /Je hebt geen rechten voor deze actie/ })).toBeInTheDocument();
  });

  it('while the connection is gone keeps what it loaded without an error of its own (the banner says it)', async () => {
    await goOffline();
    renderCard(loaded(NETWORK));
    expect(screen.getByText('Rondgang')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('count-Openstaande taken')).toHaveTextContent('4');
  });

  it('with nothing loaded yet says why in its place', () => {
    renderCard({ ...loaded(PERMISSION), data: undefined as never });
    expect(screen.queryByText('Rondgang')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Je hebt geen rechten voor deze actie.');
  });
});
