import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithData } from '../testing/renderWithData';
import { SpacesTable } from './SpacesTable';
import type { Space } from './useSpaces';

function space(id: string, building: string, name: string, floor: number, entrance: string | null, comments: string | null = null): Space {
  return {
    id,
    name,
    floor,
    comments,
    building_id: building,
    building: { id: building, name: building, street: '', city: '', floors: 8 },
    entrance_id: entrance ? `${id}-e` : null,
    entrance: entrance ? { id: `${id}-e`, name: entrance } : null,
    key_id: null,
    facility_type_id: null,
    front_door_key: true,
    created_at: '',
  };
}

const spaces = [
  space('1', 'Zorgcentrum De Kempen', 'Receptie', 0, 'Hoofdingang Kempen'),
  space('2', 'Kantoor Utrecht', 'Vergaderzaal Dom', 2, 'Hoofdingang Oudegracht', 'Plaats voor 12 personen, beamer aanwezig'),
  space('3', 'Kantoor Utrecht', 'Kantoortuin', 10, null),
  space('4', 'Bedrijvencentrum Coolsingel', 'Serverruimte', 1, 'Achteringang'),
];

const names = () =>
  within(screen.getByRole('table', { name: 'Alle Ruimtes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('SpacesTable', () => {
  beforeEach(() => renderWithData(<SpacesTable spaces={spaces} onEdit={jest.fn()} onDelete={jest.fn()} />));

  it('sorts by building name ascending by default', () => {
    expect(names()).toEqual(['Serverruimte', 'Vergaderzaal Dom', 'Kantoortuin', 'Receptie']);
  });

  it('sorts floors as numbers and toggles on a second click', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Etage' }));
    expect(names()).toEqual(['Receptie', 'Serverruimte', 'Vergaderzaal Dom', 'Kantoortuin']);
    await userEvent.click(screen.getByRole('button', { name: 'Etage' }));
    expect(names()).toEqual(['Kantoortuin', 'Vergaderzaal Dom', 'Serverruimte', 'Receptie']);
  });

  it('sorts on entrance name with spaces without one last, shown as "-"', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'In-/uitgang' }));
    expect(names()).toEqual(['Serverruimte', 'Receptie', 'Vergaderzaal Dom', 'Kantoortuin']);
    expect(within(screen.getByRole('row', { name: /Kantoortuin/ })).getByText('-')).toBeInTheDocument();
  });

  it('sorts on name; comments are not sortable but shown in full on hover', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Naam' }));
    expect(names()).toEqual(['Kantoortuin', 'Receptie', 'Serverruimte', 'Vergaderzaal Dom']);
    expect(screen.queryByRole('button', { name: 'Opmerkingen' })).toBeNull();
    expect(screen.getByTitle('Plaats voor 12 personen, beamer aanwezig')).toBeInTheDocument();
  });
});
