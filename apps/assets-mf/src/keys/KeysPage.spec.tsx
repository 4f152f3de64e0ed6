import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterCountAnswer, listAnswer, referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import { format } from 'date-fns';
import KeysPage from './KeysPage';
import type { Key } from './keyRow';
import { keysResource } from './keysResource';

const base: Omit<Key, 'id' | 'number'> = {
  key_cabinet_id: 'c1',
  key_cabinet: { id: 'c1', name: 'Sleutelkast Receptie' },
  brand: 'Abloy',
  description: 'Hoofdsleutel',
  floor: 2,
  characteristics: 'Rood label',
  created_at: '',
  keys_spaces: [
    { space_id: 's1', space: { id: 's1', name: 'Receptie' } },
    { space_id: 's2', space: { id: 's2', name: 'Kelder' } },
  ],
  loaned_to: null,
  loaned_until: null,
  loan_id: null,
};
const present: Key = { ...base, id: 'k1', number: 'U-001' };
const late: Key = { ...base, id: 'k2', number: 'U-002', keys_spaces: [], loaned_to: 'Jan Jansen', loaned_until: '2020-01-31', loan_id: 'l1' };

const answers: Answers = [
  ...referenceAnswers('space', [
    { id: 's1', label: 'Receptie', detail: 'Kantoor Utrecht' },
    { id: 's2', label: 'Kelder', detail: 'Kantoor Utrecht' },
  ]),
  ...referenceAnswers('keyCabinet', [{ id: 'c1', label: 'Sleutelkast Receptie' }]),
  filterCountAnswer(keysResource, 'te-laat', 1),
  listAnswer(keysResource, [present, late]),
];

const table = () => screen.getByRole('table', { name: 'Sleutels' });
const row = (number: string) => within(table()).getByRole('row', { name: new RegExp(number) });

async function openMenu(number: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Acties voor ${number}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('KeysPage', () => {
  beforeEach(() => renderWithData(<KeysPage />, answers, { url: '/keys' }));

  it('shows a badge per space and whether the key is present or handed out', () => {
    const badges = within(within(row('U-001')).getByRole('list', { name: 'Ruimtes' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Receptie', 'Kelder']);
    expect(within(row('U-001')).getByText('Aanwezig')).toBeInTheDocument();
    expect(within(row('U-002')).getByText('Uitgegeven aan Jan Jansen tot 31-01-2020')).toBeInTheDocument();
    expect(within(row('U-002')).getByText('Te laat')).toBeInTheDocument();
    expect(within(row('U-001')).queryByText('Te laat')).toBeNull();
  });

  it("counts the late keys in the header; 'Te laat' switches on and off", async () => {
    const filter = screen.getByRole('button', { name: 'Te laat (1)' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    expect(screen.getByRole('button', { name: 'Te laat (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Te laat (1)' }));
    expect(screen.getByRole('button', { name: 'Te laat (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("names what is missing in 'Sleutel Toevoegen'", async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sleutel Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sleutel Toevoegen' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Etage' }), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Nummer is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Sleutelkast is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('De etage moet een heel getal zijn.')).toBeInTheDocument();
  });

  it('edits a key with its spaces chosen', async () => {
    await openMenu('U-001', 'Bewerken');
    const dialog = await screen.findByRole('dialog', { name: 'Sleutel bewerken' });
    expect(within(dialog).getByRole('textbox', { name: /Nummer/ })).toHaveValue('U-001');
    expect(await within(dialog).findByRole('button', { name: 'Receptie (Kantoor Utrecht)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kelder (Kantoor Utrecht)' })).toBeInTheDocument();
  });

  it("'Uitgeven' goes out today and needs a name and a return date", async () => {
    await openMenu('U-001', 'Uitgeven');
    const dialog = await screen.findByRole('dialog', { name: 'Sleutel U-001 uitgeven' });
    expect(await within(dialog).findByRole('textbox', { name: /Uitgegeven op/ })).toHaveValue(format(new Date(), 'dd-MM-yyyy'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitgeven' }));
    expect(await within(dialog).findByText('Naam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Terugbrengdatum is verplicht')).toBeInTheDocument();
  });

  it('asks before deleting a key', async () => {
    await openMenu('U-001', 'Verwijderen');
    const confirm = await screen.findByRole('dialog', { name: 'Sleutel verwijderen' });
    expect(within(confirm).getByText('Weet je zeker dat je deze sleutel wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.')).toBeInTheDocument();
  });
});
