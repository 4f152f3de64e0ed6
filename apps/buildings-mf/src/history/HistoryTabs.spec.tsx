import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import { useOwnRole } from '../access/useOwnRole';
import ChangesTab from './ChangesTab';
import DeletedTab from './DeletedTab';
import { changesResource } from './changesResource';
import { deletedResource } from './deletedResource';
import { ONLY_WRITERS } from './historyTexts';

jest.mock('../access/useOwnRole', () => ({ useOwnRole: jest.fn() }));

const asRole = (role: string) => jest.mocked(useOwnRole).mockReturnValue({ role, userId: 'u1' });

const change = {
  id: 7,
  table_name: 'malfunctions',
  row_id: 'm1',
  action: 'update',
  actor_email: 'ria@example.nl',
  actor_name: 'Ria de Vries',
  changed_at: '2026-11-26T14:32:00',
  changes: { resolved_at: [null, '2026-11-26T14:32:00'] },
  row_count: 1,
  label: null,
};

const deleted = {
  id: 9,
  table_name: 'spaces',
  row_id: 's1',
  actor_email: 'ria@example.nl',
  actor_name: 'Ria de Vries',
  changed_at: '2026-11-26T15:00:00',
  old_row: { id: 's1', name: 'Archief', building_id: 'b1' },
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe("'Wijzigingen'", () => {
  it('lists who changed what and when, in Dutch, with its filter fields', async () => {
    asRole('medewerker');
    renderWithData(<ChangesTab />, [listAnswer(changesResource, [change])], { url: '/settings?tab=wijzigingen' });
    const row = await screen.findByRole('row', { name: /Ria de Vries/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['26-11-2026 14:32', 'Ria de Vries', 'Storing', 'Gewijzigd', 'Status: Open → Opgelost; Einddatum: — → 26-11-2026 14:32']),
    );
    for (const label of ['Persoon', 'Soort', 'Actie', 'Vanaf', 'Tot en met']) expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Actie')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alle', 'Toegevoegd', 'Gewijzigd', 'Verwijderd']);
  });

  it('tells a lezer it is for beheerders and medewerkers', async () => {
    asRole('lezer');
    renderWithData(<ChangesTab />, [], { url: '/settings?tab=wijzigingen' });
    expect(await screen.findByText(ONLY_WRITERS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("'Verwijderd'", () => {
  it("restores a row with 'Herstellen', and tells why not in Dutch when the database refuses", async () => {
    asRole('beheerder');
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      calls.push(String(url));
      const body = { code: '23503', message: 'insert or update on table "spaces" violates foreign key constraint "spaces_building_id_fkey"', details: 'Key (building_id)=(b1) is not present in table "buildings".' };
      return new Response(JSON.stringify(body), { status: 409, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof global.fetch;
    renderWithData(<DeletedTab />, [listAnswer(deletedResource, [deleted])], { url: '/settings?tab=verwijderd' });
    const row = await screen.findByRole('row', { name: /Archief/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Ruimte', 'Archief', 'Ria de Vries', '26-11-2026 15:00']));
    await userEvent.click(within(row).getByRole('button', { name: 'Acties voor Ruimte Archief' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Herstellen' }));
    expect(await screen.findByText('Herstellen kan niet: het gebouw waar dit bij hoorde bestaat niet meer.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((u) => u.endsWith('/rest/v1/rpc/restore_deleted'))).toBe(true));
  });
});
