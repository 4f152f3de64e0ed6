import * as v from 'valibot';
import { format } from 'date-fns';
import { emptyNuisance, nuisanceSchema } from './nuisanceSchema';

const issues = (input: unknown) => Object.fromEntries((v.safeParse(nuisanceSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));
const report = (dateTime: string) => ({ ...emptyNuisance(), date_time: dateTime, location: 'b1', description: 'Harde muziek' });

describe('nuisanceSchema: the date and time of the report', () => {
  it('takes now and any moment of today, also later today', () => {
    expect(issues(report(format(new Date(), "yyyy-MM-dd'T'HH:mm")))).toEqual({});
    expect(issues(report(format(new Date(), "yyyy-MM-dd'T'23:59")))).toEqual({});
  });

  it('refuses a day after today (nuisances_date_time_not_future), and a date outside 1900–2200 with the range only', () => {
    const now = new Date();
    const tomorrow = format(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 5), "yyyy-MM-dd'T'HH:mm");
    for (const later of [tomorrow, '2199-01-01T10:00']) {
      expect(issues(report(later))).toEqual({ date_time: 'De datum van de melding kan niet in de toekomst liggen.' });
    }
    expect(issues(report('2201-01-01T10:00'))).toEqual({ date_time: 'De datum van de melding moet tussen 1 januari 1900 en 31 december 2200 liggen.' });
  });
});
