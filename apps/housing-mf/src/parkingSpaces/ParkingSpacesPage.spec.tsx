import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import ParkingSpacesPage from './ParkingSpacesPage';
import { parkingSpacesResource } from './parkingSpacesResource';
import type { ParkingSpace } from './parkingSpaceRow';

const answers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  ...referenceAnswers('housing', [{ id: 'h1', label: 'Oudegracht 120 12A', street: 'Oudegracht 120', house_number: '12A', floor: 2 }], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('housing', [{ id: 'h2', label: 'Stratumsedijk 30 1', street: 'Stratumsedijk 30', house_number: '1', floor: 0 }], { filter: { building_id: 'b2' } }),
];

const space = (id: string, type: string, housing: ParkingSpace['housing']): ParkingSpace => ({
  id,
  space_number: `P-${id}`,
  type,
  building_id: 'b1',
  building: { id: 'b1', name: 'Kantoor Utrecht' },
  housing_id: housing?.id ?? null,
  housing,
  location: null,
  comments: null,
  created_at: '',
});

async function choose(field: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ParkingSpacesPage', () => {
  beforeEach(() =>
    renderWithData(
      <ParkingSpacesPage />,
      [
        ...answers,
        listAnswer(parkingSpacesResource, [
          space('1', 'electric', { id: 'h1', street: 'Oudegracht 120', house_number: '12A', floor: 2 }),
          space('2', 'disabled', null),
        ]),
      ],
      { url: '/parking-spaces' },
    ),
  );

  it("shows type badges and the location as the housing unit's street, number and floor, or '-'", () => {
    const table = screen.getByRole('table', { name: 'Parkeerplaatsen' });
    const first = within(table).getByRole('row', { name: /P-1/ });
    expect(first).toHaveTextContent('Elektrisch');
    expect(first).toHaveTextContent('Oudegracht 120 12A, Etage 2');
    const second = within(table).getByRole('row', { name: /P-2/ });
    expect(second).toHaveTextContent('Invalide');
    expect(within(second).getByText('-')).toBeInTheDocument();
  });

  it("starts as 'Regulier', offers only the building's housing, and clears the housing when the building changes", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe parkeerplaats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe parkeerplaats' });
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Regulier');
    expect(await within(dialog).findByRole('combobox', { name: 'Woning' })).toBeDisabled();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose('Woning', 'Oudegracht 120 12A, Etage 2');
    expect(within(dialog).getByRole('combobox', { name: 'Woning' })).toHaveValue('Oudegracht 120 12A, Etage 2');
    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(within(dialog).getByRole('combobox', { name: 'Woning' })).toHaveValue('Geen woning');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Woning' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Geen woning', 'Stratumsedijk 30 1, Etage 0']);
  });
});
