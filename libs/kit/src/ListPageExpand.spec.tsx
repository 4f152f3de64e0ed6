import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPage } from './ListPage';
import { defineResource } from './resource';
import { listAnswer, renderWithData } from './testing';

interface Meter {
  id: string;
  name: string;
  readable: boolean;
}

const rendered: string[] = [];

function Readings({ meter }: { meter: Meter }) {
  rendered.push(meter.id);
  return <p>Standen van {meter.name}</p>;
}

/** Rows that open (the readable ones only) to show more under them. */
const meters = defineResource({
  table: 'utilities',
  select: 'id, name:type, readable:is_readable',
  columns: [{ key: 'name', label: 'Meter', text: (m) => m.name }],
  defaultSort: { key: 'created_at', direction: 'desc' },
  texts: { title: 'Meters', empty: 'Geen meters.', loadError: 'Fout' },
  rowLabel: (m) => m.name,
  actions: [{ label: 'Stand opnemen', onClick: () => undefined, when: (m) => m.readable }],
  expand: {
    isExpandable: (m) => m.readable,
    render: (m) => <Readings meter={m} />,
    texts: { expand: 'Toon standen', collapse: 'Verberg standen' },
  },
});

const rows: Meter[] = [
  { id: 'm1', name: 'Water', readable: true },
  { id: 'm2', name: 'Gas', readable: false },
  { id: 'm3', name: 'Stroom', readable: true },
];

const row = (name: string) => within(screen.getByRole('table', { name: 'Meters' })).getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  rendered.length = 0;
  renderWithData(<ListPage resource={meters} />, [listAnswer(meters, rows)]);
});

it('offers the button only on rows that open, and renders nothing of them until opened', () => {
  expect(within(row('Water')).getByRole('button', { name: 'Toon standen' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(row('Gas')).queryByRole('button', { name: /standen/ })).toBeNull();
  expect(rendered).toEqual([]);
  expect(screen.queryByText(/Standen van/)).toBeNull();
});

it('opens and closes a row under it, each row on its own', async () => {
  await userEvent.click(within(row('Water')).getByRole('button', { name: 'Toon standen' }));
  const toggle = within(row('Water')).getByRole('button', { name: 'Verberg standen' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(region).toHaveTextContent('Standen van Water');
  expect(rendered).toEqual(['m1']);
  // The opened content is the row right under its own.
  const all = within(screen.getByRole('table', { name: 'Meters' })).getAllByRole('row');
  expect(all.map((r) => r.textContent)).toEqual(['MeterActies', 'WaterVerberg standen', 'Standen van Water', 'Gas', 'StroomToon standen']);

  await userEvent.click(toggle);
  expect(screen.queryByText('Standen van Water')).toBeNull();
  expect(within(row('Water')).getByRole('button', { name: 'Toon standen' })).toHaveAttribute('aria-expanded', 'false');
});

it('works from the keyboard', async () => {
  within(row('Stroom')).getByRole('button', { name: 'Toon standen' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Standen van Stroom')).toBeInTheDocument();
  await userEvent.keyboard(' ');
  expect(screen.queryByText('Standen van Stroom')).toBeNull();
});

it('shows a row action only on the rows it is for', async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Acties voor Water' }));
  expect(await screen.findByRole('menuitem', { name: 'Stand opnemen' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Acties voor Gas' }));
  expect(screen.queryByRole('menuitem', { name: 'Stand opnemen' })).toBeNull();
});
