import * as v from 'valibot';
import { emptyMalfunction, malfunctionSchema } from './malfunctionSchema';

const issues = (input: unknown) => Object.fromEntries((v.safeParse(malfunctionSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));
const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('malfunctionSchema', () => {
  const base = { ...emptyMalfunction(day('2026-11-24')), building_id: 'b1', technical_provision_id: 'p1', description: ' Lift hangt ', status: 'in_repair' };

  it('needs building, provision, description, start date and status (records.md §5)', () => {
    expect(issues({ ...emptyMalfunction(), started_at: null })).toEqual({
      building_id: 'Gebouw is verplicht',
      technical_provision_id: 'Technische voorziening is verplicht',
      description: 'Omschrijving is verplicht',
      started_at: 'Startdatum is verplicht',
      status: 'Status is verplicht',
    });
  });

  it('starts today with priority medium and no end date', () => {
    expect(emptyMalfunction(day('2026-11-24'))).toMatchObject({ started_at: day('2026-11-24'), resolved_at: null, priority: 'medium' });
  });

  it('refuses an end date before the start date; the same day is fine', () => {
    expect(issues({ ...base, resolved_at: day('2026-11-23') })).toEqual({ resolved_at: 'De einddatum mag niet voor de startdatum liggen.' });
    expect(issues({ ...base, resolved_at: day('2026-11-24') })).toEqual({});
  });

  it('refuses an unknown priority or status and an end date outside 1900–2200', () => {
    expect(issues({ ...base, priority: 'urgent', status: 'kapot', resolved_at: day('2201-01-01') })).toEqual({
      priority: 'Kies een geldige prioriteit (Laag, Gemiddeld, Hoog of Kritiek).',
      status: 'Status is verplicht',
      resolved_at: 'De einddatum moet tussen 1 januari 1900 en 31 december 2200 liggen.',
    });
  });

  it('trims the description and stores an empty supplier as null', () => {
    expect(v.parse(malfunctionSchema, base)).toMatchObject({ description: 'Lift hangt', supplier_id: null, priority: 'medium' });
  });

  it('refuses a start or an end after today (malfunctions_*_not_future); today is fine', () => {
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    expect(issues({ ...base, started_at: today, resolved_at: today })).toEqual({});
    expect(issues({ ...base, started_at: tomorrow })).toEqual({ started_at: 'De startdatum van een storing kan niet in de toekomst liggen.' });
    expect(issues({ ...base, resolved_at: day('2199-01-01') })).toEqual({ resolved_at: 'De einddatum van een storing kan niet in de toekomst liggen.' });
  });
});
