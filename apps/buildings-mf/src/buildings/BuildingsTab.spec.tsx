import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import BuildingsTab from './BuildingsTab';
import { buildingsResource } from './buildingsResource';
import type { Building } from './buildingRow';

const building: Building = { id: 'b1', name: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4, created_at: '' };

const show = (rows: Building[]) => renderWithData(<BuildingsTab />, [listAnswer(buildingsResource, rows)], { url: '/settings?tab=buildings' });

describe('BuildingsTab', () => {
  it('lists the buildings the database gave, with their floors', () => {
    show([building]);
    expect(screen.getByRole('heading', { name: 'Gebouwen Beheer' })).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Gebouwen' })).getByRole('row', { name: /Kantoor Utrecht/ });
    expect(row).toHaveTextContent('Oudegracht 120');
    expect(row).toHaveTextContent('4');
  });

  it('says so when there are no buildings yet', () => {
    show([]);
    expect(screen.getByText('Nog geen gebouwen.')).toBeInTheDocument();
  });

  it('starts a new building empty with 1 floor and shows the Dutch messages instead of saving', async () => {
    show([building]);
    await userEvent.click(screen.getByRole('button', { name: 'Nieuw gebouw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw gebouw toevoegen' });
    const floors = within(dialog).getByLabelText(/Aantal etages/);
    expect(floors).toHaveValue(1);
    await userEvent.clear(floors);
    await userEvent.type(floors, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Naam is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Straat is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Plaats is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Het aantal etages moet minimaal 1 zijn.')).toBeInTheDocument();
    // The first field that breaks a rule gets the focus.
    expect(within(dialog).getByLabelText(/Naam/)).toHaveFocus();
  });

  it('edits a building with its current values from the row menu', async () => {
    show([building]);
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Kantoor Utrecht' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gebouw bewerken' });
    expect(within(dialog).getByLabelText(/Naam/)).toHaveValue('Kantoor Utrecht');
    expect(within(dialog).getByLabelText(/Aantal etages/)).toHaveValue(4);
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  });

  it('asks before deleting', async () => {
    show([building]);
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Kantoor Utrecht' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gebouw verwijderen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je dit gebouw wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gebouw verwijderen' })).toBeNull());
  });
});
