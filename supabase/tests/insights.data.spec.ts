// Insights (20261128002000_insights.sql): consumption per meter, malfunctions per week and
// work due per month, computed in the database and called through PostgREST RPC as the
// demo user. The figures of utility_consumption are worked out by hand below. The seed has
// malfunctions and provisions of its own, so the dashboard tests compare the counts before
// and after adding rows of their own, at dates relative to today.
import { constraintName, toDutchMessage } from '@facility/data';
import { RUN } from './cases';
import { MISSING_ID, SEED, amsterdamDay, amsterdamDayStart, anonClient, deleteEach, ownerDb, userClient, type Db } from './helpers';

let db: Db;
let serial = 0;
const utilities: string[] = [];
const provisions: string[] = [];

beforeAll(async () => {
  db = await userClient();
});

// Every row added here goes again, one request per row (one_row_per_write).
afterAll(async () => {
  if (!db) return;
  try {
    await deleteEach(db, 'utility_readings', 'utility_id', utilities);
    await deleteEach(db, 'utilities', 'id', utilities);
    await deleteEach(db, 'malfunctions', 'technical_provision_id', provisions);
    await deleteEach(db, 'technical_provisions', 'id', provisions);
  } finally {
    await db.auth.signOut();
  }
});

async function newUtility(): Promise<string> {
  serial += 1;
  const { data, error } = await db.from('utilities').insert({ type: 'Anders', meter_number: `INZ-${RUN}-${serial}`, is_readable: true }).select('id').single();
  if (error) throw new Error(error.message);
  utilities.push(data.id);
  return data.id;
}

/** Readings [value, day] in this order, at noon UTC (the same day in Amsterdam); a lower one confirmed as a meter replacement. */
async function addReadings(utilityId: string, readings: [string, string][]) {
  for (const [value, day] of readings) {
    const { error } = await db.rpc('add_utility_reading', {
      p_utility_id: utilityId,
      p_reading_value: value,
      p_reading_date: `${day}T12:00:00Z`,
      p_confirm_lower: true,
    });
    if (error) throw new Error(`${day} ${value}: ${error.message}`);
  }
}

async function consumption(utilityId: string, period: string) {
  // GET: the function only reads, so it can be asked like a table.
  const { data, error } = await db.rpc('utility_consumption', { p_utility_id: utilityId, p_period: period }, { get: true });
  if (error) throw new Error(error.message);
  return data.map((r) => [r.series, r.period_start, r.consumption, r.days, r.needs_check]);
}

async function newProvision(fields: Record<string, unknown> = {}): Promise<string> {
  serial += 1;
  const { data, error } = await db
    .from('technical_provisions')
    .insert({ device_name: `Inzichttest ${RUN}-${serial}`, type_and_model: 'T1', manufacturer: 'Test', serial_number: `INZ-${RUN}-${serial}`, space_id: SEED.space(1), installation_date: amsterdamDay(-30), ...fields })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  provisions.push(data.id);
  return data.id;
}

// A meter read at irregular dates over a year, replaced in July 2025 (the confirmed lower
// reading 250 starts series 2). Per interval: the difference, spread over the days from the
// first reading's day up to (not including) the next one's.
//
// series 1
//   20-01 1000 -> 19-02 1300     300 over 30 days = 10/day: Jan 20..31 = 12 d = 120, Feb 1..18 = 18 d = 180
//   19-02 1300 -> 10-04 1790,5   490,5 over 50 days = 9.81/day: Feb 19..28 = 10 d = 98.1,
//                                Mar 31 d = 304.11, Apr 1..9 = 9 d = 88.29
//   10-04 1790,5 -> 30-06 2600,5 810 over 81 days = 10/day: Apr 10..30 = 21 d = 210, May 31 d = 310, Jun 1..29 = 29 d = 290
// 15-07 250 is lower than 2600,5: a new meter. 30-06 .. 14-07 is covered by neither series.
// series 2
//   15-07 250 -> 01-09 730       480 over 48 days = 10/day: Jul 15..31 = 17 d = 170, Aug 31 d = 310
//   01-09 730 -> 11-09 1930      1200 over 10 days = 120/day: Sep 1..10 = 1200 (a leak?)
//   11-09 1930 -> 01-10 2130     200 over 20 days = 10/day: Sep 11..30 = 200
//   01-10 2130 -> 10-01-2026 3140  1010 over 101 days (31 + 30 + 31 + 9) = 10/day: Oct 310, Nov 300, Dec 310, Jan 1..9 = 90
//   10-01-2026 3140 -> 02-02-2026 3150  10 over 23 days: Jan 10..31 = 22 d = 10 * 22/23 = 9.565217…, Feb 1 = 10/23 = 0.434782…
const READINGS: [string, string][] = [
  ['1000', '2025-01-20'],
  ['1300', '2025-02-19'],
  ['1790,5', '2025-04-10'],
  ['2600.5', '2025-06-30'], // a decimal point is stored as a comma
  ['250', '2025-07-15'],
  ['730', '2025-09-01'],
  ['1930', '2025-09-11'],
  ['2130', '2025-10-01'],
  ['3140', '2026-01-10'],
  ['3150', '2026-02-02'],
];

describe('utility_consumption', () => {
  let meter: string;
  beforeAll(async () => {
    meter = await newUtility();
    await addReadings(meter, READINGS);
  });

  it('spreads each interval over its days per month, starts a series at a meter replacement and flags an outlier', async () => {
    // 'Controleren' (needs_check): the month's use per day > 3 x (use / covered days of the series' other months).
    //   series 1: every month ~10/day -> none.
    //   series 2, Sep 2025: 1400 / 30 = 46.67/day; the other months 170 + 310 + 310 + 300 + 310 + 99.565… + 0.434… = 1500
    //   over 17 + 31 + 31 + 30 + 31 + 31 + 1 = 172 days = 8.72/day, x3 = 26.16 -> flagged.
    //   series 2, Jul 2025: 10/day; the others (2900 - 170) / (202 - 17) = 14.76/day -> not flagged.
    expect(await consumption(meter, 'month')).toEqual([
      [1, '2025-01-01', 120, 12, false],
      [1, '2025-02-01', 278.1, 28, false], // 180 + 98.1, 18 + 10 days
      [1, '2025-03-01', 304.11, 31, false],
      [1, '2025-04-01', 298.29, 30, false], // 88.29 + 210, 9 + 21 days
      [1, '2025-05-01', 310, 31, false],
      [1, '2025-06-01', 290, 29, false], // 30 June is the last reading: not covered
      [2, '2025-07-01', 170, 17, false],
      [2, '2025-08-01', 310, 31, false],
      [2, '2025-09-01', 1400, 30, true], // 1200 + 200
      [2, '2025-10-01', 310, 31, false],
      [2, '2025-11-01', 300, 30, false],
      [2, '2025-12-01', 310, 31, false],
      [2, '2026-01-01', 99.565, 31, false], // 90 + 9.565217… rounded to 3 decimals; 9 + 22 days
      [2, '2026-02-01', 0.435, 1, false], // 0.434782…
    ]);
  });

  it('adds the months up per calendar quarter and year', async () => {
    // Quarters: Q1 2025 = 120 + 278.1 + 304.11 = 702.21 over 12 + 28 + 31 = 71 days; Q2 = 298.29 + 310 + 290 = 898.29
    // over 30 + 31 + 29 = 90; Q3 = 170 + 310 + 1400 = 1880 over 17 + 31 + 30 = 78; Q4 = 920 over 92; Q1 2026 = 100 over 32.
    // Q3 2025: 1880 / 78 = 24.10/day against 3 x (920 + 100) / (92 + 32) = 3 x 8.23 = 24.68: not flagged (the quarter evens the leak out).
    expect(await consumption(meter, 'quarter')).toEqual([
      [1, '2025-01-01', 702.21, 71, false],
      [1, '2025-04-01', 898.29, 90, false],
      [2, '2025-07-01', 1880, 78, false],
      [2, '2025-10-01', 920, 92, false],
      [2, '2026-01-01', 100, 32, false],
    ]);
    // Years: 2025 has both series (1600.5 = 2600.5 - 1000 over 161 days; 2800 over 17 + 31 + 30 + 31 + 30 + 31 = 170 days),
    // ordered by series within the year. Series 1 has one year: nothing to compare with, never flagged. Series 2:
    // 2800 / 170 = 16.47/day against 3 x 100 / 32 = 9.375 -> flagged (2026 has only a quiet January so far).
    expect(await consumption(meter, 'year')).toEqual([
      [1, '2025-01-01', 1600.5, 161, false],
      [2, '2025-01-01', 2800, 170, true],
      [2, '2026-01-01', 100, 32, false],
    ]);
  });

  it('counts the difference of two readings on the same day for that day, and the day once', async () => {
    const utility = await newUtility();
    // 30-03 100, 30-03 150 (same day: 50 on 30 March), 01-04 200 (50 over 30 and 31 March), 01-04 210 (10 on 1 April).
    await addReadings(utility, [
      ['100', '2025-03-30'],
      ['150', '2025-03-30'],
      ['200', '2025-04-01'],
      ['210', '2025-04-01'],
    ]);
    // March: 50 + 50 = 100 over 2 days (30 and 31, not 3); April: 10 over 1 day. 100/2 = 50/day > 3 x 10/1 -> flagged.
    expect(await consumption(utility, 'month')).toEqual([
      [1, '2025-03-01', 100, 2, true],
      [1, '2025-04-01', 10, 1, false],
    ]);
  });

  it('has no rows for a meter with fewer than two readings or one that does not exist', async () => {
    const utility = await newUtility();
    expect(await consumption(utility, 'month')).toEqual([]);
    await addReadings(utility, [['5', '2025-05-05']]);
    expect(await consumption(utility, 'year')).toEqual([]);
    expect(await consumption(MISSING_ID, 'month')).toEqual([]);
  });

  it('refuses a period other than month, quarter or year, in Dutch', async () => {
    for (const period of ['week', 'Month', '', 'maand']) {
      const { data, error } = await db.rpc('utility_consumption', { p_utility_id: meter, p_period: period });
      expect({ period, data, code: error?.code, constraint: constraintName(error), message: toDutchMessage(error) }).toEqual({
        period,
        data: null,
        code: '23514',
        constraint: 'utility_consumption_period_check',
        message: 'Kies een geldige periode voor het verbruik: maand, kwartaal of jaar.',
      });
    }
  });
});

describe('insight functions', () => {
  it('run as the caller, only read, and answer signed-in users only', async () => {
    const pg = await ownerDb();
    try {
      const { rows } = await pg.query(`
        select proname as name, prosecdef as definer, provolatile as volatility, proconfig as config,
               has_function_privilege('anon', oid, 'execute') as anon,
               has_function_privilege('authenticated', oid, 'execute') as authenticated
          from pg_proc
         where pronamespace = 'public'::regnamespace and proname in ('utility_consumption', 'malfunctions_per_week', 'due_per_month')
         order by proname`);
      const expected = { definer: false, volatility: 's', config: ['search_path=""'], anon: false, authenticated: true };
      expect(rows).toEqual(['due_per_month', 'malfunctions_per_week', 'utility_consumption'].map((name) => ({ name, ...expected })));
    } finally {
      await pg.end();
    }
    const anon = anonClient();
    for (const call of [anon.rpc('due_per_month'), anon.rpc('malfunctions_per_week'), anon.rpc('utility_consumption', { p_utility_id: SEED.utility(1), p_period: 'month' })]) {
      const { data, error } = await call;
      expect({ data, code: error?.code }).toEqual({ data: null, code: '42501' });
    }
  });
});

/** The Monday (yyyy-MM-dd) of the ISO week of an Amsterdam day. */
function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

describe('malfunctions_per_week', () => {
  async function perWeek() {
    const { data, error } = await db.rpc('malfunctions_per_week', undefined, { get: true });
    if (error) throw new Error(error.message);
    return data;
  }

  it('gives the last 12 ISO weeks, this one last, with malfunctions reported and still open at the end of each', async () => {
    const before = await perWeek();
    // Always 12 Mondays, a week apart, the last one this week's.
    expect(before.map((w) => w.week_start)).toEqual(Array.from({ length: 12 }, (_, i) => mondayOf(amsterdamDay(7 * (i - 11)))));

    const provision = await newProvision();
    const day = (offset: number, hours = 0) => `'${amsterdamDayStart(offset)}'::timestamptz + interval '${hours} hours'`;
    // As the owner, as the seed writes: a resolved_at in the past cannot be sent through the API.
    const pg = await ownerDb();
    try {
      await pg.query(`
        insert into public.malfunctions (technical_provision_id, description, started_at, resolved_at, priority) values
          ('${provision}', 'Inzicht A: deze week, open', ${day(0)}, null, 'medium'),
          ('${provision}', 'Inzicht B: 3 weken terug, 1 week later opgelost', ${day(-21)}, ${day(-14, 12)}, 'medium'),
          ('${provision}', 'Inzicht C: 12 weken terug, nog open', ${day(-84)}, null, 'medium'),
          ('${provision}', 'Inzicht D: 2 weken terug, vandaag opgelost', ${day(-14)}, now(), 'medium')`);
    } finally {
      await pg.end();
    }
    const after = await perWeek();
    // Week 11 is this one, 10 a week ago, …; C started before week 0 and is open at the end of every week.
    //   week 11: reported A;  open A, C (D was resolved before now)
    //   week 10: reported -;  open C, D
    //   week  9: reported D;  open C, D (B was resolved within week 9)
    //   week  8: reported B;  open B, C
    //   weeks 0..7: open C
    const reported = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1];
    const open = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2];
    expect(after.map((w, i) => [w.week_start, w.reported - before[i].reported, w.open_at_end - before[i].open_at_end])).toEqual(
      before.map((w, i) => [w.week_start, reported[i], open[i]]),
    );
  });
});

describe('due_per_month', () => {
  async function perMonth() {
    const { data, error } = await db.rpc('due_per_month', undefined, { get: true });
    if (error) throw new Error(error.message);
    return data;
  }
  /** Which of the 6 months (0 = this one) an Amsterdam day lies in. */
  const monthIndex = (day: string) => {
    const [y, m] = day.split('-').map(Number);
    const [y0, m0] = amsterdamDay(0).split('-').map(Number);
    return y * 12 + m - (y0 * 12 + m0);
  };

  it('gives the next 6 months, this one first, with maintenance and inspections due from today on', async () => {
    const before = await perMonth();
    const [y0, m0] = amsterdamDay(0).split('-').map(Number);
    expect(before.map((m) => m.month_start)).toEqual(
      Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(y0, m0 - 1 + i, 1)).toISOString().slice(0, 10)),
    );

    const maintenance = [0, 0, 0, 0, 0, 0];
    const inspections = [0, 0, 0, 0, 0, 0];
    // Counted: maintenance today and in 40 days; an inspection in 10 days.
    await newProvision({ next_maintenance_date: amsterdamDay(0) });
    maintenance[0] += 1;
    await newProvision({ next_maintenance_date: amsterdamDay(40), requires_inspection: true, next_inspection_date: amsterdamDay(10) });
    maintenance[monthIndex(amsterdamDay(40))] += 1;
    inspections[monthIndex(amsterdamDay(10))] += 1;
    // Not counted: overdue since yesterday (not due in any coming month, also when yesterday is in this month),
    // and later than the 6 months.
    await newProvision({ next_maintenance_date: amsterdamDay(-1), requires_inspection: true, next_inspection_date: amsterdamDay(-1) });
    await newProvision({ next_maintenance_date: amsterdamDay(200), requires_inspection: true, next_inspection_date: amsterdamDay(200) });

    const after = await perMonth();
    expect(after.map((m, i) => [m.month_start, m.maintenance - before[i].maintenance, m.inspections - before[i].inspections])).toEqual(
      before.map((m, i) => [m.month_start, maintenance[i], inspections[i]]),
    );
  });
});
