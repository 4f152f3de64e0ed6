// /utilities (issue #14): a readable utility with its meter readings, newest first in
// long Dutch dates; a reading lower than the previous one is saved only after the user
// confirms it; delete asks first. In Chromium against the real stack.
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { expect, test, type Page } from '@playwright/test';
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
