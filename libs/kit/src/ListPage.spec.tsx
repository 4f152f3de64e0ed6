import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@facility/runtime/router';
import { ListPage } from './ListPage';
import { defineResource } from './resource';
import { filterCountAnswer, listAnswer, renderWithData } from './testing';

interface Owner {
  id: string;
  company_name: string;
  city: string | null;
}

const viewed: Owner[] = [];

const owners = defineResource({
  table: 'owners',
  select: 'id, company_name, city',
  columns: [
    { key: 'company', label: 'Bedrijfsnaam', text: (o) => o.company_name, sortBy: 'company_name' },
    { key: 'city', label: 'Plaats', text: (o) => o.city ?? '-' },
  ],
  defaultSort: { key: 'company', direction: 'asc' },
  search: ['company_name'],
  texts: { title: 'Eigenaren', listTitle: 'Alle eigenaren', empty: 'Nog geen eigenaren.', loadError: 'Fout bij ophalen eigenaren' },
  rowLabel: (o) => o.company_name,
  actions: [{ label: 'Bekijken', onClick: (o) => viewed.push(o) }],
});

const owner = (n: number): Owner => ({ id: `o${n}`, company_name: `Eigenaar ${n}`, city: n % 2 ? 'Utrecht' : null });
const firstPage = Array.from({ length: 25 }, (_, i) => owner(i + 1));

function Location() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}

const address = () => screen.getByRole('status', { name: 'adres' }).textContent;

/** The owners page at `url`, with the database's answer for `answerUrl`'s list state. */
function showOwners(url: string, count = 60, answerUrl = url) {
  renderWithData(
    <>
      <ListPage resource={owners} />
      <Location />
    </>,
    [listAnswer(owners, firstPage, { url: answerUrl, count })],
    { url },
  );
}

describe('ListPage', () => {
  it('shows one page of rows with the total count, and pages through the URL', async () => {
    showOwners('/owners');
    expect(screen.getByRole('heading', { name: 'Eigenaren' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Alle eigenaren' })).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 van 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /volgende pagina/i }));
    expect(address()).toBe('/owners?page=2');
    // The rows of page 1 stay on screen while page 2 loads.
    expect(screen.getByRole('row', { name: /Eigenaar 25/ })).toBeInTheDocument();
  });

  it('sorting starts again on page 1 and writes the sort in the URL', async () => {
    showOwners('/owners?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Bedrijfsnaam' }));
    expect(address()).toBe('/owners?sort=company.desc');
    expect(screen.getByRole('columnheader', { name: /Bedrijfsnaam/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'Plaats' })).toBeNull();
  });

  it('searches once typing pauses, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      showOwners('/owners?page=3', 60, '/owners');
      await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'Eigenaar 1');
      expect(address()).toBe('/owners?page=3');
      await act(() => jest.advanceTimersByTimeAsync(400));
      expect(address()).toBe('/owners?q=Eigenaar+1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says what was searched when nothing matches, and the spec’s empty text without a search', () => {
    const { unmount } = renderWithData(<ListPage resource={owners} />, [listAnswer(owners, [], { url: '/?q=Zuid' })], { url: '/?q=Zuid' });
    expect(screen.getByText("Geen resultaten voor 'Zuid'.")).toBeInTheDocument();
    unmount();
    renderWithData(<ListPage resource={owners} />, [listAnswer(owners, [])]);
    expect(screen.getByText('Nog geen eigenaren.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the definition’s own row actions in a keyboard-usable menu', async () => {
    renderWithData(<ListPage resource={owners} />, [listAnswer(owners, [owner(7)])]);
    expect(screen.queryByRole('button', { name: 'Toevoegen' })).toBeNull();
    screen.getByRole('button', { name: 'Acties voor Eigenaar 7' }).focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Bekijken']);
    await userEvent.keyboard('{Enter}');
    expect(viewed).toEqual([owner(7)]);
  });

  it('leaves columns marked shown: false out of the table, and opens a detail read-only from the menu', async () => {
    const withDetail: typeof owners = {
      ...owners,
      columns: [...owners.columns, { key: 'secret', label: 'Alleen export', text: () => 'x', shown: false }],
      actions: undefined,
      detail: { title: (o) => `Eigenaar ${o.id}`, Content: ({ row }) => <p>Gevestigd in {row.city ?? '-'}</p> },
    };
    renderWithData(<ListPage resource={withDetail} />, [listAnswer(withDetail, [owner(7)])]);
    expect(screen.queryByRole('columnheader', { name: 'Alleen export' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Eigenaar 7' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bekijken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigenaar o7' });
    expect(dialog).toHaveTextContent('Gevestigd in Utrecht');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('filters and an add link', () => {
  const late: typeof owners = {
    ...owners,
    texts: { ...owners.texts, add: 'Nieuwe eigenaar', addLink: '/owners/new' },
    filters: [{ key: 'utrecht', label: 'In Utrecht', apply: (query) => query.eq('city', 'Utrecht') }],
  };

  beforeEach(() =>
    renderWithData(
      <>
        <ListPage resource={late} />
        <Location />
      </>,
      [listAnswer(late, firstPage, { url: '/owners', count: 60 }), filterCountAnswer(late, 'utrecht', 13)],
      { url: '/owners?page=2' },
    ),
  );

  it('shows each filter with its count in the header; switching it on goes to page 1 with ?filter=, again switches it off', async () => {
    const filter = screen.getByRole('button', { name: 'In Utrecht (13)' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    expect(address()).toBe('/owners?filter=utrecht');
    expect(screen.getByRole('button', { name: 'In Utrecht (13)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'In Utrecht (13)' }));
    expect(address()).toBe('/owners');
  });

  it('makes the add button a link to the form page', () => {
    expect(screen.getByRole('link', { name: 'Nieuwe eigenaar' })).toHaveAttribute('href', '/owners/new');
  });
});
