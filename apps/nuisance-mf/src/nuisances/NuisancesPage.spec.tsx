import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveRow } from '@facility/data/records';
import { listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import NuisancesPage from './NuisancesPage';
import { nuisancesResource } from './nuisancesResource';
import { aReport } from './testData';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), saveRow: jest.fn() }));
const save = saveRow as jest.MockedFunction<typeof saveRow>;

const answers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', detail: 'Oudegracht 120, Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', detail: 'Stratumsedijk 30, Eindhoven', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  ...referenceAnswers('space', [{ id: 's1', label: 'Vergaderzaal Dom', detail: 'Kantoor Utrecht' }], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('space', [{ id: 's2', label: 'Recreatiezaal', detail: 'Zorgcentrum De Kempen' }], { filter: { building_id: 'b2' } }),
  ...referenceAnswers('housing', [{ id: 'h1', label: 'Oudegracht 120A', detail: 'Kantoor Utrecht', street: 'Oudegracht', house_number: '120A', floor: 2 }], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('housing', [], { filter: { building_id: 'b2' } }),
];

const report = aReport();

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => save.mockReset());

describe('NuisancesPage list', () => {
  it("shows the reports under 'Alle Overlastmeldingen' (not the spec's always-empty list)", async () => {
    renderWithData(<NuisancesPage />, [...answers, listAnswer(nuisancesResource, [report])], { url: '/nuisances' });
    const table = screen.getByRole('table', { name: 'Alle Overlastmeldingen' });
    const row = within(table).getByRole('row', { name: /Harde muziek/ });
    expect(within(row).getByText('Kantoor Utrecht')).toBeInTheDocument();
    expect(within(row).getByText('Vergaderzaal Dom')).toBeInTheDocument();
    expect(within(row).getByText('Ja')).toBeInTheDocument();
    expect(screen.queryByText('Nog geen overlastmeldingen.')).toBeNull();
    // Reports are not rewritten: no edit entry; the menu only shows the report with its photos.
    await userEvent.click(within(row).getByRole('button', { name: /Acties voor/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Bekijken']);
  });

  it("says 'Nog geen overlastmeldingen.' when there are none", () => {
    renderWithData(<NuisancesPage />, [...answers, listAnswer(nuisancesResource, [])], { url: '/nuisances' });
    expect(screen.getByText('Nog geen overlastmeldingen.')).toBeInTheDocument();
  });
});

describe('NuisancesPage form', () => {
  beforeEach(async () => {
    renderWithData(<NuisancesPage />, [...answers, listAnswer(nuisancesResource, [])], { url: '/nuisances' });
    await userEvent.click(screen.getByRole('button', { name: 'Overlast Melden' }));
    await screen.findByRole('form', { name: 'Nieuwe Overlastmelding' });
  });
  const form = () => screen.getByRole('form', { name: 'Nieuwe Overlastmelding' });

  it("'Overlast Melden' toggles the form, which has every field and switch of the spec", async () => {
    expect((within(form()).getByLabelText(/Datum en tijd/) as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(await within(form()).findByRole('combobox', { name: /Gebouw/ })).toHaveValue('Geen gebouw');
    expect(within(form()).getByRole('combobox', { name: 'Ruimte' })).toBeDisabled();
    expect(within(form()).getByRole('combobox', { name: 'Woning' })).toBeDisabled();
    expect(within(form()).getByPlaceholderText('Beschrijf de overlast')).toBeInTheDocument();
    for (const name of ['Bericht achtergelaten', 'Foto gemaakt', 'Overlastgever (aan)gesproken', 'Vervolgactie noodzakelijk']) {
      expect(within(form()).getByRole('switch', { name })).not.toBeChecked();
    }
    await userEvent.click(screen.getAllByRole('button', { name: 'Overlast Melden' })[0]);
    expect(screen.queryByRole('form', { name: 'Nieuwe Overlastmelding' })).toBeNull();
  });

  it('offers the spaces and housing units of the chosen building, and a new building clears them', async () => {
    await choose('Gebouw', 'Kantoor Utrecht, Oudegracht 120, Utrecht');
    await choose('Ruimte', 'Vergaderzaal Dom');
    await choose('Woning', 'Oudegracht 120A, Etage 2, Kantoor Utrecht');
    await choose('Gebouw', 'Zorgcentrum De Kempen, Stratumsedijk 30, Eindhoven');
    expect(within(form()).getByRole('combobox', { name: 'Ruimte' })).toHaveValue('Geen ruimte');
    expect(within(form()).getByRole('combobox', { name: 'Woning' })).toHaveValue('Geen woning');
  });

  it('refuses a report without building or description, in Dutch, and saves nothing', async () => {
    await userEvent.click(within(form()).getByRole('button', { name: 'Overlast Melden' }));
    expect(await within(form()).findByText('Gebouw is verplicht')).toBeInTheDocument();
    expect(within(form()).getByText('Beschrijf de overlast.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the description with the switches' sentences and 'none' as null, then resets the form", async () => {
    save.mockResolvedValue('n2');
    await choose('Gebouw', 'Kantoor Utrecht, Oudegracht 120, Utrecht');
    await userEvent.type(within(form()).getByPlaceholderText('Beschrijf de overlast'), 'Lawaai');
    await userEvent.click(within(form()).getByRole('switch', { name: 'Bericht achtergelaten' }));
    await userEvent.click(within(form()).getByRole('switch', { name: 'Vervolgactie noodzakelijk' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Overlast Melden' }));
    expect(await screen.findByText('De overlast is succesvol gemeld.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    const [table, row, id] = save.mock.calls[0];
    expect(table).toBe('nuisances');
    expect(id).toBeUndefined();
    expect(row).toMatchObject({
      location: 'b1',
      space_id: null,
      housing_id: null,
      description: 'Lawaai Er is een bericht achtergelaten. Vervolgactie is noodzakelijk.',
      message_left: true,
      has_photo: false,
      resident_contacted: false,
      follow_up_required: true,
    });
    expect(new Date((row as { date_time: string }).date_time).getTime()).not.toBeNaN();
    // The form stays for the next report, empty again.
    expect(within(form()).getByPlaceholderText('Beschrijf de overlast')).toHaveValue('');
    expect(within(form()).getByRole('switch', { name: 'Vervolgactie noodzakelijk' })).not.toBeChecked();
  }, 20000); // many clicks: slow on a busy machine

  it('keeps the input and says so when the save fails', async () => {
    save.mockRejectedValue(new TypeError('Failed to fetch'));
    await choose('Gebouw', 'Kantoor Utrecht, Oudegracht 120, Utrecht');
    await userEvent.type(within(form()).getByPlaceholderText('Beschrijf de overlast'), 'Lawaai');
    await userEvent.click(within(form()).getByRole('button', { name: 'Overlast Melden' }));
    expect(await screen.findByText('Fout')).toBeInTheDocument();
    expect(within(form()).getByPlaceholderText('Beschrijf de overlast')).toHaveValue('Lawaai');
  });
});
