// Dates as the screens show them. The browser's Intl has the Dutch month names, so a
// list need not download date-fns `format` with its (English) default locale for them.

const longDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const longDayWithWeekday = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '24 november 2026'; with `weekday` 'dinsdag 24 november 2026'; with `time` '24 november
 * 2026 14:05' (the browser's time zone).
 */
export function longDateText(date: Date, { time = false, weekday = false }: { time?: boolean; weekday?: boolean } = {}): string {
  const day = (weekday ? longDayWithWeekday : longDay).format(date);
  return time ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
