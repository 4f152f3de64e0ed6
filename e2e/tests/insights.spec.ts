// The dashboard's chart cards: their code loads when they scroll into view, the chart and its
// table show the figures the database computes (malfunctions_per_week, due_per_month), and
// the cards break no WCAG 2.1 AA rule.
import { getISOWeek, parseISO } from 'date-fns';
import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from '../axe';
import { restAsDemoUser } from '../support';

const nl = (value: number) => value.toLocaleString('nl-NL');
const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: '2-digit' });

/** The table's body rows as their cells' texts. */
const tableRows = (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));

/** The values written on the chart's bars, sorted. */
const barLabels = async (card: Locator) => (await card.locator('svg .chart-bar-label').allTextContents()).sort();

/** The second series reads without colour: its legend mark and its bars (those above 0) are filled with the chart's hatch pattern. */
async function expectHatched(card: Locator, series: string) {
  const patternId = await card.locator('svg pattern').getAttribute('id');
  const fillsOf = (css: string) => card.locator(css).evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).fill));
  expect(await fillsOf(`[data-series="${series}"] .chart-legend-mark`)).toEqual([`url("#${patternId}")`]);
  for (const fill of await fillsOf(`svg g.chart-series[data-series="${series}"] rect`)) expect(fill).toBe(`url("#${patternId}")`);
}

/** What the table says, as the bars would carry it: every value but 0, sorted. */
const nonZero = (rows: (string | null)[][]) => rows.flatMap((row) => row.slice(1)).filter((value) => value !== '0').sort();

test('dashboard: the chart cards, once scrolled to, show what the database computes, in the chart and its table, without a WCAG 2.1 AA violation', async ({ page }) => {
  const weeks = (await restAsDemoUser('rpc/malfunctions_per_week')) as { week_start: string; reported: number; open_at_end: number }[];
  const months = (await restAsDemoUser('rpc/due_per_month')) as { month_start: string; maintenance: number; inspections: number }[];
  await page.goto('/');
  await expect(page.getByTestId('count-Woningen')).toHaveText(/\d/);
  const perWeek = page.getByRole('region', { name: 'Storingen per week' });
  await expect(perWeek, 'below the fold, the cards have not loaded').toHaveCount(0);

  await page.mouse.wheel(0, 10_000);
  const weekTable = perWeek.getByRole('table', { name: 'Storingen per week, de laatste 12 weken' });
  await expect(weekTable.locator('tbody tr')).toHaveCount(12);
  const weekRows = await tableRows(weekTable);
  expect(weekRows).toEqual(weeks.map((w) => [`wk ${getISOWeek(parseISO(w.week_start))}`, nl(w.open_at_end), nl(w.reported)]));
  await expect.poll(() => barLabels(perWeek)).toEqual(nonZero(weekRows));
  await expectHatched(perWeek, 'reported');

  const perMonth = page.getByRole('region', { name: 'Onderhoud en keuringen per maand' });
  const monthTable = perMonth.getByRole('table', { name: 'Onderhoud en keuringen per maand, de komende 6 maanden' });
  await expect(monthTable.locator('tbody tr')).toHaveCount(6);
  const monthRows = await tableRows(monthTable);
  expect(monthRows).toEqual(months.map((m) => [monthName.format(parseISO(m.month_start)).replace('.', ''), nl(m.maintenance), nl(m.inspections)]));
  await expect.poll(() => barLabels(perMonth)).toEqual(nonZero(monthRows));
  await expectHatched(perMonth, 'inspections');

  expect(await axeViolations(page, { include: ['section[aria-label="Storingen per week"]', 'section[aria-label="Onderhoud en keuringen per maand"]'] })).toEqual([]);
});
