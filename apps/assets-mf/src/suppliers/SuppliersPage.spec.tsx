import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerTo, listAnswer, renderWithData, type Answers } from '@facility/kit/testing';
import { facilityTypes } from '../common/options';
import SuppliersPage from './SuppliersPage';
import type { Supplier } from './supplierRow';
import { suppliersResource } from './suppliersResource';

const schoonmaak: Supplier = {
  id: 'p1',
  company_name: 'Schoon BV',
  name: 'Petra de Vries',
  email: 'info@schoon.nl',
  phone: '030 123 4567',
  address: null,
  postal_code: null,
  city: 'Utrecht',
  country: 'Nederland',
  vat_number: null,
  kvk_number: null,
  website: 'https://schoon.nl',
  comments: null,
  created_at: '',
  suppliers_facility_types: [{ facility_type_id: 't1' }],
};

const answers: Answers = [
  answerTo(facilityTypes, [{ id: 't2', name: 'Liften' }, { id: 't1', name: 'Schoonmaak' }]),
  listAnswer(suppliersResource, [schoonmaak]),
];

describe('SuppliersPage', () => {
  beforeEach(() => renderWithData(<SuppliersPage />, answers, { url: '/suppliers' }));

  it('opens the website in a new tab, safely', () => {
    const link = within(screen.getByRole('table', { name: 'Leveranciers' })).getByRole('link', { name: 'https://schoon.nl' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("names what is wrong in 'Leverancier Toevoegen', and accepts only http(s) websites", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Leverancier Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leverancier Toevoegen' });
    expect(within(dialog).getByRole('textbox', { name: 'Land' })).toHaveValue('Nederland');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'geen-adres');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Bedrijfsnaam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldig e-mailadres')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldige website URL')).toBeInTheDocument();
  });

  it('edits a supplier with its facility types chosen', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Schoon BV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leverancier bewerken' });
    expect(within(dialog).getByRole('textbox', { name: /Bedrijfsnaam/ })).toHaveValue('Schoon BV');
    expect(within(dialog).getByRole('combobox', { name: 'Soorten voorzieningen' })).toHaveTextContent('Schoonmaak');
  });

  it('asks before deleting a supplier', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Schoon BV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leverancier verwijderen' });
    expect(within(confirm).getByText('Weet je zeker dat je deze leverancier wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.')).toBeInTheDocument();
  });
});
