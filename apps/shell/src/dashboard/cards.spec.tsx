// Each card rendered with an empty answer from the database (SWR fallback; no
// request is made) shows the spec's empty text.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { AppProviders } from '@facility/ui';
import { configureSupabase } from '@facility/data';
import { TodayCard } from './TodayCard';
import { WeekCard } from './WeekCard';
import { UrgentCard } from './UrgentCard';
import { CountLine } from './CountLine';

beforeAll(() => configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' }));

function renderWithEmpty(key: unknown[], card: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(key)]: [] }, revalidateOnMount: false }}>
      <AppProviders>{card}</AppProviders>
    </SWRConfig>,
  );
}

describe('dashboard cards when there is nothing to show', () => {
  it.each([
    ['Vandaag', ['tasks', 'dashboard-today'], <TodayCard />, 'Geen taken vandaag'],
    ['Deze Week', ['technical_provisions', 'dashboard-week'], <WeekCard />, 'Geen onderhoud gepland'],
    ['Urgent', ['malfunctions', 'dashboard-urgent'], <UrgentCard />, 'Geen urgente zaken'],
  ])('%s says "%s"', (title, key, card, empty) => {
    renderWithEmpty(key as unknown[], card as ReactElement);
    expect(screen.getByRole('heading', { name: title as string })).toBeInTheDocument();
    expect(screen.getByText(empty as string)).toBeInTheDocument();
  });
});

describe('a count that could not be fetched', () => {
  it('says why in Dutch instead of a number', () => {
    render(<CountLine label="Gebouwen" result={{ error: new TypeError('Failed to fetch') }} />);
    expect(screen.getByTestId('count-Gebouwen')).toHaveTextContent(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
  });
});
