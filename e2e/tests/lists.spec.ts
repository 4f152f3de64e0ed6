// The list-page kit in the browser on /spaces: sort, page and search are done by
// the database, live in the URL, and the CSV export holds what the database holds.
// On a phone the rows are cards (/spaces, /keys).
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { removeBuilding, restAsDemoUser } from '../support';
import { expectHeaderOnOneRow, sideways } from '../phone';

const marker = `lijst${Math.random().toString(36).slice(2, 8)}`;
const SPACES = 30;
let buildingId: string | undefined;

test.beforeAll(async () => {
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name: `E2E Lijstgebouw ${marker}`, street: 'Lijststraat 1', city: 'Utrecht', floors: 40 }),
  });
  buildingId = building.id;
  const spaces = Array.from({ length: SPACES }, (_, i) => ({
    building_id: building.id,
    name: `${marker} ruimte ${String(i + 1).padStart(2, '0')}`,
    floor: (i * 7) % SPACES,
    comments: i % 3 === 0 ? `Opmerking; met "aanhalingstekens" ${i}` : null,
  }));
  await restAsDemoUser('spaces', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify(spaces) });
});

// The building and its spaces go after the last test, also when one failed.
test.afterAll(async () => {
  if (buildingId) await removeBuilding(buildingId);
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

test.describe('on a phone (375 px wide) the rows are cards', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('sorted, paged and searched as the table is, never scrolling sideways', async ({ page }) => {
    await page.goto(`/spaces?q=${marker}`);
    const cards = page.getByRole('list', { name: 'Alle Ruimtes' }).locator(':scope > li');
    await expect(cards).toHaveCount(25);
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByText(`1–25 van ${SPACES}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporteren' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sorteren op' }).selectOption({ label: 'Etage' });
    await expect(page).toHaveURL(/sort=floor\.asc/);
    await expect.poll(() => cardValues(page, 'Etage')).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    await page.getByRole('button', { name: /volgende pagina/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => cardValues(page, 'Etage')).toEqual(['25', '26', '27', '28', '29']);
    await page.getByRole('button', { name: 'Oplopend' }).click();
    await expect(page).toHaveURL(/sort=floor\.desc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(async () => (await cardValues(page, 'Etage')).slice(0, 3)).toEqual(['29', '28', '27']);
    await expect(page.getByRole('button', { name: 'Aflopend' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`${marker} ruimte 1`);
    await expect.poll(async () => (await cardValues(page, 'Naam')).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${marker} ruimte 1${i}`));
    expect(await sideways(page)).toEqual({ page: 0, inside: [] });
  });

  test('/keys: a key is a card of "label: value" lines with its menu, the header one row, and axe finds nothing', async ({ page }) => {
    const number = `E2E-K ${marker}`;
    const [key] = await restAsDemoUser('keys', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({
        number,
        key_cabinet_id: '00000006-0000-4000-8000-000000000001',
        brand: 'Lips',
        floor: 3,
        characteristics: 'Groen label',
        description: 'Fietsenstalling achterzijde',
      }),
    });
    await restAsDemoUser('keys_spaces', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify({ key_id: key.id, space_id: '00000003-0000-4000-8000-000000000002' }) });
    try {
      await page.goto('/keys');
      const list = page.getByRole('list', { name: 'Sleutels' });
      // The cards (a card's spaces are a list of their own).
      const cards = list.locator(':scope > li');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await sideways(page)).toEqual({ page: 0, inside: [] });
      await expectHeaderOnOneRow(page);

      await page.getByRole('searchbox', { name: 'Zoeken' }).fill(marker);
      const card = cards.filter({ has: page.getByRole('heading', { name: number }) });
      await expect(cards).toHaveCount(1);
      const lines = await card.locator(':scope > dl > div').evaluateAll((pairs) => pairs.map((pair) => [...pair.children].map((part) => part.textContent).join(' ')));
      expect(lines).toEqual([
        'Sleutelkast: Sleutelkast Receptie Utrecht',
        'Ruimtes: Vergaderzaal Dom',
        'Kenmerk: Groen label',
        'Merk: Lips',
        'Etage: 3',
        'Omschrijving: Fietsenstalling achterzijde',
        'Uitgifte: Aanwezig',
      ]);
      // The row menu sits on the card, top right, beside its title.
      const menu = card.getByRole('button', { name: `Acties voor ${number}` });
      const [cardBox, menuBox] = [await card.boundingBox(), await menu.boundingBox()];
      if (!cardBox || !menuBox) throw new Error('no layout for the card');
      expect(cardBox.x + cardBox.width - (menuBox.x + menuBox.width)).toBeLessThan(16);
      expect(menuBox.y - cardBox.y).toBeLessThan(16);
      await menu.click();
      await expect(page.getByRole('menuitem', { name: 'Uitgeven' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      // WCAG 2.1 AA on the header and the list's card: search, export, sort control, the cards.
      const axe = await new AxeBuilder({ page }).include('header').include('main .MuiCard-root').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);
      expect(await sideways(page)).toEqual({ page: 0, inside: [] });
    } finally {
      await restAsDemoUser(`keys?id=eq.${key.id}`, { method: 'DELETE' });
    }
  });
});

/** Each card's value of the line 'label: value', in the cards' order. */
const cardValues = (page: Page, label: string) =>
  page.locator('main li').evaluateAll(
    (cards, term) => cards.flatMap((card) => [...card.querySelectorAll(':scope > dl > div > dt')].filter((dt) => dt.textContent === `${term}:`).map((dt) => dt.nextElementSibling?.textContent ?? '')),
    label,
  );
