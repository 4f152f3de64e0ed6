import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsMenu } from '@facility/ui';
import { ListTable } from './ListTable';
import type { ListColumn } from './resource';
import type { ListState } from './listState';
import { renderWithData } from './testing';

interface Key {
  id: string;
  number: string;
  brand: string | null;
  floor: number | null;
  loaned_to: string | null;
}

const columns: ListColumn<Key>[] = [
  { key: 'number', label: 'Nummer', text: (k) => k.number, sortBy: 'number' },
  { key: 'brand', label: 'Merk', text: (k) => k.brand, sortBy: 'brand' },
  { key: 'floor', label: 'Etage', text: (k) => k.floor, sortBy: 'floor', align: 'right' },
  { key: 'loan', label: 'Uitgifte', text: (k) => (k.loaned_to ? `Uitgegeven aan ${k.loaned_to}` : 'Aanwezig'), cell: (k) => <strong>{k.loaned_to ?? 'Aanwezig'}</strong> },
  { key: 'secret', label: 'Alleen in CSV', text: () => 'niet tonen', shown: false },
];

const rows: Key[] = [
  { id: 'k1', number: 'S-001', brand: 'Abloy', floor: 2, loaned_to: null },
  { id: 'k2', number: 'S-002', brand: null, floor: 0, loaned_to: 'Jan' },
];

/** The browser's answer to media queries: a phone 375 px wide, or a wide screen. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

afterEach(() => {
  // jsdom has no matchMedia: the other specs see the table.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

async function renderList({ sort = { key: 'number', direction: 'asc' } as ListState['sort'], expand = false } = {}) {
  const onSort = jest.fn();
  const edited: string[] = [];
  renderWithData(
    <>
      <h1>Sleutels</h1>
      <ListTable<Key>
        label="Sleutels"
        columns={columns}
        rows={rows}
        sort={sort}
        onSort={onSort}
        rowKey={(k) => k.id}
        actions={(k) => <RowActionsMenu label={k.number} onEdit={() => edited.push(k.id)} />}
        expand={expand ? { render: (k) => <p>Geschiedenis van {k.number}</p>, texts: { expand: 'Toon meer', collapse: 'Toon minder' } } : undefined}
      />
    </>,
  );
  // The cards' code loads when they first show.
  if (window.matchMedia(NARROW).matches) await screen.findByRole('list', { name: 'Sleutels' });
  return { onSort, edited };
}

const NARROW = '(max-width:599.95px)';
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('below 600 px', () => {
  beforeEach(() => screenWidth(375));

  it('shows each row as a card: the first column its heading, the others "label: value", the row menu on it', async () => {
    const { edited } = await renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Sleutels' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // Under the page's h1, so a screen reader's headings nest.
    const title = screen.getByRole('heading', { name: 'S-001' });
    expect(title.tagName).toBe('H2');
    const first = card('S-001');
    const pairs = within(first)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Merk: Abloy', 'Etage: 2', 'Uitgifte: Aanwezig']);
    // An empty value is a dash; a column with `shown: false` stays out, as in the table.
    expect(within(card('S-002')).getByText('Merk:').nextElementSibling).toHaveTextContent('–');
    expect(within(card('S-002')).getByText('Jan')).toBeInTheDocument();
    expect(screen.queryByText(/Alleen in CSV|niet tonen/)).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Acties voor S-001' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    expect(edited).toEqual(['k1']);
  });

  it('sorts with a select of the sortable columns and a direction button, through the same onSort', async () => {
    const { onSort } = await renderList({ sort: { key: 'number', direction: 'asc' } });
    const select = screen.getByRole('combobox', { name: 'Sorteren op' });
    expect(select).toHaveValue('number');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nummer', 'Merk', 'Etage']);

    await userEvent.selectOptions(select, 'Etage');
    expect(onSort).toHaveBeenLastCalledWith('floor');
    await userEvent.click(screen.getByRole('button', { name: /Oplopend/ }));
    expect(onSort).toHaveBeenLastCalledWith('number');
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('says the default order when no column is sorted, and has no direction to turn then', async () => {
    await renderList({ sort: { key: 'created_at', direction: 'desc' } });
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveDisplayValue('Standaard');
    expect(screen.getByRole('button', { name: /Aflopend/ })).toBeDisabled();
  });

  it('opens a card to show more under it', async () => {
    await renderList({ expand: true });
    const toggle = within(card('S-002')).getByRole('button', { name: 'Toon meer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const open = within(card('S-002')).getByRole('button', { name: 'Toon minder' });
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).toHaveTextContent('Geschiedenis van S-002');
    expect(screen.queryByText('Geschiedenis van S-001')).toBeNull();
  });
});

it('is a table from 600 px on', async () => {
  screenWidth(600);
  await renderList();
  expect(screen.getByRole('table', { name: 'Sleutels' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Sorteren op' })).toBeNull();
});
