import { expect, test } from '@playwright/test';
import { choose, expectToast, restAsDemoUser, rowAction, unique } from '../support';

async function createBuilding(name: string, floors = 3) {
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name, street: 'Teststraat 1', city: 'Utrecht', floors }),
  });
  return building as { id: string };
}

test('add a building, an entrance to it and a space using that entrance; edit the space; delete it after confirming', async ({ page }) => {
  test.setTimeout(60_000);
  const buildingName = unique('E2E Gebouw');
  const entranceName = unique('E2E Ingang');
  const spaceName = unique('E2E Ruimte');

  await page.goto('/settings?tab=buildings');
  await expect(page.getByRole('heading', { name: 'Gebouwen Beheer' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuw gebouw' }).click();
  const buildingDialog = page.getByRole('dialog', { name: 'Nieuw gebouw toevoegen' });
  await expect(buildingDialog.getByLabel('Aantal etages')).toHaveValue('1');
  await buildingDialog.getByLabel('Naam').fill(buildingName);
  await buildingDialog.getByLabel('Straat').fill('Oudegracht 1');
  await buildingDialog.getByLabel('Plaats').fill('Utrecht');
  await buildingDialog.getByLabel('Aantal etages').fill('3');
  await buildingDialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'Het nieuwe gebouw is succesvol toegevoegd.');
  await expect(buildingDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Gebouwen' }).getByRole('row', { name: new RegExp(buildingName) })).toBeVisible();
  const [building] = await restAsDemoUser(`buildings?name=eq.${encodeURIComponent(buildingName)}&select=id,floors`);
  expect(building.floors).toBe(3);

  await page.getByRole('tab', { name: 'In- en uitgangen' }).click();
  await expect(page.getByRole('heading', { name: 'In- en uitgangen beheer' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe in-/uitgang' }).click();
  const entranceDialog = page.getByRole('dialog', { name: 'Nieuwe in-/uitgang' });
  await entranceDialog.getByLabel('Naam').fill(entranceName);
  await choose(page, 'Gebouw', buildingName);
  await entranceDialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'In-/uitgang is toegevoegd');
  const entranceRow = page.getByRole('row', { name: new RegExp(entranceName) });
  await expect(entranceRow).toContainText(buildingName);
  await expect(entranceRow).toContainText('Ingang');

  await page.goto('/spaces');
  await page.getByRole('button', { name: 'Ruimte Toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe Ruimte' });
  await expect(form.getByRole('combobox', { name: 'In-/uitgang' })).toHaveCount(0);
  await choose(page, 'Gebouw', buildingName);
  await expect(form.getByText('Maximum: 3 etages')).toBeVisible();
  await form.getByLabel('Naam').fill(spaceName);
  await form.getByLabel('Etage').fill('2');
  await choose(page, 'In-/uitgang', entranceName);
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De ruimte is succesvol toegevoegd.');
  await expect(form).toBeHidden();
  const spaces = page.getByRole('table', { name: 'Alle Ruimtes' });
  await expect(spaces.getByRole('row', { name: new RegExp(spaceName) })).toContainText(entranceName);
  const [space] = await restAsDemoUser(`spaces?name=eq.${encodeURIComponent(spaceName)}&select=id,floor,building_id,entrance:entrances_and_exits(name)`);
  expect(space).toMatchObject({ floor: 2, building_id: building.id, entrance: { name: entranceName } });

  const renamed = `${spaceName} bewerkt`;
  await rowAction(page, spaceName, 'Bewerken');
  const editForm = page.getByRole('form', { name: 'Ruimte bewerken' });
  await expect(editForm.getByLabel('Naam')).toHaveValue(spaceName);
  await editForm.getByLabel('Naam').fill(renamed);
  await editForm.getByLabel('Etage').fill('3');
  await editForm.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De ruimte is succesvol bijgewerkt.');
  await expect(editForm).toBeHidden();
  await expect(spaces.getByRole('row', { name: new RegExp(renamed) })).toContainText('3');
  expect(await restAsDemoUser(`spaces?id=eq.${space.id}&select=name,floor`)).toEqual([{ name: renamed, floor: 3 }]);

  await rowAction(page, renamed, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Ruimte verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je deze ruimte wilt verwijderen?');
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('De ruimte is succesvol verwijderd.')).toBeVisible();
  await expect(spaces.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
  expect(await restAsDemoUser(`spaces?id=eq.${space.id}&select=id`)).toEqual([]);
});

test('deleting a building that still has spaces is refused with the reason, and the building stays', async ({ page }) => {
  const name = unique('E2E Gebouw met ruimte');
  const building = await createBuilding(name);
  await restAsDemoUser('spaces', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ building_id: building.id, name: unique('E2E Ruimte'), floor: 1 }),
  });

  await page.goto('/settings?tab=buildings');
  await rowAction(page, name, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Gebouw verwijderen' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('alert')).toContainText('Dit gebouw heeft nog ruimtes en kan niet worden verwijderd.');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  expect(await restAsDemoUser(`buildings?id=eq.${building.id}&select=name`)).toEqual([{ name }]);
});

test('a failed save keeps the dialog open with what was typed', async ({ page }) => {
  const name = unique('E2E Gebouw offline');
  // The network refuses the insert: the save really fails on its way to PostgREST.
  await page.route('**/rest/v1/buildings*', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));

  await page.goto('/settings?tab=buildings');
  await page.getByRole('button', { name: 'Nieuw gebouw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gebouw toevoegen' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Straat').fill('Coolsingel 1');
  await dialog.getByLabel('Plaats').fill('Rotterdam');
  await dialog.getByLabel('Aantal etages').fill('5');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();

  // The open dialog hides the rest of the page from the accessibility tree, the toast too: find it by its text.
  const toast = page.locator('.MuiAlert-root').filter({ hasText: 'Er is iets misgegaan. Probeer het opnieuw.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Fout');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Naam')).toHaveValue(name);
  await expect(dialog.getByLabel('Straat')).toHaveValue('Coolsingel 1');
  await expect(dialog.getByLabel('Plaats')).toHaveValue('Rotterdam');
  await expect(dialog.getByLabel('Aantal etages')).toHaveValue('5');
  expect(await restAsDemoUser(`buildings?name=eq.${encodeURIComponent(name)}&select=id`)).toEqual([]);

  // Once the connection is back the kept input saves as it is.
  await page.unroute('**/rest/v1/buildings*');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog).toBeHidden();
  expect(await restAsDemoUser(`buildings?name=eq.${encodeURIComponent(name)}&select=floors`)).toEqual([{ floors: 5 }]);
});
