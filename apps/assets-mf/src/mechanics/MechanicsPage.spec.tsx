import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import MechanicsPage from './MechanicsPage';
import type { Mechanic } from './mechanicRow';
import { mechanicsResource } from './mechanicsResource';

const piet: Mechanic = {
  id: 'm1',
  name: 'Piet Monteur',
  supplier_id: 'p1',
  supplier: { id: 'p1', company_name: 'Liftservice BV', name: null },
  mobile_phone: '06 1234 5678',
  comments: 'Alleen ochtenden',
  created_at: '',
};

const answers: Answers = [
  ...referenceAnswers('supplier', [{ id: 'p1', label: 'Liftservice BV' }]),
  listAnswer(mechanicsResource, [piet]),
];

describe('MechanicsPage', () => {
  beforeEach(() => renderWithData(<MechanicsPage />, answers, { url: '/mechanics' }));

  it('shows the supplier by company name', () => {
    const row = within(screen.getByRole('table', { name: 'Monteurs' })).getByRole('row', { name: /Piet Monteur/ });
    expect(within(row).getByText('Liftservice BV')).toBeInTheDocument();
  });

  it("names what is wrong in 'Monteur Toevoegen'", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Monteur Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monteur Toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobiel' }), 'bel me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Naam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.')).toBeInTheDocument();
  });

  it('edits and asks before deleting', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Piet Monteur' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monteur bewerken' });
    expect(await within(dialog).findByRole('combobox', { name: 'Leverancier' })).toHaveValue('Liftservice BV');
  });

  it('asks before deleting a mechanic', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Piet Monteur' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByRole('dialog', { name: 'Monteur verwijderen' })).toBeInTheDocument();
  });
});
