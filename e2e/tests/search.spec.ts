// Find anything from anywhere (issue #30): one search over every area in the header. Keyboard
// only, Ctrl+K, type, arrows and Enter open the row on its page (?open=<id>); a result of each
// area opens its row; the dialog has no axe violations and fits a phone.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { expectHeaderOnOneRow, sideways } from '../phone';

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Zoeken' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Zoekresultaten' });

/** The values of the fields of the forms on the page (the row's edit form, in a dialog or a card). */
const formValues = (page: Page) => page.locator('form input, form textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/** What the opened row shows: the values of its edit form, or the text of its details. */
const openedRow = async (page: Page) => [...(await formValues(page)), ...(await page.getByRole('dialog').allTextContents())].join('\n');

test('keyboard only: Ctrl+K, type, arrows and Enter open the housing unit in its edit form', async ({ page }) => {
  await page.goto('/tasks');
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.type('spakler 45');
  const housing = results(page).getByRole('group', { name: 'Woningen' }).getByRole('option');
  await expect(housing.first()).toBeVisible();
  const options = results(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Down to 'Spaklerweg 45 45-3' (its place depends on the other areas' results): the active one is selected, one at a time.
  const target = housing.filter({ hasText: 'Spaklerweg 45 45-3' });
  for (let presses = 0; (await target.getAttribute('aria-selected')) !== 'true'; presses++) {
    expect(presses).toBeLessThan(await options.count());
    await page.keyboard.press('ArrowDown');
    await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  }
  // Up and back down: the same option is active again.
  await page.keyboard.press('ArrowUp');
  await expect(target).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/housing\?open=00000004-0000-4000-8000-000000000003$/);
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await expect.poll(() => formValues(page)).toContain('45-3');
  // Closing the form takes ?open away; '/' opens the search again, with the search remembered.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/housing$/);
  await page.locator('body').press('/');
  await expect(page.getByRole('listbox', { name: 'Recente zoekopdrachten' })).toContainText('spakler 45');
});

// What to type, the area's group, the page it opens on, and a value of the row's form.
const AREAS: [q: string, group: string, path: RegExp, value: string][] = [
  ['kantoor utrecht', 'Gebouwen', /\/settings\?tab=buildings&open=/, 'Kantoor Utrecht'],
  ['vergaderzaal dom', 'Ruimtes', /\/spaces\?open=/, 'Vergaderzaal Dom'],
  ['personeelsingang', 'In- en uitgangen', /\/settings\?tab=entrances&open=/, 'Personeelsingang'],
  ['spaklerweg 45 3', 'Woningen', /\/housing\?open=/, '45-3'],
  ['U-003', 'Sleutels', /\/keys\?open=/, 'U-003'],
  ['sleutelkast entreehal', 'Sleutelkasten', /\/key-cabinets\?open=/, 'Sleutelkast Entreehal Amstelkwartier'],
  ['DK-22-550911', 'Technische voorzieningen', /\/technical-provisions\?open=/, 'DK-22-550911'],
  ['W-2019-558310', 'Nutsvoorzieningen', /\/utilities\?open=/, 'W-2019-558310'],
  ['hollandse liftservice', 'Leveranciers', /\/suppliers\?open=/, 'Hollandse Liftservice B.V.'],
  ['sanne visser', 'Monteurs', /\/mechanics\?open=/, 'Sanne Visser'],
  ['vastgoedfonds domstad', 'Eigenaren', /\/owners\?open=/, 'Vastgoedfonds Domstad B.V.'],
  ['vve woonhof meerdervoort', "VvE's", /\/companies\?open=/, 'VvE Woonhof Meerdervoort'],
  ['paslezer tuinpoort', 'Storingen', /\/malfunctions\?open=/, 'Paslezer tuinpoort reageert traag'],
  ['harde muziek middernacht', 'Overlast', /\/nuisances\?open=/, 'Geluidsoverlast door harde muziek na middernacht.'],
];

test('a result of each area opens its row on that area’s page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  // One area after the other, as a user searches on from where the last result took them.
  for (const [q, group, path, value] of AREAS) {
    await page.getByTestId('search-field').click();
    await searchField(page).fill(q);
    const option = results(page).getByRole('group', { name: group }).getByRole('option').first();
    await expect(option, q).toBeVisible();
    await option.click();
    await expect(page, q).toHaveURL(path);
    await expect.poll(() => openedRow(page), { message: q }).toContain(value);
    // The opened row takes the focus, and Escape closes it: a dialog, or on /spaces a card.
    if (path.test('/spaces?open=')) {
      await expect(page.locator('form[aria-labelledby="form-card-title"] :focus'), q).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.locator('#form-card-title'), q).toHaveCount(0);
    } else {
      await expect(page.locator('[role="dialog"]:focus, [role="dialog"] :focus'), q).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog'), q).toHaveCount(0);
    }
  }
});

test('the search dialog has no axe violations, with results, with nothing found, and with recent searches', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('search-field').click();
  await searchField(page).fill('spaklerweg');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await searchField(page).fill('qqqxzzz');
  await expect(page.getByText("Niets gevonden voor 'qqqxzzz'.")).toBeVisible();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await page.keyboard.press('Escape');
});

test.describe('on a phone (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header keeps one row; the dialog fills the screen and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/keys');
    await expectHeaderOnOneRow(page);
    // On a phone the field is its icon, still named for screen readers.
    await expect(page.getByRole('button', { name: 'Zoeken', exact: true })).toBeVisible();
    await page.getByTestId('search-field').click();
    await searchField(page).fill('sleutelkast');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(375);
    expect((await sideways(page)).page).toBe(0);
  });
});
