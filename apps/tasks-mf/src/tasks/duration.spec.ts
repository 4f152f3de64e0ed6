import { distanceInWords, taskDuration } from './duration';

const created = '2026-03-01T09:00:00.000Z';

describe('taskDuration', () => {
  it('measures an open task from creation to now, in Dutch words', () => {
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-04T09:00:00.000Z'))).toBe('3 dagen');
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-01T11:00:00.000Z'))).toBe('ongeveer 2 uur');
    expect(taskDuration({ created_at: created, completed_at: null }, new Date('2026-03-01T09:00:20.000Z'))).toBe('minder dan een minuut');
  });

  it('measures a completed task from creation to completion, whatever now is', () => {
    const task = { created_at: created, completed_at: '2026-03-01T09:05:00.000Z' };
    expect(taskDuration(task, new Date('2027-01-01T00:00:00.000Z'))).toBe('5 minuten');
  });

  it('uses months for long-running tasks', () => {
    expect(taskDuration({ created_at: created, completed_at: '2026-06-02T09:00:00.000Z' })).toBe('3 maanden');
  });
});

describe('distanceInWords', () => {
  it("says what date-fns' Dutch formatDistance says, for any two moments up to three years apart", () => {
    // date-fns is the reference here; the page does without it (its locales weigh 6 KB).
    const { formatDistance } = jest.requireActual<typeof import('date-fns')>('date-fns');
    const { nl } = jest.requireActual<typeof import('date-fns/locale')>('date-fns/locale');
    const start = new Date('2025-01-01T00:00:00.000Z').getTime();
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Near every boundary (seconds, minutes, hours, days, months) and across summer time changes.
    const spans = [0, 29_000, 31_000, 89_000, 91_000, 44.5 * 60_000, 89.5 * 60_000, 23.5 * 3600_000, 41.99 * 3600_000, 42.01 * 3600_000];
    const pairs: [Date, Date][] = spans.map((span) => [new Date(start), new Date(start + span)]);
    for (let i = 0; i < 3000; i += 1) {
      const from = start + random() * 2 * 365 * 86400_000;
      const span = random() < 0.5 ? random() * 3 * 86400_000 : random() * 3 * 365 * 86400_000;
      pairs.push([new Date(from), new Date(from + span)]);
    }
    for (const [from, to] of pairs) {
      expect([from.toISOString(), to.toISOString(), distanceInWords(from, to)]).toEqual([from.toISOString(), to.toISOString(), formatDistance(from, to, { locale: nl })]);
      expect(distanceInWords(to, from)).toBe(formatDistance(to, from, { locale: nl }));
    }
  });
});
