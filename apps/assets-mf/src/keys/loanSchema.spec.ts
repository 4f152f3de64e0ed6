import * as v from 'valibot';
import { emptyLoan, loanSchema } from './loanSchema';

const issues = (input: unknown) => Object.fromEntries((v.safeParse(loanSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('loanSchema', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00`);
  const base = { ...emptyLoan(day('2026-11-24')), borrower_name: ' Jan Jansen ', due_date: day('2026-12-01') };

  it('needs a name and a return date not before the day the key goes out', () => {
    expect(issues(emptyLoan(day('2026-11-24')))).toEqual({ borrower_name: 'Naam is verplicht', due_date: 'Terugbrengdatum is verplicht' });
    expect(issues({ ...base, due_date: day('2026-11-23') })).toEqual({ due_date: 'De terugbrengdatum mag niet voor de uitgiftedatum liggen.' });
    expect(issues({ ...base, due_date: day('2026-11-24') })).toEqual({});
  });

  it('refuses a malformed phone and a date outside 1900–2200', () => {
    expect(issues({ ...base, borrower_phone: 'bel mij', due_date: day('2201-01-01') })).toEqual({
      borrower_phone: 'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.',
      due_date: 'Vul een datum tussen 1 januari 1900 en 31 december 2200 in.',
    });
  });

  it('stores empty company and phone as null and trims the name', () => {
    expect(v.parse(loanSchema, base)).toEqual({ borrower_name: 'Jan Jansen', borrower_company: null, borrower_phone: null, handed_out_on: '2026-11-24', due_date: '2026-12-01' });
  });

  it('refuses a key handed out after today; its return may lie in the future', () => {
    expect(issues({ ...base, handed_out_on: day('2199-01-01'), due_date: day('2199-02-01') })).toEqual({
      handed_out_on: 'De uitgiftedatum kan niet in de toekomst liggen.',
    });
    expect(issues({ ...base, due_date: day('2199-02-01') })).toEqual({});
  });
});
