// Dutch times and dates for the header clock and the dashboard, with the browser's own
// Intl: the dashboard then needs no date library (date-fns' format with its Dutch locale
// weighed about 7 KB on every page).
const time = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDate = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '14:05' */
export function formatClockTime(date: Date): string {
  return time.format(date);
}

/** 'zaterdag 21 november 2026' */
export function formatClockDate(date: Date): string {
  return longDate.format(date);
}

/** '21-11-2026' */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}
