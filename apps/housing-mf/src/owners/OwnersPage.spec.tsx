import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import OwnersPage from './OwnersPage';
import { ownersResource } from './ownersResource';
import type { Owner } from './ownerRow';

const owner: Owner = {
  id: 'o1',
  company_name: 'Vastgoed Utrecht BV',
  contact_person: 'A. Jansen',
  email: 'info@vastgoed-utrecht.nl',
  phone: '030 123 4567',
  address: 'Oudegracht 1',
  postal_code: '3511 AA',
  city: 'Utrecht',
  country: 'Nederland',
  kvk_number: '12345678',
  vat_number: null,
  comments: null,
  created_at: '',
};

const show = (rows: Owner[]) => renderWithData(<OwnersPage />, [listAnswer(ownersResource, rows)], { url: '/owners' });

describe('OwnersPage', () => {
  it("lists the spec's columns, by company name, and says 'Geen eigenaren gevonden' when there are none", () => {
    const { unmount } = show([owner]);
    expect(screen.getByRole('heading', { name: 'Eigenaren Beheer' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Eigenaren' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Bedrijfsnaam',
      'Contactpersoon',
      'Email',
      'Telefoon',
      'Stad',
      'KvK nummer',
      'Acties',
    ]);
    expect(screen.getByRole('columnheader', { name: /Bedrijfsnaam/ })).toHaveAttribute('aria-sort', 'ascending');
    unmount();
    show([]);
    expect(screen.getByText('Geen eigenaren gevonden')).toBeInTheDocument();
  });

  it("starts a new owner in 'Nederland' and refuses what is not an e-mail address", async () => {
    show([owner]);
    await userEvent.click(screen.getByRole('button', { name: 'Eigenaar Toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigenaar Toevoegen' });
    expect(within(dialog).getByLabelText('Land')).toHaveValue('Nederland');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'info@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Bedrijfsnaam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldig e-mailadres')).toBeInTheDocument();
  });

  it('edits and deletes, asking first (decisions.md)', async () => {
    show([owner]);
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Vastgoed Utrecht BV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    expect(within(await screen.findByRole('dialog', { name: 'Eigenaar Bewerken' })).getByLabelText(/Bedrijfsnaam/)).toHaveValue('Vastgoed Utrecht BV');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Vastgoed Utrecht BV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByRole('dialog', { name: 'Eigenaar verwijderen' })).toHaveTextContent(
      'Weet je zeker dat je deze eigenaar wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
  });
});
