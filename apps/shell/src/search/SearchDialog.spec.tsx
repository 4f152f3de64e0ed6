// The search without a mouse: Ctrl+K opens it, typing asks the database (here its answer is
// given up front), the arrow keys move through the results and Enter opens the active one on
// its area's page with ?open=<id>; the search is remembered on this device.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig, unstable_serialize } from 'swr';
import { MemoryRouter, useLocation } from '@facility/runtime/router';
import { AppProviders } from '@facility/ui/basics';
import { configureSupabase, queryKey, supabase } from '@facility/data/records';
import { setManifest } from '../remotes/liveManifest';
import { SearchField } from './SearchField';

const hits = [
  { area: 'housing', id: 'h3', title: 'Spaklerweg 45 45-3', detail: 'Residentie Amstelkwartier, verdieping 3', rank: 1.2 },
  { area: 'housing', id: 'h1', title: 'Spaklerweg 45 45-1', detail: 'Residentie Amstelkwartier, verdieping 1', rank: 1.1 },
  { area: 'buildings', id: 'b2', title: 'Residentie Amstelkwartier', detail: 'Spaklerweg 45, Amsterdam', rank: 0.5 },
];

function Location() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}
const address = () => screen.getByRole('status', { name: 'adres', hidden: true }).textContent;

function answer(q: string) {
  return unstable_serialize(queryKey(supabase().rpc('global_search', { q, max: 5 }, { get: true })));
}

/**
 * The search with the database's answers given up front (in SWR's cache, as if asked before);
 * `ask`: questions without an answer go to the (unreachable) database.
 */
function renderSearch(answers: Record<string, unknown>, { ask = false } = {}) {
  const cache = new Map(Object.entries(answers).map(([q, data]) => [answer(q), { data, isLoading: false, isValidating: false }]));
  return render(
    <SWRConfig value={{ provider: () => cache, revalidateOnMount: ask, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/']}>
        <AppProviders>
          <SearchField />
          <Location />
        </AppProviders>
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeAll(() => {
  configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
  setManifest({
    remotes: {
      housing_mf: {
        version: '1',
        entry: '/h.js',
        owns: ['/housing'],
        routes: [{ path: '/housing', label: 'Woningbeheer', view: 'housing/HousingPage' }],
        search: [{ area: 'housing', label: 'Woningen', icon: 'HomeWork', path: '/housing' }],
      },
      buildings_mf: {
        version: '1',
        entry: '/b.js',
        owns: ['/buildings'],
        routes: [],
        settingsTabs: [{ tab: 'buildings', label: 'Gebouwen', view: 'buildings/BuildingsTab' }],
        search: [{ area: 'buildings', label: 'Gebouwen', icon: 'Apartment', tab: 'buildings' }],
      },
    },
  });
});

beforeEach(() => localStorage.clear());

it('Ctrl+K, type, arrow down, Enter: opens the second result on its page, and remembers the search', async () => {
  renderSearch({ spakler: hits });
  await userEvent.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Zoeken' });
  expect(field).toHaveFocus();
  await userEvent.type(field, 'spakler');
  const results = await screen.findByRole('listbox', { name: 'Zoekresultaten' });
  expect(within(results).getByRole('group', { name: 'Woningen' })).toBeInTheDocument();
  expect(within(results).getByRole('group', { name: 'Gebouwen' })).toHaveTextContent('Spaklerweg 45, Amsterdam');
  const options = within(results).getAllByRole('option');
  expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  await userEvent.keyboard('{ArrowDown}');
  expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
  // Down past the last wraps to the first, up past the first to the last.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
  await userEvent.keyboard('{ArrowUp}');
  expect(field).toHaveAttribute('aria-activedescendant', options[2].id);
  await userEvent.keyboard('{ArrowUp}{Enter}');
  await waitFor(() => expect(address()).toBe('/housing?open=h1'));
  expect(JSON.parse(localStorage.getItem('search-recent') ?? '[]')).toEqual(['spakler']);
});

it("Enter typed before the answer to what is typed is there opens that answer's best result, not an earlier search's", async () => {
  const earlier = { area: 'buildings', id: 'b9', title: 'Kantoor Amstel', detail: 'Amstel 1, Amsterdam', rank: 1 };
  renderSearch({ amstel: [earlier], spakler: hits });
  await userEvent.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Zoeken' });
  await userEvent.type(field, 'amstel');
  expect(await screen.findByRole('option', { name: /Kantoor Amstel/ })).not.toHaveAttribute('aria-disabled');
  await userEvent.clear(field);
  // Enter within the typing pause: the database has not been asked about 'spakler' yet, and
  // 'amstel''s result still shows.
  await userEvent.type(field, 'spakler{Enter}');
  expect(address()).toBe('/');
  expect(screen.getByRole('option', { name: /Kantoor Amstel/ })).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(address()).toBe('/housing?open=h3'));
  expect(JSON.parse(localStorage.getItem('search-recent') ?? '[]')).toEqual(['spakler']);
});

it("'/' opens it too; a result of a settings tab opens there; the recent search comes back when the field is empty", async () => {
  localStorage.setItem('search-recent', JSON.stringify(['amstel']));
  renderSearch({ amstel: [hits[2]] });
  await userEvent.keyboard('/');
  const field = await screen.findByRole('combobox', { name: 'Zoeken' });
  expect(screen.getByRole('listbox', { name: 'Recente zoekopdrachten' })).toHaveTextContent('amstel');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(field).toHaveValue('amstel');
  await screen.findByRole('option', { name: /Residentie Amstelkwartier/ });
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(address()).toBe('/settings?tab=buildings&open=b2'));
});

it("says in Dutch when nothing is found, and '/' typed in the field is text", async () => {
  renderSearch({ 'qq/': [] });
  await userEvent.click(screen.getByRole('button', { name: /^Zoeken/ }));
  const field = await screen.findByRole('combobox', { name: 'Zoeken' });
  await userEvent.type(field, 'qq/');
  expect(await screen.findByText("Niets gevonden voor 'qq/'.")).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(address()).toBe('/');
});

it('shows that it is searching, and says in Dutch when the search failed, with a retry', async () => {
  renderSearch({}, { ask: true });
  await userEvent.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Zoeken' });
  await userEvent.type(field, 'daikin');
  expect(field.closest('[role="dialog"]')?.querySelector('[aria-busy="true"]')).not.toBeNull();
  // supabase-js tries a failed read again a few times before it gives up.
  const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(failure).toHaveTextContent('Zoeken is niet gelukt');
  expect(within(failure).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
}, 20_000);
