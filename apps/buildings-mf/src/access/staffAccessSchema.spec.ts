import * as v from 'valibot';
import { accessArgs, EMPTY_STAFF_ACCESS, inviteRequest, NO_BUILDINGS, staffAccessSchema, type StaffAccessInput } from './staffAccessSchema';

/** Per field the message a form shows (its resolver stops a field's rules at the first). */
const messages = (input: StaffAccessInput) => {
  const result = v.safeParse(staffAccessSchema, input, { abortPipeEarly: true });
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};
const parse = (input: StaffAccessInput) => v.parse(staffAccessSchema, input);

const invite: StaffAccessInput = { ...EMPTY_STAFF_ACCESS, name: ' Nieuwe Collega ', email: ' nieuw@example.nl ', role: 'medewerker', building_ids: ['b1'] };

describe('staffAccessSchema', () => {
  it('asks name, e-mail and role of someone invited, each in Dutch', () => {
    expect(messages(EMPTY_STAFF_ACCESS)).toEqual({
      name: 'Vul de naam van de medewerker in.',
      email: 'Vul het e-mailadres van de medewerker in.',
      role: 'Kies een rol.',
    });
    expect(messages({ ...invite, email: 'geen-adres', name: 'Jan\nJansen' })).toEqual({
      name: 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.',
      email: 'Ongeldig e-mailadres',
    });
    expect(messages({ ...invite, role: 'eigenaar' })).toEqual({ role: 'Kies een rol.' });
  });

  it('needs a building unless all buildings', () => {
    expect(messages({ ...invite, building_ids: [] })).toEqual({ building_ids: NO_BUILDINGS });
    expect(messages({ ...invite, building_ids: [], all_buildings: true })).toEqual({});
  });

  it('does not check the name and e-mail of an edit (they are not in its form)', () => {
    expect(messages({ ...EMPTY_STAFF_ACCESS, inviting: false, email: "o'brien@example", role: 'lezer', all_buildings: true })).toEqual({});
  });

  it("sends staff-admin the invitation: trimmed, the buildings once, none with all buildings, the link to this app's origin", () => {
    expect(inviteRequest(parse({ ...invite, building_ids: ['b1', 'b2', 'b1'] }), 'https://beheer.example.nl')).toEqual({
      action: 'invite',
      name: 'Nieuwe Collega',
      email: 'nieuw@example.nl',
      role: 'medewerker',
      all_buildings: false,
      building_ids: ['b1', 'b2'],
      redirect_to: 'https://beheer.example.nl',
    });
    expect(inviteRequest(parse({ ...invite, all_buildings: true }), 'http://localhost:4200')).toMatchObject({ all_buildings: true, building_ids: [] });
  });

  it('gives save_staff_access the role and buildings of an edit', () => {
    const values = parse({ ...EMPTY_STAFF_ACCESS, inviting: false, name: 'Demo Lezer', email: 'lezer@example.nl', role: 'medewerker', building_ids: ['b1'] });
    expect(accessArgs(values, 'u1')).toEqual({ p_user_id: 'u1', p_role: 'medewerker', p_all_buildings: false, p_building_ids: ['b1'] });
  });
});
