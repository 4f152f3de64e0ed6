// Dates and numbers as the screens show them, without the browser's Intl: the first Intl
// formatter of a page loads ICU's locale data, about 20 ms of main thread before the first row
// or the header's clock could show (docs/architecture.md, "The first row"), and date-fns'
// format with its Dutch locale would weigh about 7 KB on every page. The texts are Intl's
// nl-NL ones: displayText.spec.ts holds them against Intl.

const MONTHS = 'januari februari maart april mei juni juli augustus september oktober november december'.split(' ');
const WEEKDAYS = 'zondag maandag dinsdag woensdag donderdag vrijdag zaterdag'.split(' ');
const pad = (n: number) => String(n).padStart(2, '0');

/** '09:05': hours and minutes on a 24-hour clock (the browser's time zone). */
export function timeText(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '04-01-2026' */
export function shortDateText(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/**
 * '24 november 2026'; with `weekday` 'dinsdag 24 november 2026'; with `time` '24 november
 * 2026 14:05' (the browser's time zone).
 */
export function longDateText(date: Date, { time = false, weekday = false }: { time?: boolean; weekday?: boolean } = {}): string {
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  const text = weekday ? `${WEEKDAYS[date.getDay()]} ${day}` : day;
  return time ? `${text} ${timeText(date)}` : text;
}

/**
 * 1234.5 -> '1.234,5': Dutch grouping and decimal comma, at most `digits` decimals, rounded as
 * Intl rounds. What no screen shows (NaN, Infinity, the exponent forms below 1e-6 and from
 * 1e21 on) stays as JavaScript writes it.
 */
export function numberText(value: number, digits = 3): string {
  let [whole, fraction = ''] = String(Math.abs(value)).split('.');
  if (/e/.test(fraction)) return String(value);
  if (fraction.length > digits) {
    // Half away from zero, on the shortest decimal that reads back as the number (1.005 -> 1,01).
    const scaled = String(BigInt(whole + fraction.slice(0, digits)) + BigInt(fraction[digits] >= '5')).padStart(digits + 1, '0');
    whole = scaled.slice(0, scaled.length - digits);
    fraction = scaled.slice(scaled.length - digits).replace(/0+$/, '');
  }
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}
