import { addDays, isSameMonth, startOfMonth } from 'date-fns';

/** The calendar's weekday headers, Sunday first (records.md: Zo, Ma, Di, Wo, Do, Vr, Za). */
export const WEEKDAYS = [
  { short: 'Zo', name: 'zondag' },
  { short: 'Ma', name: 'maandag' },
  { short: 'Di', name: 'dinsdag' },
  { short: 'Wo', name: 'woensdag' },
  { short: 'Do', name: 'donderdag' },
  { short: 'Vr', name: 'vrijdag' },
  { short: 'Za', name: 'zaterdag' },
];

/** The weeks of `month`, Sunday first: each seven days, null where a day of another month falls. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const days: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = first; isSameMonth(day, first); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}
