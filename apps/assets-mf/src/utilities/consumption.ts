// A meter's consumption per month, quarter or year as the database computes it
// (utility_consumption, docs/architecture.md 'Insights'): its labels, numbers and CSV.
import { toCsv } from '@facility/kit';
import type { FunctionResult } from '@facility/data/records';

export type ConsumptionRow = FunctionResult<'utility_consumption'>[number];
export type Period = 'month' | 'quarter' | 'year';

export const PERIODS: { value: Period; label: string; title: string }[] = [
  { value: 'month', label: 'Per maand', title: 'per maand' },
  { value: 'quarter', label: 'Per kwartaal', title: 'per kwartaal' },
  { value: 'year', label: 'Per jaar', title: 'per jaar' },
];

// Intl, not date-fns' format: that brings its pattern parser and locale for three short words.
const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric' });

/** '2026-01-01' -> 'jan 2026' (month), 'K1 2026' (quarter), '2026' (year). */
export function periodLabel(periodStart: string, period: Period) {
  const [year, month] = periodStart.split('-').map(Number);
  if (period === 'year') return String(year);
  if (period === 'quarter') return `K${Math.floor((month - 1) / 3) + 1} ${year}`;
  return monthName.format(new Date(year, month - 1, 1)).replace(/\./g, '');
}

/** The rows' period labels; when the meter was replaced, each says which meter: 'jan 2026 (meter 2)'. */
export function categoriesOf(rows: ConsumptionRow[], period: Period) {
  const replaced = new Set(rows.map((r) => r.series)).size > 1;
  return rows.map((r) => `${periodLabel(r.period_start, period)}${replaced ? ` (meter ${r.series})` : ''}`);
}

/** As many decimals as the figures need to read well: 3 below 10, 2 below 100, 1 below 1000, else none. */
export function decimalsFor(values: number[]) {
  const largest = Math.max(0, ...values.map(Math.abs));
  return largest < 10 ? 3 : largest < 100 ? 2 : largest < 1000 ? 1 : 0;
}

/** The CSV of what is shown: Periode; Meter; Verbruik; Dagen; Controleren (numbers unrounded, decimal comma). */
export function consumptionCsv(rows: ConsumptionRow[], period: Period) {
  return toCsv<ConsumptionRow>(
    [
      { key: 'period', label: 'Periode', text: (r) => periodLabel(r.period_start, period) },
      { key: 'series', label: 'Meter', text: (r) => r.series },
      { key: 'consumption', label: 'Verbruik', text: (r) => r.consumption },
      { key: 'days', label: 'Dagen', text: (r) => r.days },
      { key: 'needs_check', label: 'Controleren', text: (r) => (r.needs_check ? 'Ja' : 'Nee') },
    ],
    rows,
  );
}
