// The list-page kit in the browser on /spaces: sort, page and search are done by
// the database, live in the URL, and the CSV export holds what the database holds.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { restAsDemoUser } from '../support';

const marker = `lijst${Math.random().toString(36).slice(2, 8)}`;
const SPACES = 30;

test.beforeAll(async () => {
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name: `E2E Lijstgebouw ${marker}`, street: 'Lijststraat 1', city: 'Utrecht', floors: 40 }),
  });
  const spaces = Array.from({ length: SPACES }, (_, i) => ({
    building_id: building.id,
    name: `${marker} ruimte ${String(i + 1).padStart(2, '0')}`,
    floor: (i * 7) % SPACES,
    comments: i % 3 === 0 ? `Opmerking; met "aanhalingstekens" ${i}` : null,
  }));
  await restAsDemoUser('spaces', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify(spaces) });
});

const table = (page: Page) => page.getByRole('table', { name: 'Alle Ruimtes' });
const column = async (page: Page, index: number) =>
  (await table(page).locator('tbody tr').all()).length
    ? table(page).locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()
    : [];

test('sort by a column, go to page 2, reload: the same sort and page, in the database’s order', async ({ page }) => {
  await page.goto(`/spaces?q=${marker}`);
  await expect(page.getByText(`1–25 van ${SPACES}`)).toBeVisible();
  await page.getByRole('button', { name: 'Etage' }).click();
  await expect(page).toHaveURL(/sort=floor\.asc/);
  await expect.poll(() => column(page, 2)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
  await page.getByRole('button', { name: /volgende pagina/i }).click();
  await expect(page).toHaveURL(/page=2/);
  const pageTwo = ['25', '26', '27', '28', '29'];
  await expect.poll(() => column(page, 2)).toEqual(pageTwo);

  await page.reload();
  await expect(page.getByText(`26–30 van ${SPACES}`)).toBeVisible();
  expect(await column(page, 2)).toEqual(pageTwo);
  await expect(page.getByRole('columnheader', { name: /Etage/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(marker);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => column(page, 2)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
});

test('search narrows the rows to those that match', async ({ page }) => {
  await page.goto('/spaces');
  await expect(table(page)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`${marker} ruimte 1`);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  const expected = Array.from({ length: 10 }, (_, i) => `${marker} ruimte 1${i}`);
  await expect.poll(async () => (await column(page, 1)).sort()).toEqual(expected);
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`${marker} bestaat niet`);
  await expect(page.getByText(`Geen resultaten voor '${marker} bestaat niet'.`)).toBeVisible();
});

test('CSV export of a search holds the database’s rows for it, with Dutch headers, for Dutch Excel', async ({ page }) => {
  await page.goto(`/spaces?q=${marker}&sort=name.desc`);
  await expect(page.getByText(`1–25 van ${SPACES}`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Ruimtes \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);

  const rows = await restAsDemoUser(
    `spaces?select=name,floor,comments,building:buildings(name),entrance:entrances_and_exits(name)` +
      `&or=(name.ilike.*${marker}*,comments.ilike.*${marker}*)&order=name.desc,id.desc`,
  );
  const quote = (text: string) => (/[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const expected = [
    'Gebouw;Naam;Etage;In-/uitgang;Opmerkingen',
    ...rows.map((r: { name: string; floor: number; comments: string | null; building: { name: string }; entrance: { name: string } | null }) =>
      [r.building.name, r.name, String(r.floor), r.entrance?.name ?? '-', quote(r.comments ?? '')].join(';'),
    ),
  ];
  expect(rows).toHaveLength(SPACES);
  expect(csv.slice(1).trimEnd().split('\r\n')).toEqual(expected);
});

test('on a phone the list scrolls inside its card, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/spaces?q=${marker}`);
  await expect(table(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
