import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, renderWithData } from '@facility/kit/testing';
import AccessTab, { ONLY_BEHEERDER } from './AccessTab';
import { accessResource } from './accessResource';
import type { StaffMember } from './staffRow';
import { useOwnRole } from './useOwnRole';

jest.mock('./useOwnRole', () => ({ useOwnRole: jest.fn() }));

const SIGNED_IN = '2026-11-27T09:05:00';

function member(id: string, name: string, more: Partial<StaffMember>): StaffMember {
  return {
    id,
    name,
    email: `${id}@example.nl`,
    role: 'medewerker',
    all_buildings: false,
    active: true,
    last_sign_in_at: null,
    invited_at: null,
    email_confirmed_at: '2026-11-01T10:00:00Z',
    building_ids: [],
    building_names: null,
    ...more,
  };
}

// In the order the database sorted them (by name).
const staff = [
  member('beheer', 'Demo Beheerder', { role: 'beheerder', all_buildings: true, last_sign_in_at: new Date(SIGNED_IN).toISOString() }),
  member('lezer', 'Demo Lezer', { role: 'lezer', building_ids: ['b2'], building_names: 'Residentie Amstelkwartier' }),
  member('nieuw', 'Nieuwe Collega', { building_ids: ['b1', 'b3'], building_names: 'Bedrijvencentrum Coolsingel, Kantoor Utrecht', invited_at: '2026-11-26T08:00:00Z', email_confirmed_at: null }),
  member('weg', 'Oud Collega', { active: false, building_ids: ['b1'], building_names: 'Kantoor Utrecht', last_sign_in_at: new Date(SIGNED_IN).toISOString() }),
];

const show = (role: string | null = 'beheerder') => {
  jest.mocked(useOwnRole).mockReturnValue({ role, userId: 'beheer' });
  return renderWithData(<AccessTab />, [listAnswer(accessResource, staff)], { url: '/settings?tab=toegang' });
};

const cellsOf = (name: string) =>
  within(within(screen.getByRole('table', { name: 'Medewerkers' })).getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** staff-admin answers `status` with `body`; the requests it got. */
function functionAnswers(status: number, body: unknown) {
  const fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  global.fetch = fetch as unknown as typeof global.fetch;
  return () =>
    fetch.mock.calls
      .map((call) => call as unknown as [RequestInfo | URL, RequestInit])
      .filter(([url]) => String(url).endsWith('/functions/v1/staff-admin'))
      .map(([, init]) => JSON.parse(String(init.body)));
}

describe('AccessTab', () => {
  it('lists name, e-mail, role, buildings, last sign-in and status', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Toegang' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Medewerkers' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Naam', 'E-mail', 'Rol', 'Gebouwen', 'Laatst ingelogd', 'Status']));
    expect(cellsOf('Demo Beheerder')).toEqual(expect.arrayContaining(['Demo Beheerder', 'beheer@example.nl', 'Beheerder', 'Alle gebouwen', '27-11-2026 09:05', 'Actief']));
    expect(cellsOf('Demo Lezer')).toEqual(expect.arrayContaining(['Lezer', 'Residentie Amstelkwartier', 'Nog niet', 'Actief']));
    expect(cellsOf('Nieuwe Collega')).toEqual(expect.arrayContaining(['Medewerker', 'Bedrijvencentrum Coolsingel, Kantoor Utrecht', 'Uitgenodigd']));
    expect(cellsOf('Oud Collega')).toEqual(expect.arrayContaining(['Kantoor Utrecht', '27-11-2026 09:05', 'Gedeactiveerd']));
  });

  it.each(['medewerker', 'lezer', null])('tells a %s that only a beheerder manages access, without the list', (role) => {
    show(role);
    expect(screen.getByText(ONLY_BEHEERDER)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Medewerker uitnodigen' })).toBeNull();
  });

  it('says so when the own role cannot be read, with a retry', async () => {
    const retry = jest.fn();
    jest.mocked(useOwnRole).mockReturnValue({ role: undefined, userId: 'beheer', failure: { error: new TypeError('Failed to fetch'), retry } });
    renderWithData(<AccessTab />, [], { url: '/settings?tab=toegang' });
    expect(screen.getByText('Er is een fout opgetreden bij het ophalen van je rol')).toBeInTheDocument();
    expect(screen.queryByText(ONLY_BEHEERDER)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalled();
  });

  it("names what is missing in 'Medewerker uitnodigen', in Dutch", async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Medewerker uitnodigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker uitnodigen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'geen-adres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));
    expect(await within(dialog).findByText('Vul de naam van de medewerker in.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ongeldig e-mailadres')).toBeInTheDocument();
    expect(within(dialog).getByText('Kies een rol.')).toBeInTheDocument();
    // With those right, the buildings: one at least, or all.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Naam/ }), 'Nieuwe Collega');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nieuw@example.nl');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medewerker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));
    expect(await within(dialog).findByText('Kies minstens één gebouw of alle gebouwen.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Vul de naam van de medewerker in.')).toBeNull();
    // 'Alle gebouwen' takes the place of the buildings.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Alle gebouwen' }));
    expect(within(dialog).queryByRole('combobox', { name: /Gebouwen/ })).toBeNull();
  });

  it('invites through staff-admin and keeps the input when it refuses, with its Dutch reason', async () => {
    const requests = functionAnswers(409, { error: 'Er is al een account met dit e-mailadres.' });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Medewerker uitnodigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker uitnodigen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Naam/ }), '  Nieuwe Collega ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nieuw@example.nl');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lezer' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Alle gebouwen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Er is al een account met dit e-mailadres.')).toBeInTheDocument();
    expect(requests()).toEqual([
      { action: 'invite', name: 'Nieuwe Collega', email: 'nieuw@example.nl', role: 'lezer', all_buildings: true, building_ids: [], redirect_to: window.location.origin },
    ]);
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('nieuw@example.nl');

    functionAnswers(200, { user_id: 'u-nieuw' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Uitnodiging verstuurd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Medewerker uitnodigen' })).toBeNull());
  });

  it("edits only role and buildings ('Toegang wijzigen')", async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Demo Lezer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toegang wijzigen' });
    expect(within(dialog).queryByRole('textbox', { name: /Naam/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Lezer');
    expect(within(dialog).getByRole('switch', { name: 'Alle gebouwen' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  });

  it('asks before deactivating, and offers reactivating a deactivated one', async () => {
    const requests = functionAnswers(200, { active: false });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Oud Collega' }));
    expect(await screen.findByRole('menuitem', { name: 'Heractiveren' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactiveren' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Demo Lezer' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactiveren' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Heractiveren' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deactiveren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Medewerker deactiveren?' });
    expect(confirm).toHaveTextContent('Demo Lezer kan daarna niet meer inloggen en wordt bij de volgende actie afgemeld.');
    expect(requests()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('Medewerker gedeactiveerd')).toBeInTheDocument();
    expect(requests()).toEqual([{ action: 'set-active', user_id: 'lezer', active: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Medewerker deactiveren?' })).toBeNull());
  });

  it('does not offer a beheerder to deactivate themselves', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor Demo Beheerder' }));
    expect(await screen.findByRole('menuitem', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactiveren' })).toBeNull();
  });
});
