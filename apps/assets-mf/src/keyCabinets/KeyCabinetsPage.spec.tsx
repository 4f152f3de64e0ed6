import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import KeyCabinetsPage from './KeyCabinetsPage';
import type { KeyCabinet } from './keyCabinetRow';
import { keyCabinetsResource } from './keyCabinetsResource';

const receptie: KeyCabinet = {
  id: 'c1',
  name: 'Sleutelkast Receptie',
  space_id: 's1',
  created_at: '',
  space: { id: 's1', name: 'Receptie', building_name: 'Kantoor Utrecht' },
};

const answers: Answers = [
  ...referenceAnswers('space', [
    { id: 's1', label: 'Receptie', detail: 'Kantoor Utrecht' },
    { id: 's2', label: 'Kelder', detail: 'Zorgcentrum De Kempen' },
  ]),
  listAnswer(keyCabinetsResource, [receptie]),
];

describe('KeyCabinetsPage', () => {
  beforeEach(() => renderWithData(<KeyCabinetsPage />, answers, { url: '/key-cabinets' }));

  it('shows the cabinet name and its space with the building', () => {
    const row = within(screen.getByRole('table', { name: 'Sleutelkasten' })).getByRole('row', { name: /Sleutelkast Receptie/ });
    expect(within(row).getByText('Receptie (Kantoor Utrecht)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kastnaam' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("names what is missing in 'Nieuwe Sleutelkast'", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe Sleutelkast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe Sleutelkast' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Naam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Ruimte is verplicht')).toBeInTheDocument();
  });

  it('edits with the row’s values', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Sleutelkast Receptie' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sleutelkast bewerken' });
    expect(within(dialog).getByRole('textbox', { name: /Naam/ })).toHaveValue('Sleutelkast Receptie');
    expect(await within(dialog).findByRole('combobox', { name: /Ruimte/ })).toHaveValue('Receptie (Kantoor Utrecht)');
  });

  it('asks before deleting', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Sleutelkast Receptie' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sleutelkast verwijderen' });
    expect(within(confirm).getByText('Weet je zeker dat je deze sleutelkast wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.')).toBeInTheDocument();
  });
});
