import { expect, test } from '@playwright/test';
import { choose, createBuildingWithSpace, expectToast, restAsDemoUser, signIn, unique } from '../support';

const CLEANING_SUPPLIER = 'Glans Schoonmaakdiensten B.V.';

test.describe('with a session of its own', () => {
  // generate-with-ai checks the session itself (auth/v1/user), PostgREST only the token: a
  // sign-out test elsewhere in the run ends the shared session everywhere (Supabase's default).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('request a cleaning quote with a generated description and see it pending', async ({ page }) => {
    test.setTimeout(60_000);
    const { buildingName, spaceName, spaceId } = await createBuildingWithSpace('E2E Schoonmaak');

    await page.goto('/cleaning');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Schoonmaak', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Prijsopgave Aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prijsopgave Schoonmaak' });
    await expect(dialog.getByRole('combobox', { name: /Locatie/ })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Genereer met AI' }).click();
    await expectToast(page, 'Vul eerst een locatie en leverancier in');

    await choose(page, /Gebouw/, buildingName);
    await choose(page, /Locatie/, spaceName);
    await choose(page, /Leverancier/, CLEANING_SUPPLIER);
    await dialog.getByRole('button', { name: 'Genereer met AI' }).click();
    await expectToast(page, 'Omschrijving gegenereerd');
    const description = dialog.getByRole('textbox', { name: /Omschrijving/ });
    // The local stack has no AI endpoint: the function's Dutch template, from the facts sent.
    await expect(description).toHaveValue(new RegExp(`^Graag ontvangen wij een prijsopgave voor schoonmaakwerkzaamheden in ${spaceName} \\(${buildingName}\\)\\.`));
    await expect(description).toHaveValue(new RegExp(CLEANING_SUPPLIER.replace(/\./g, '\\.')));

    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expectToast(page, 'Prijsopgave toegevoegd');
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Prijsopgaves' }).getByRole('row', { name: new RegExp(spaceName) });
    await expect(row.getByRole('combobox', { name: /^Status van/ }).locator('option:checked')).toHaveText('In behandeling');
    await expect(row).toContainText(CLEANING_SUPPLIER);
    const [quote] = await restAsDemoUser(`cleaning_requests?space_id=eq.${spaceId}&select=status,description,completed_at`);
    expect(quote).toMatchObject({ status: 'pending', completed_at: null });
    expect(quote.description).toContain(spaceName);
  });
});

test('file a cleaning complaint and resolve it', async ({ page }) => {
  test.setTimeout(60_000);
  const { buildingName, spaceName, spaceId } = await createBuildingWithSpace('E2E Klacht');
  const text = unique('Prullenbakken niet geleegd');

  await page.goto('/cleaning-complaints');
  await page.getByRole('button', { name: 'Schoonmaakklacht Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schoonmaakklacht Toevoegen' });
  await expect(dialog.getByRole('combobox', { name: /Ruimte/ })).toHaveValue('Selecteer eerst een gebouw');
  await choose(page, /Gebouw/, buildingName);
  await choose(page, /Ruimte/, spaceName);
  await dialog.getByPlaceholder('Beschrijf de klacht...').fill(text);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'Klacht toegevoegd');

  const row = page.getByRole('table', { name: 'Schoonmaak Klachten' }).getByRole('row', { name: new RegExp(text) });
  await expect(row).toContainText(`${spaceName} - ${buildingName}`);
  const status = row.getByRole('combobox', { name: /^Status van/ });
  await expect(status.locator('option:checked')).toHaveText('Open');
  await expect(row.getByRole('cell').nth(4)).toHaveText('-');

  await status.selectOption({ label: 'Opgelost' });
  await expectToast(page, 'De status van de klacht is succesvol bijgewerkt.');
  await expect(status.locator('option:checked')).toHaveText('Opgelost');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d\d-\d\d-\d{4} \d\d:\d\d$/);
  const [complaint] = await restAsDemoUser(`cleaning_complaints?space_id=eq.${spaceId}&select=status,resolved_at`);
  expect(complaint.status).toBe('resolved');
  expect(complaint.resolved_at).not.toBeNull();
});
