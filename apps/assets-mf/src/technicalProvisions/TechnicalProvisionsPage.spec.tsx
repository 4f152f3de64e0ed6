import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerTo, listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import { facilityTypes } from '../common/options';
import TechnicalProvisionsPage from './TechnicalProvisionsPage';
import { saveProvision } from './saveProvision';
import type { TechnicalProvision } from './provisionRow';
import { technicalProvisionsResource } from './technicalProvisionsResource';

jest.mock('./saveProvision', () => ({ saveProvision: jest.fn() }));
const save = saveProvision as jest.MockedFunction<typeof saveProvision>;

const lift: TechnicalProvision = {
  id: 'p1',
  device_name: 'Personenlift A',
  type_and_model: 'MonoSpace 500',
  manufacturer: 'Kone',
  serial_number: 'KN-1',
  compatibility: null,
  facility_type_id: 't1',
  space_id: 's1',
  building_name: 'Kantoor Utrecht',
  installation_date: '2020-01-01',
  installer_id: null,
  warranty_end_date: null,
  requires_inspection: true,
  next_inspection_date: '2026-12-14',
  next_maintenance_date: '2026-12-01',
  maintenance_interval_months: 6,
  inspection_interval_months: 12,
  service_company_id: 'c1',
  status: 'in_repair',
  company_id: null,
  created_at: '',
  attachment_count: 0,
  space: { id: 's1', name: 'Liftschacht', building_id: 'b1', building_name: 'Kantoor Utrecht' },
  facility_type: { id: 't1', name: 'Liften' },
  installer: null,
  service_company: { id: 'c1', company_name: 'Liftservice BV', name: null },
  company: null,
  owners_technical_provisions: [{ owner_id: 'o1', owner: { id: 'o1', company_name: 'Domstad Vastgoed' } }],
};
const boiler: TechnicalProvision = { ...lift, id: 'p2', device_name: 'CV-ketel', manufacturer: 'Vaillant', requires_inspection: false, next_inspection_date: null, inspection_interval_months: null, status: 'active' };

const answers: Answers = [
  listAnswer(technicalProvisionsResource, [boiler, lift]),
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht' },
    { id: 'b2', label: 'Magazijn' },
  ]),
  ...referenceAnswers('space', [{ id: 's1', label: 'Liftschacht', detail: 'Kantoor Utrecht' }], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('space', [{ id: 's9', label: 'Hal', detail: 'Magazijn' }], { filter: { building_id: 'b2' } }),
  answerTo(facilityTypes, [{ id: 't1', name: 'Liften' }, { id: 't2', name: 'Verwarming' }]),
  ...referenceAnswers('supplierOfType', [{ id: 'c1', label: 'Liftservice BV' }], { filter: { facility_type_id: 't1' } }),
  ...referenceAnswers('supplierOfType', [{ id: 'c2', label: 'Warmte BV' }], { filter: { facility_type_id: 't2' } }),
  ...referenceAnswers('supplier', [
    { id: 'c1', label: 'Liftservice BV' },
    { id: 'c2', label: 'Warmte BV' },
  ]),
  ...referenceAnswers('company', [{ id: 'v1', label: 'VvE Domplein' }]),
  ...referenceAnswers('owner', [{ id: 'o1', label: 'Domstad Vastgoed' }]),
];

const table = () => screen.getByRole('table', { name: 'Technische voorzieningen' });

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openAdd() {
  await userEvent.click(screen.getByRole('button', { name: 'Voorziening Toevoegen' }));
  return screen.findByRole('dialog', { name: 'Voorziening Toevoegen' });
}

async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Apparaat/ }), 'Warmtepomp');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Type en model/ }), 'VWL 101');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Fabrikant/ }), 'Vaillant');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Serienummer/ }), 'VL-1');
}

beforeEach(() => {
  save.mockReset();
  renderWithData(<TechnicalProvisionsPage />, answers, { url: '/technical-provisions' });
});

describe('TechnicalProvisionsPage', () => {
  it('shows building, device with its manufacturer beneath, next inspection (dd-MM-yyyy) and the status badge', () => {
    const row = within(table()).getByRole('row', { name: /Personenlift A/ });
    expect(within(row).getByText('Kantoor Utrecht')).toBeInTheDocument();
    expect(within(row).getByText('Kone')).toBeInTheDocument();
    expect(within(row).getByText('14-12-2026')).toBeInTheDocument();
    expect(within(row).getByText('In reparatie')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Gebouw', 'Apparaat', 'Volgende keuring', 'Status']));
  });

  it('offers the spaces of the chosen building only, and clears the space when the building changes', async () => {
    const dialog = await openAdd();
    expect(await within(dialog).findByRole('combobox', { name: /^Ruimte/ })).toBeDisabled();
    await choose(dialog, 'Gebouw', 'Kantoor Utrecht');
    await choose(dialog, 'Ruimte', 'Liftschacht');
    expect(within(dialog).getByRole('combobox', { name: /^Ruimte/ })).toHaveValue('Liftschacht');
    await choose(dialog, 'Gebouw', 'Magazijn');
    expect(within(dialog).getByRole('combobox', { name: /^Ruimte/ })).toHaveValue('Geen ruimte');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Ruimte/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Geen ruimte', 'Hal']);
  });

  it('offers service companies only after a facility type, only those linked to it, and clears the choice when the type changes', async () => {
    const dialog = await openAdd();
    expect(await within(dialog).findByRole('combobox', { name: /^Servicebedrijf/ })).toBeDisabled();
    await choose(dialog, 'Soort voorziening', 'Liften');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Servicebedrijf/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Geen servicebedrijf', 'Liftservice BV']);
    await userEvent.click(screen.getByRole('option', { name: 'Liftservice BV' }));
    await choose(dialog, 'Soort voorziening', 'Verwarming');
    expect(within(dialog).getByRole('combobox', { name: /^Servicebedrijf/ })).toHaveValue('Geen servicebedrijf');
  });

  it('shows the inspection date only while inspection is required, and saves it empty when off', async () => {
    save.mockResolvedValueOnce('p9');
    const dialog = await openAdd();
    const inspection = within(dialog).getByRole('switch', { name: 'Keuring vereist' });
    expect(within(dialog).queryByRole('textbox', { name: /Volgende keuring/ })).toBeNull();
    await userEvent.click(inspection);
    expect(await within(dialog).findByRole('textbox', { name: /Volgende keuring/ })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Keuringsinterval/ }), '12');
    await userEvent.click(inspection);
    expect(within(dialog).queryByRole('textbox', { name: /Volgende keuring/ })).toBeNull();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Technische voorziening succesvol toegevoegd')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ device_name: 'Warmtepomp', requires_inspection: false, next_inspection_date: null, inspection_interval_months: null, status: 'active' }),
      null,
    );
    expect(save.mock.calls[0][0]).not.toHaveProperty('building_id');
  });

  it('names the missing required fields and a wrong interval', async () => {
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Onderhoudsinterval/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Apparaat is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Type en model is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Fabrikant is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Serienummer is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the form and its input open when adding fails, with the spec text', async () => {
    save.mockRejectedValueOnce(new Error('502 Bad Gateway'));
    const dialog = await openAdd();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Er is een fout opgetreden bij het toevoegen van de technische voorziening')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Voorziening Toevoegen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Apparaat/ })).toHaveValue('Warmtepomp');
  });

  it('edits a provision with its building, space, owner and switch filled in; a failed update says so', async () => {
    save.mockRejectedValueOnce(new Error('502 Bad Gateway'));
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Personenlift A' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voorziening bewerken' });
    expect(await within(dialog).findByRole('combobox', { name: /^Gebouw/ })).toHaveValue('Kantoor Utrecht');
    expect(within(dialog).getByRole('combobox', { name: /^Ruimte/ })).toHaveValue('Liftschacht');
    expect(within(dialog).getByRole('combobox', { name: /^Servicebedrijf/ })).toHaveValue('Liftservice BV');
    expect(within(dialog).getByRole('combobox', { name: /^Eigenaar/ })).toHaveValue('Domstad Vastgoed');
    expect(within(dialog).getByRole('switch', { name: 'Keuring vereist' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is een fout opgetreden bij het bijwerken van de technische voorziening')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ space_id: 's1', owner_id: 'o1', next_inspection_date: '2026-12-14' }), 'p1');
  });

  it("offers 'Keuring uitgevoerd' only for a provision that requires inspection", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor CV-ketel' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Bekijken', 'Onderhoud uitgevoerd', 'Bewerken', 'Verwijderen']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Personenlift A' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Bekijken', 'Onderhoud uitgevoerd', 'Keuring uitgevoerd', 'Bewerken', 'Verwijderen']);
  });
});
