// /utilities (issue #14): a readable utility with its meter readings, newest first in
// long Dutch dates; a reading lower than the previous one is saved only after the user
// confirms it; delete asks first; its consumption per period (utility_consumption) in a
// chart with its table, as CSV. In Chromium against the real stack.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, expectToast, restAsDemoUser, rowAction, typeDate } from '../support';

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;
const DOM = 'Vergaderzaal Dom (Kantoor Utrecht)';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const long = (date: Date) => format(date, 'd MMMM yyyy', { locale: nl });

async function addReading(page: Page, label: string, value: string, day?: Date) {
  await rowAction(page, label, 'Meteropname toevoegen');
  const dialog = page.getByRole('dialog', { name: 'Meteropname Toevoegen' });
  await dialog.getByRole('textbox', { name: /Meterstand/ }).fill(value);
  if (day) await typeDate(dialog, 'Datum', iso(day));
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  return dialog;
}

test('utilities: a readable utility with two readings newest first; a lower third one only after confirming; delete asks first', async ({ page }) => {
  test.setTimeout(90_000);
  const meter = unique('E2E-W');
  const label = `Water ${meter}`;
  await page.goto('/utilities');
  await page.getByRole('button', { name: 'Nutsvoorziening Toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Nutsvoorziening Toevoegen' });
  await expect(form.getByRole('combobox', { name: 'Ruimte' })).toHaveValue('Geen ruimte');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form.getByText('Type is verplicht')).toBeVisible();
  await choose(page, /Type/, 'Water');
  await choose(page, 'Ruimte', DOM);
  await form.getByLabel('Meternummer').fill(meter);
  await form.getByLabel('Capaciteit').fill('DN25');
  await form.getByRole('switch', { name: /Uitlezen/ }).check();
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De nutsvoorziening is succesvol toegevoegd.');

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(meter);
  const row = page.getByRole('table', { name: 'Nutsvoorzieningen' }).getByRole('row', { name: new RegExp(`^Water .*${meter}`) });
  await expect(row).toContainText(DOM);
  await expect(row).toContainText('Ja');

  // Two readings: ten days ago, and today (the default).
  await addReading(page, label, '100', daysAgo(10));
  await expectToast(page, 'De meteropname is succesvol toegevoegd.');
  await addReading(page, label, '150.5');
  await expectToast(page, 'De meteropname is succesvol toegevoegd.');

  await row.getByRole('button', { name: 'Toon meteropnames' }).click();
  await expect(row.getByRole('button', { name: 'Verberg meteropnames' })).toHaveAttribute('aria-expanded', 'true');
  const readings = page.getByRole('table', { name: `Meteropnames ${label}` }).getByRole('row');
  await expect(readings).toHaveText(['DatumMeterstand', `${long(new Date())}150,5`, `${long(daysAgo(10))}100`]);

  // A lower third reading: asked first; a typo keeps nothing, a replaced meter is saved.
  const dialog = await addReading(page, label, '12');
  const question = page.getByRole('dialog', { name: 'Lagere meterstand' });
  await expect(question).toContainText(`De meterstand 12 is lager dan de vorige meterstand (150,5 op ${long(new Date())}). Is de meter vervangen of is dit een tikfout?`);
  await question.getByRole('button', { name: 'Tikfout, aanpassen' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: /Meterstand/ })).toBeFocused();
  const [utility] = await restAsDemoUser(`utilities?meter_number=eq.${encodeURIComponent(meter)}&select=id`);
  expect(await restAsDemoUser(`utility_readings?utility_id=eq.${utility.id}&select=id`)).toHaveLength(2);
  await expect(dialog.getByRole('textbox', { name: /Meterstand/ })).toHaveValue('12');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await question.getByRole('button', { name: 'Meter vervangen, opslaan' }).click();
  await expectToast(page, 'De meteropname is succesvol toegevoegd.');
  await expect(readings).toHaveText(['DatumMeterstand', `${long(new Date())}12`, `${long(new Date())}150,5`, `${long(daysAgo(10))}100`]);

  // Delete asks first; a utility with readings stays and says why.
  await rowAction(page, label, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Nutsvoorziening verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je deze nutsvoorziening wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toBeVisible();
  await rowAction(page, label, 'Verwijderen');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'Deze nutsvoorziening heeft nog meteropnames en kan niet worden verwijderd.');
  await expect(row).toBeVisible();

  // Without readings it goes, after the question.
  // One request per reading: a write through the API changes at most one row.
  for (const reading of await restAsDemoUser(`utility_readings?utility_id=eq.${utility.id}&select=id`)) {
    await restAsDemoUser(`utility_readings?id=eq.${reading.id}`, { method: 'DELETE' });
  }
  await page.reload();
  await rowAction(page, label, 'Verwijderen');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De nutsvoorziening is succesvol verwijderd.');
  await expect(page.getByText(`Geen resultaten voor '${meter}'.`)).toBeVisible();
});

test("utilities: a utility that is not read has no readings to open and no 'Meteropname toevoegen'", async ({ page }) => {
  const meter = unique('E2E-G');
  await restAsDemoUser('utilities', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify({ type: 'Gas', meter_number: meter }) });
  await page.goto(`/utilities?q=${encodeURIComponent(meter)}`);
  const row = page.getByRole('table', { name: 'Nutsvoorzieningen' }).getByRole('row', { name: new RegExp(`^Gas .*${meter}`) });
  await expect(row).toContainText('Geen ruimte');
  await expect(row).toContainText('Nee');
  await expect(row.getByRole('button', { name: 'Toon meteropnames' })).toHaveCount(0);
  await row.getByRole('button', { name: `Acties voor Gas ${meter}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Bewerken' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Meteropname toevoegen' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await restAsDemoUser(`utilities?meter_number=eq.${encodeURIComponent(meter)}`, { method: 'DELETE' });
});

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A table's body rows as their cells' texts. */
const tableRows = (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));

/** The values written on a chart's bars (SVG text; MUI X Charts names them MuiBarChart-label), sorted. */
const barLabels = async (scope: Locator) => (await scope.locator('svg text.MuiBarChart-label').allTextContents()).sort();

test("utilities: an open row shows the consumption per month and per year in the chart and its table, exports it as CSV, and breaks no WCAG 2.1 AA rule", async ({ page }) => {
  const meter = unique('E2E-V');
  const [utility] = (await restAsDemoUser('utilities', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ type: 'Water', meter_number: meter, is_readable: true }),
  })) as { id: string }[];
  try {
    // 300 from 20 January to 19 February: 10 a day, 12 days in January, 18 in February.
    for (const [value, day] of [
      ['1000', '2026-01-20T10:00:00+01:00'],
      ['1300', '2026-02-19T10:00:00+01:00'],
    ]) {
      await restAsDemoUser('rpc/add_utility_reading', {
        method: 'POST',
        body: JSON.stringify({ p_utility_id: utility.id, p_reading_value: value, p_reading_date: day, p_confirm_lower: false }),
      });
    }
    await page.goto(`/utilities?q=${encodeURIComponent(meter)}`);
    const row = page.getByRole('table', { name: 'Nutsvoorzieningen' }).getByRole('row', { name: new RegExp(`^Water .*${meter}`) });
    await row.getByRole('button', { name: 'Toon meteropnames' }).click();
    const open = page.locator(`[id="${await row.getByRole('button', { name: 'Verberg meteropnames' }).getAttribute('aria-controls')}"]`);
    const section = open.getByRole('region', { name: 'Verbruik' });

    const perMonth = section.getByRole('table', { name: `Verbruik Water ${meter} per maand` });
    await expect(perMonth.locator('tbody tr')).toHaveCount(2);
    expect(await tableRows(perMonth)).toEqual([
      ['jan 2026', '120'],
      ['feb 2026', '180'],
    ]);
    await expect.poll(() => barLabels(section)).toEqual(['120', '180']);

    await section.getByRole('button', { name: 'Per jaar' }).click();
    await expect(section.getByRole('button', { name: 'Per jaar' })).toHaveAttribute('aria-pressed', 'true');
    const perYear = section.getByRole('table', { name: `Verbruik Water ${meter} per jaar` });
    await expect(perYear.locator('tbody tr')).toHaveCount(1);
    expect(await tableRows(perYear)).toEqual([['2026', '300']]);
    await expect.poll(() => barLabels(section)).toEqual(['300']);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Verbruik exporteren' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Verbruik Water ${meter} per jaar \\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(await readFile(await download.path(), 'utf8')).toBe('\uFEFFPeriode;Meter;Verbruik;Dagen;Controleren\r\n2026;1;300;30;Nee\r\n');

    // A new reading (15 days at 10 a day) refreshes the consumption.
    await addReading(page, `Water ${meter}`, '1450', new Date(2026, 2, 5));
    await expectToast(page, 'De meteropname is succesvol toegevoegd.');
    await expect.poll(() => tableRows(perYear)).toEqual([['2026', '450']]);

    const { violations } = await new AxeBuilder({ page }).include(`[id="${await open.getAttribute('id')}"]`).withTags(WCAG_21_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
  } finally {
    // One request per row: a write through the API changes at most one row.
    for (const reading of (await restAsDemoUser(`utility_readings?utility_id=eq.${utility.id}&select=id`)) as { id: string }[]) {
      await restAsDemoUser(`utility_readings?id=eq.${reading.id}`, { method: 'DELETE' });
    }
    await restAsDemoUser(`utilities?id=eq.${utility.id}`, { method: 'DELETE' });
  }
});
