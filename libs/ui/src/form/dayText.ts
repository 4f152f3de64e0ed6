// A day as people type it in the Netherlands: day first (dd-mm-jjjj). No date library:
// the typed field is on every form with a date, the calendar loads only when opened.

const pad = (n: number) => String(n).padStart(2, '0');

/** '01-02-2026' for 1 February 2026 (the day of `date` in the browser's time zone). */
export function dayText(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${String(date.getFullYear()).padStart(4, '0')}`;
}

// Day, month and a four-digit year, separated by '-', '/', '.' or spaces (1-2-2026,
// 01/02/2026, 1.2.2026, 1 2 2026), or eight digits in a row (01022026).
const DAY_FIRST = /^(\d{1,2})\s*[-/.\s]\s*(\d{1,2})\s*[-/.\s]\s*(\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
// ISO (2026-02-01): what a date pasted from another system often looks like; never read month first.
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The day `text` names, day first, at midnight in the browser's time zone (with `time` given:
 * at the time of day of `time`, as a calendar keeps the time of the value it changes), null
 * when `text` is blank, and an invalid Date (which the form's schema refuses with its own
 * message) when it names no day: half typed, month first beyond 12, 31-02, a two-digit year.
 */
export function parseDayText(text: string, time?: Date | null): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const dayFirst = DAY_FIRST.exec(trimmed) ?? DIGITS.exec(trimmed);
  const iso = ISO.exec(trimmed);
  const parts = dayFirst ? [dayFirst[1], dayFirst[2], dayFirst[3]] : iso ? [iso[3], iso[2], iso[1]] : null;
  if (!parts) return new Date(NaN);
  const [day, month, year] = parts.map(Number);
  const date = time && !Number.isNaN(time.getTime()) ? new Date(time) : new Date(2000, 0, 1);
  // setFullYear, not the constructor: that reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  if (!time || Number.isNaN(time.getTime())) date.setHours(0, 0, 0, 0);
  // 31-02 would roll over into March: not a day.
  return date.getDate() === day && date.getMonth() === month - 1 && date.getFullYear() === year ? date : new Date(NaN);
}

/** True when `a` and `b` are both empty, both invalid, or the same moment. */
export function sameDateValue(a: Date | null | undefined, b: Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  const [ta, tb] = [a.getTime(), b.getTime()];
  return ta === tb || (Number.isNaN(ta) && Number.isNaN(tb));
}
