import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import MalfunctionsPage from './MalfunctionsPage';
import type { Malfunction } from './malfunctionRow';
import { malfunctionsResource } from './malfunctionsResource';
import { saveMalfunction } from './saveMalfunction';

jest.mock('./saveMalfunction', () => ({ saveMalfunction: jest.fn() }));
const save = saveMalfunction as jest.MockedFunction<typeof saveMalfunction>;

const lift = { id: 'p1', label: 'Lift A', detail: 'Schindler 3300', building_id: 'b1', service_company_id: 'sup1', status: 'in_repair' };
const pump = { id: 'p2', label: 'Warmtepomp', detail: 'Daikin Altherma', building_id: 'b1', service_company_id: null, status: 'active' };
const boiler = { id: 'p3', label: 'CV-ketel', detail: 'Remeha Tzerra', building_id: 'b2', service_company_id: 'sup2', status: 'out_of_order' };

const answers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  ...referenceAnswers('provision', [lift, pump], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('provision', [boiler], { filter: { building_id: 'b2' } }),
  ...referenceAnswers('supplier', [
    { id: 'sup1', label: 'Liftservice Nederland' },
    { id: 'sup2', label: 'Installatiebedrijf Van Dijk' },
  ]),
];

const malfunction = (over: Partial<Malfunction>): Malfunction => ({
  id: 'm1',
  technical_provision_id: 'p1',
  device_name: 'Lift A',
  technical_provision: { id: 'p1', device_name: 'Lift A', type_and_model: 'Schindler 3300', status: 'in_repair', space: { building_id: 'b1' } },
  supplier_id: 'sup1',
  supplier_company_name: 'Liftservice Nederland',
  supplier: { id: 'sup1', company_name: 'Liftservice Nederland', name: null },
  description: 'Lift blijft hangen op de tweede etage',
  started_at: new Date(2026, 10, 20, 9, 30).toISOString(),
  resolved_at: null,
  priority: 'high',
  created_at: '',
  attachment_count: 0,
  ...over,
});

const rows = [
  malfunction({}),
  malfunction({ id: 'm2', description: 'Pomp maakt lawaai', priority: 'low', resolved_at: new Date(2026, 10, 22, 14, 0).toISOString(), supplier_id: null, supplier_company_name: null, supplier: null }),
];

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string | RegExp) => screen.getByRole('combobox', { name });

async function choose(name: string | RegExp, option: string) {
  await userEvent.click(field(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  save.mockReset();
  renderWithData(<MalfunctionsPage />, [...answers, listAnswer(malfunctionsResource, rows)], { url: '/malfunctions' });
});

describe('MalfunctionsPage list', () => {
  it('shows the provision with its type and model, dd-MM-yyyy dates, Open or Opgelost, and the priority', () => {
    const table = screen.getByRole('table', { name: 'Storingen' });
    const open = within(table).getByRole('row', { name: /Lift blijft hangen/ });
    expect(within(open).getByText('Lift A')).toBeInTheDocument();
    expect(within(open).getByText('Schindler 3300')).toBeInTheDocument();
    expect(within(open).getByText('Liftservice Nederland')).toBeInTheDocument();
    expect(within(open).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Hoog')).toBeInTheDocument();
    const resolved = within(table).getByRole('row', { name: /Pomp maakt lawaai/ });
    expect(within(resolved).getByText('22-11-2026')).toBeInTheDocument();
    expect(within(resolved).getByText('Opgelost')).toBeInTheDocument();
    expect(within(resolved).getByText('Laag')).toBeInTheDocument();
  });

  it('asks before deleting a malfunction', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Lift A: Lift blijft hangen op de tweede etage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Storing verwijderen' });
    expect(within(confirm).getByText('Weet je zeker dat je deze storing wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.')).toBeInTheDocument();
  });
});

describe("'Nieuwe storing'", () => {
  beforeEach(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe storing' }));
  });

  it('starts today with priority Gemiddeld, and names what is missing in Dutch', async () => {
    const form = await screen.findByRole('dialog', { name: 'Nieuwe storing' });
    expect(within(form).getByRole('combobox', { name: /Prioriteit/ })).toHaveTextContent('Gemiddeld');
    expect(await within(form).findByRole('textbox', { name: /Startdatum/ })).toHaveValue(format(new Date(), 'dd-MM-yyyy'));
    expect(await within(form).findByRole('combobox', { name: /Technische voorziening/ })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(form).findByText('Gebouw is verplicht')).toBeInTheDocument();
    expect(within(form).getByText('Technische voorziening is verplicht')).toBeInTheDocument();
    expect(within(form).getByText('Omschrijving is verplicht')).toBeInTheDocument();
    expect(within(form).getByText('Status is verplicht')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("offers the building's provisions; choosing one brings its status and service company; another building clears it", async () => {
    const form = await screen.findByRole('dialog', { name: 'Nieuwe storing' });
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await userEvent.click(field(/Technische voorziening/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Lift A (Schindler 3300)', 'Warmtepomp (Daikin Altherma)']);
    await userEvent.click(screen.getByRole('option', { name: 'Lift A (Schindler 3300)' }));
    expect(within(form).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('In reparatie');
    expect(within(form).getByRole('combobox', { name: 'Leverancier' })).toHaveValue('Liftservice Nederland');

    await choose(/Technische voorziening/, 'Warmtepomp (Daikin Altherma)');
    expect(within(form).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Actief');
    // The pump has no service company: the supplier is emptied.
    expect(within(form).getByRole('combobox', { name: 'Leverancier' })).toHaveValue('Geen leverancier');

    await choose(/Gebouw/, 'Zorgcentrum De Kempen');
    expect(within(form).getByRole('combobox', { name: /Technische voorziening/ })).toHaveValue('');
    await userEvent.click(field(/Technische voorziening/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['CV-ketel (Remeha Tzerra)']);
  }, 20000); // many clicks: slow on a busy machine

  it('keeps the form and its input when saving fails, with the red toast', async () => {
    save.mockRejectedValueOnce({ code: 'XX000', message: 'internal error' });
    const form = await screen.findByRole('dialog', { name: 'Nieuwe storing' });
    await choose(/Gebouw/, 'Kantoor Utrecht');
    await choose(/Technische voorziening/, 'Lift A (Schindler 3300)');
    await userEvent.type(within(form).getByRole('textbox', { name: /Omschrijving/ }), 'Deur sluit niet');
    await choose(/Prioriteit/, 'Hoog');
    await userEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is een fout opgetreden bij het opslaan van de storing.')).toBeInTheDocument();
    expect(screen.getByText('Fout')).toBeInTheDocument();
    expect(within(dialog('Nieuwe storing')).getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Deur sluit niet');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ technical_provision_id: 'p1', supplier_id: 'sup1', description: 'Deur sluit niet', status: 'in_repair', priority: 'high', resolved_at: null }),
      null,
    );
  }, 20000);
});

describe("'Storing bewerken'", () => {
  it("takes the building from the provision and the status from the provision's current one, and saves that malfunction's own row", async () => {
    save.mockResolvedValueOnce('m1');
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Lift A: Lift blijft hangen op de tweede etage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const form = await screen.findByRole('dialog', { name: 'Storing bewerken' });
    expect(await within(form).findByRole('combobox', { name: /Gebouw/ })).toHaveValue('Kantoor Utrecht');
    expect(within(form).getByRole('combobox', { name: /Technische voorziening/ })).toHaveValue('Lift A (Schindler 3300)');
    expect(within(form).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('In reparatie');
    expect(within(form).getByRole('combobox', { name: /Prioriteit/ })).toHaveTextContent('Hoog');
    await choose(/^Status/, 'Actief');
    await userEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Storing bijgewerkt')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ technical_provision_id: 'p1', status: 'active' }), 'm1');
  }, 20000);
});
