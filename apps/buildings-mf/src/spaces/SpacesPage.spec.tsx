import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerTo, listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import { entrancesOfBuilding } from '../entrances/useBuildingEntrances';
import SpacesPage from './SpacesPage';
import { spacesResource } from './spacesResource';
import type { Space } from './spaceRow';

const answers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  answerTo(entrancesOfBuilding('b1'), [{ id: 'e1', name: 'Hoofdingang Oudegracht' }, { id: 'e2', name: 'Personeelsingang' }]),
  answerTo(entrancesOfBuilding('b2'), [{ id: 'e3', name: 'Hoofdingang Kempen' }]),
  ...referenceAnswers('key', [{ id: 'k1', label: 'U-001', detail: 'Sleutelkast Receptie Utrecht' }]),
];

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(field: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option').map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

const dom: Space = {
  id: 's1',
  name: 'Vergaderzaal Dom',
  floor: 2,
  comments: 'Plaats voor 12 personen, beamer aanwezig',
  building_id: 'b1',
  building_name: 'Kantoor Utrecht',
  entrance_name: null,
  building: { id: 'b1', name: 'Kantoor Utrecht', street: '', city: '', floors: 4 },
  entrance_id: null,
  entrance: null,
  key_id: null,
  facility_type_id: null,
  front_door_key: true,
  created_at: '',
};

describe('SpacesPage list', () => {
  beforeEach(() => renderWithData(<SpacesPage />, [...answers, listAnswer(spacesResource, [dom])], { url: '/spaces' }));

  it("shows '-' without an entrance and the full comment on hover; comments are not sortable", () => {
    const row = within(screen.getByRole('table', { name: 'Alle Ruimtes' })).getByRole('row', { name: /Vergaderzaal Dom/ });
    expect(within(row).getByText('-')).toBeInTheDocument();
    expect(within(row).getByTitle('Plaats voor 12 personen, beamer aanwezig')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opmerkingen' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Gebouw/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens the edit card with the space’s values, and Escape closes it', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Vergaderzaal Dom' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const form = await screen.findByRole('form', { name: 'Ruimte bewerken' });
    expect(within(form).getByRole('textbox', { name: /Naam/ })).toHaveValue('Vergaderzaal Dom');
    expect(within(form).getByRole('spinbutton', { name: /Etage/ })).toHaveValue(2);
    await userEvent.type(within(form).getByRole('textbox', { name: /Naam/ }), '{Escape}');
    expect(screen.queryByRole('form', { name: 'Ruimte bewerken' })).toBeNull();
  });
});

describe('SpacesPage form', () => {
  beforeEach(async () => {
    renderWithData(<SpacesPage />, [...answers, listAnswer(spacesResource, [dom])], { url: '/spaces' });
    await userEvent.click(screen.getByRole('button', { name: 'Ruimte Toevoegen' }));
    await screen.findByRole('form', { name: 'Nieuwe Ruimte' });
  });

  it('offers entrances only after a building is chosen, and only that building’s', async () => {
    expect(screen.getByRole('form', { name: 'Nieuwe Ruimte' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'In-/uitgang' })).toBeNull();
    await choose('Gebouw', 'Kantoor Utrecht');
    expect(await optionsOf('In-/uitgang')).toEqual(['Geen in-/uitgang', 'Hoofdingang Oudegracht', 'Personeelsingang']);
    await choose('Gebouw', 'Zorgcentrum De Kempen');
    expect(await optionsOf('In-/uitgang')).toEqual(['Geen in-/uitgang', 'Hoofdingang Kempen']);
  });

  it('clears the chosen entrance when the building changes', async () => {
    await choose('Gebouw', 'Kantoor Utrecht');
    await choose('In-/uitgang', 'Personeelsingang');
    expect(screen.getByRole('combobox', { name: 'In-/uitgang' })).toHaveTextContent('Personeelsingang');
    await choose('Gebouw', 'Zorgcentrum De Kempen');
    await choose('Gebouw', 'Kantoor Utrecht');
    expect(screen.getByRole('combobox', { name: 'In-/uitgang' })).not.toHaveTextContent('Personeelsingang');
  });

  it("shows the building's floor maximum and refuses a floor above it", async () => {
    await choose('Gebouw', 'Kantoor Utrecht');
    expect(screen.getByText('Maximum: 4 etages')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), 'Dakterras');
    const floor = screen.getByRole('spinbutton', { name: /Etage/ });
    await userEvent.clear(floor);
    await userEvent.type(floor, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('De etage mag niet hoger zijn dan het aantal etages van het gebouw (4).')).toBeInTheDocument();
    await choose('Gebouw', 'Zorgcentrum De Kempen');
    expect(await screen.findByText('De etage mag niet hoger zijn dan het aantal etages van het gebouw (2).')).toBeInTheDocument();
  });

  it('names what is missing', async () => {
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Etage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Gebouw is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Naam is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Etage is verplicht')).toBeInTheDocument();
  });

  it('lists keys as "number (cabinet)" after "Geen sleutel", and front door key is on', async () => {
    expect(await optionsOf('Sleutel')).toEqual(['Geen sleutel', 'U-001 (Sleutelkast Receptie Utrecht)']);
    expect(screen.getByRole('switch', { name: 'Voordeursleutel' })).toBeChecked();
  });
});
