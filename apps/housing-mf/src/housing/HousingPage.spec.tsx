import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@facility/runtime/router';
import { answerTo, listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import HousingPage from './HousingPage';
import { housingResource } from './housingResource';
import type { Housing } from './housingRow';
import { housingEntrancesOfBuilding } from './useHousingEntrances';

const answers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  // Only entrances of type entrance or both are asked for; b2 has none.
  answerTo(housingEntrancesOfBuilding('b1'), [{ id: 'e1', name: 'Hoofdingang Oudegracht' }]),
  answerTo(housingEntrancesOfBuilding('b2'), []),
];

const unit: Housing = {
  id: 'h1',
  building_id: 'b1',
  building: { id: 'b1', name: 'Kantoor Utrecht' },
  street: 'Oudegracht 120',
  house_number: '12A',
  house_number_order: '00000000001212a',
  floor: 2,
  square_meters: 75.5,
  balcony_size: null,
  orientation: 'Zuid',
  entrance: 'Hoofdingang Oudegracht',
  type: 'sale',
  status: 'reserved',
  status_order: 4,
  comments: null,
  created_at: '',
  attachment_count: 0,
};

function Location() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}

const show = (url = '/housing') =>
  renderWithData(
    <>
      <HousingPage />
      <Location />
    </>,
    [...answers, listAnswer(housingResource, [unit], { url })],
    { url },
  );

async function choose(field: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('HousingPage list', () => {
  it("shows 'Woningen Overzicht' with street, house number, type, status and surface in m², sorted by street", () => {
    show();
    expect(screen.getByRole('heading', { name: 'Woningbeheer' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Woningen Overzicht' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Straat',
      'Huisnummer',
      'Type',
      'Status',
      'Oppervlakte',
      'Bijlagen',
      'Acties',
    ]);
    const row = within(table).getByRole('row', { name: /12A/ });
    expect(row).toHaveTextContent('Koop');
    expect(row).toHaveTextContent('Gereserveerd');
    expect(row).toHaveTextContent('75,5 m²');
    expect(screen.getByRole('columnheader', { name: /Straat/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by a clicked column, and a second click toggles the direction', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('/housing?sort=status.asc');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent('/housing?sort=status.desc');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Straat/ }));
    expect(screen.getByRole('status', { name: 'adres' })).toHaveTextContent(/^\/housing$/);
  });

  it("edits a unit in 'Woning Bewerken' with its values and the submit 'Woning Bijwerken'", async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Oudegracht 120 12A' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woning Bewerken' });
    expect(within(dialog).getByRole('textbox', { name: /Huisnummer/ })).toHaveValue('12A');
    expect(within(dialog).getByRole('spinbutton', { name: /Vierkante meters/ })).toHaveValue(75.5);
    expect(within(dialog).getByRole('combobox', { name: 'Ingang' })).toHaveTextContent('Hoofdingang Oudegracht');
    expect(within(dialog).getByRole('button', { name: 'Woning Bijwerken' })).toBeInTheDocument();
  });

  it('asks before deleting', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Oudegracht 120 12A' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woning verwijderen' });
    expect(dialog).toHaveTextContent('Weet je zeker dat je deze woning wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Woning verwijderen' })).toBeNull());
  });
});

describe('HousingPage form', () => {
  beforeEach(async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Woning Toevoegen' }));
    await screen.findByRole('dialog', { name: 'Woning Toevoegen' });
  });

  it('starts with type Huur and status Bewoond, and names what is missing', async () => {
    const dialog = screen.getByRole('dialog', { name: 'Woning Toevoegen' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Huur');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Bewoond');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Woning Toevoegen' }));
    expect(await within(dialog).findByText('Selecteer eerst een gebouw')).toBeInTheDocument();
    expect(within(dialog).getByText('Huisnummer is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Etage is verplicht')).toBeInTheDocument();
  });

  it('copies the street from the building, read-only', async () => {
    const street = screen.getByRole('textbox', { name: 'Straat' });
    expect(street).toHaveAttribute('readonly');
    await choose(/Gebouw/, 'Kantoor Utrecht');
    expect(street).toHaveValue('Oudegracht 120');
    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(street).toHaveValue('Stratumsedijk 30');
  });

  it('offers the entrance only when the building has one, and clears it when the building changes', async () => {
    expect(screen.queryByRole('combobox', { name: 'Ingang' })).toBeNull();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose('Ingang', 'Hoofdingang Oudegracht');
    expect(screen.getByRole('combobox', { name: 'Ingang' })).toHaveTextContent('Hoofdingang Oudegracht');
    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(screen.queryByRole('combobox', { name: 'Ingang' })).toBeNull();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    expect(screen.getByRole('combobox', { name: 'Ingang' })).not.toHaveTextContent('Hoofdingang Oudegracht');
  });

  it("refuses a floor above the building's floors, and shows the building's maximum", async () => {
    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(screen.getByText('Maximum: 2 etages')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Huisnummer/ }), '3');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Etage/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Woning Toevoegen' }));
    expect(await screen.findByText('De etage mag niet hoger zijn dan het aantal etages van het gebouw (2).')).toBeInTheDocument();
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await waitFor(() => expect(screen.queryByText(/De etage mag niet hoger zijn/)).toBeNull());
  });

  it('refuses a negative floor and surface, and a surface that is not a number', async () => {
    await userEvent.type(screen.getByRole('spinbutton', { name: /Etage/ }), '-1');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Vierkante meters/ }), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Woning Toevoegen' }));
    expect(await screen.findByText('De etage moet 0 of hoger zijn.')).toBeInTheDocument();
    expect(screen.getByText('Het aantal vierkante meters mag niet negatief zijn.')).toBeInTheDocument();
  });
});
