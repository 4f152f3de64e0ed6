// The database's rules, met first in the forms: a value the database would refuse is
// refused in the browser with the same Dutch message, the input stays, nothing is saved.
import { expect, test } from '@playwright/test';
import { restAsDemoUser } from '../support';

// Tab, no-break space, zero-width space and ideographic space: nothing visible.
const INVISIBLE = '\t\u00a0\u200b\u3000';
const TOO_LONG = 'x'.repeat(201);

test('buildings: an invisible name, a too long street and too many floors are refused; the input stays', async ({ page }) => {
  const city = `E2E Regels ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/settings?tab=buildings');
  await page.getByRole('button', { name: 'Nieuw gebouw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gebouw toevoegen' });
  await dialog.getByLabel('Naam').fill(INVISIBLE);
  await dialog.getByLabel('Straat').fill(TOO_LONG);
  await dialog.getByLabel('Plaats').fill(city);
  await dialog.getByLabel('Aantal etages').fill('201');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();

  await expect(dialog.getByText('Naam is verplicht')).toBeVisible();
  await expect(dialog.getByText('Deze tekst is te lang (maximaal 200 tekens).')).toBeVisible();
  await expect(dialog.getByText('Het aantal etages mag niet hoger zijn dan 200.')).toBeVisible();
  await expect(dialog.getByLabel('Naam')).toBeFocused();
  await expect(dialog.getByLabel('Straat')).toHaveValue(TOO_LONG);
  await expect(dialog.getByLabel('Plaats')).toHaveValue(city);
  expect(await restAsDemoUser(`buildings?city=eq.${encodeURIComponent(city)}&select=id`)).toEqual([]);
});

test('tasks: an invisible title and too many hours are refused; the input stays', async ({ page }) => {
  await page.goto('/new-task');
  await page.getByRole('textbox', { name: /Taaknaam/ }).fill(INVISIBLE);
  await page.getByRole('textbox', { name: 'Opmerkingen' }).fill('Blijft staan');
  await page.getByRole('spinbutton', { name: 'Bestede uren' }).fill('10001');
  await page.getByRole('button', { name: 'Taak Toevoegen' }).click();

  await expect(page.getByText('Vul een taaknaam en startdatum in.').first()).toBeVisible();
  await expect(page.getByText('Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.')).toBeVisible();
  await expect(page).toHaveURL(/\/new-task$/);
  await expect(page.getByRole('textbox', { name: 'Opmerkingen' })).toHaveValue('Blijft staan');
  await expect(page.getByRole('spinbutton', { name: 'Bestede uren' })).toHaveValue('10001');
});
