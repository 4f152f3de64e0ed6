import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithData } from '../testing/renderWithData';
import { EntrancesTable } from './EntrancesTable';
import type { Entrance } from './useEntrances';

function entrance(id: string, building: string, name: string, type: string, is_emergency = false): Entrance {
  return {
    id,
    name,
    type,
    is_emergency,
    building_id: building,
    building: { id: building, name: building },
    description: null,
    floor: null,
    is_accessible: true,
    created_at: '',
  };
}

// Given newest first, as the database answers.
const entrances = [
  entrance('1', 'Zorgcentrum De Kempen', 'Hoofdingang', 'entrance'),
  entrance('2', 'Kantoor Utrecht', 'Nooduitgang achterzijde', 'exit', true),
  entrance('3', 'Residentie Amstelkwartier', 'Inrit parkeergarage', 'vehicles'),
  entrance('4', 'Kantoor Utrecht', 'Achteringang', 'both'),
];

const names = () =>
  within(screen.getByRole('table', { name: 'In- en uitgangen' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

const header = (label: string) => screen.getByRole('button', { name: label });

describe('EntrancesTable', () => {
  beforeEach(() => renderWithData(<EntrancesTable entrances={entrances} onEdit={jest.fn()} onDelete={jest.fn()} />));

  it('sorts by building name ascending by default', () => {
    expect(names()).toEqual(['Nooduitgang achterzijde', 'Achteringang', 'Inrit parkeergarage', 'Hoofdingang']);
    expect(screen.getByRole('columnheader', { name: /Gebouw/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('toggles the direction when the same column is clicked again', async () => {
    await userEvent.click(header('Gebouw'));
    expect(names()).toEqual(['Hoofdingang', 'Inrit parkeergarage', 'Nooduitgang achterzijde', 'Achteringang']);
    expect(screen.getByRole('columnheader', { name: /Gebouw/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header('Gebouw'));
    expect(names()).toEqual(['Nooduitgang achterzijde', 'Achteringang', 'Inrit parkeergarage', 'Hoofdingang']);
  });

  it('sorts on name, and on type by its Dutch label', async () => {
    await userEvent.click(header('Naam'));
    expect(names()).toEqual(['Achteringang', 'Hoofdingang', 'Inrit parkeergarage', 'Nooduitgang achterzijde']);
    await userEvent.click(header('Type'));
    // In-/uitgang, Ingang, Uitgang, Voertuigen
    expect(names()).toEqual(['Achteringang', 'Hoofdingang', 'Nooduitgang achterzijde', 'Inrit parkeergarage']);
  });

  it('shows the type as a badge and the emergency exit as an icon', () => {
    const row = screen.getByRole('row', { name: /Nooduitgang achterzijde/ });
    expect(within(row).getByText('Uitgang')).toBeInTheDocument();
    expect(within(row).getByTitle('Nooduitgang')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Hoofdingang/ })).queryByTitle('Nooduitgang')).toBeNull();
  });
});
