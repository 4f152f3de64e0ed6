import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import EntrancesTab from './EntrancesTab';
import { entrancesResource } from './entrancesResource';
import type { Entrance } from './entranceRow';

function entrance(id: string, building: string, name: string, type: string, is_emergency = false): Entrance {
  return {
    id,
    name,
    type,
    is_emergency,
    building_id: building,
    building_name: building,
    building: { id: building, name: building },
    description: null,
    floor: null,
    is_accessible: true,
    created_at: '',
  };
}

// In the order the database sorted them.
const entrances = [entrance('2', 'Kantoor Utrecht', 'Nooduitgang achterzijde', 'exit', true), entrance('1', 'Zorgcentrum De Kempen', 'Hoofdingang', 'entrance')];

const header = (label: string) => screen.getByRole('columnheader', { name: new RegExp(label) });

describe('EntrancesTab', () => {
  beforeEach(() => renderWithData(<EntrancesTab />, [listAnswer(entrancesResource, entrances)], { url: '/settings?tab=entrances' }));

  it('shows the rows in the database’s order, sorted by building name ascending by default', () => {
    const rows = within(screen.getByRole('table', { name: 'In- en uitgangen' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Nooduitgang achterzijde', 'Hoofdingang']);
    expect(header('Gebouw')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts on building, name and type; the same column again toggles the direction', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Gebouw' }));
    expect(header('Gebouw')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(header('Type')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Gebouw')).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Nooduitgang' })).toBeNull();
  });

  it('shows the type as a badge and the emergency exit as an icon', () => {
    const row = screen.getByRole('row', { name: /Nooduitgang achterzijde/ });
    expect(within(row).getByText('Uitgang')).toBeInTheDocument();
    expect(within(row).getByTitle('Nooduitgang')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Hoofdingang/ })).queryByTitle('Nooduitgang')).toBeNull();
  });

  it('opens the add dialog with the spec defaults', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe in-/uitgang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe in-/uitgang' });
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Ingang');
    expect(within(dialog).getByRole('switch', { name: 'Toegankelijk' })).toBeChecked();
  });
});
