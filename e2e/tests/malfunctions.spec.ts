// assets-mf part 2 (issue #14), malfunctions: report, resolve and delete a malfunction
// in Chromium against the real stack, with the dashboard's Urgent card following and
// the provision's status saved together with the malfunction.
import { format } from 'date-fns';
import { expect, test, type Page } from '@playwright/test';
import { choose, createBuildingWithSpace, createProvision, expectToast, restAsDemoUser, rowAction, typeDate, unique } from '../support';

const SERVICE_COMPANY = '00000009-0000-4000-8000-000000000003';
const urgentCard = (page: Page) => page.getByRole('region', { name: 'Urgent' });
/** In-app navigation (no reload): what the dashboard shows comes from the shared cache, refreshed. */
const toDashboard = (page: Page) => page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Dashboard' }).click();
const toMalfunctions = (page: Page) => page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Storing Melden' }).click();

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

test('malfunctions: report a high one (on Urgent), resolve it (off Urgent, only its own row, the provision follows), delete after confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const { buildingId, buildingName, spaceId } = await createBuildingWithSpace('Storing');
  const provision = await createProvision(spaceId);
  const [{ company_name: supplier }] = await restAsDemoUser(`suppliers?id=eq.${SERVICE_COMPANY}&select=company_name`);
  const [other] = await restAsDemoUser('malfunctions', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ technical_provision_id: provision.id, description: unique('Andere storing'), priority: 'low' }),
  });
  const description = unique('Lift staat stil');
  const rowName = `${provision.device_name}: ${description}`;

  // Reported from the header's quick action.
  await page.goto('/');
  await expect(urgentCard(page)).toBeVisible();
  await toMalfunctions(page);
  await expect(page).toHaveURL(/\/malfunctions$/);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Storingen');
  await page.getByRole('button', { name: 'Nieuwe storing' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe storing' });
  await expect(form.getByRole('combobox', { name: /Prioriteit/ })).toHaveText('Gemiddeld');
  await choose(page, /Gebouw/, buildingName);
  await choose(page, /Technische voorziening/, `${provision.device_name} (${provision.type_and_model})`);
  // The provision brings its status and service company.
  await expect(form.getByRole('combobox', { name: /^Status/ })).toHaveText('Actief');
  await expect(form.getByRole('combobox', { name: 'Leverancier' })).toHaveValue(supplier);
  await form.getByRole('textbox', { name: /Omschrijving/ }).fill(description);
  await choose(page, /Prioriteit/, 'Hoog');
  await choose(page, /^Status/, 'In reparatie');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De storing is succesvol toegevoegd.');

  const table = page.getByRole('table', { name: 'Storingen' });
  await search(page, description);
  const row = table.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText(provision.device_name);
  await expect(row).toContainText(provision.type_and_model);
  await expect(row).toContainText(supplier);
  await expect(row).toContainText(format(new Date(), 'dd-MM-yyyy'));
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Hoog');
  expect(await restAsDemoUser(`technical_provisions?id=eq.${provision.id}&select=status`)).toEqual([{ status: 'in_repair' }]);
  // The database sorts by the provision's name too.
  await table.getByRole('button', { name: 'Technische voorziening' }).click();
  await expect(page).toHaveURL(/sort=technical_provision\.asc/);
  await expect(row).toContainText('Hoog');

  await toDashboard(page);
  await expect(urgentCard(page).getByText(provision.device_name)).toBeVisible();
  const open = ((await restAsDemoUser('malfunctions?select=id&resolved_at=is.null')) as unknown[]).length;
  await expect(page.getByTestId('count-Openstaande storingen')).toHaveText(String(open));
  const otherBefore = await restAsDemoUser(`malfunctions?id=eq.${other.id}`);

  // Resolved: an end date, and the provision back in use.
  await toMalfunctions(page);
  await search(page, description);
  await rowAction(page, rowName, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Storing bewerken' });
  await expect(edit.getByRole('combobox', { name: /Gebouw/ })).toHaveValue(buildingName);
  await expect(edit.getByRole('combobox', { name: /^Status/ })).toHaveText('In reparatie');
  const today = format(new Date(), 'yyyy-MM-dd');
  await typeDate(edit, 'Einddatum', today);
  await choose(page, /^Status/, 'Actief');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De storing is succesvol bijgewerkt.');
  await expect(row).toContainText('Opgelost');
  await expect(row).toContainText(new RegExp(`${format(new Date(), 'dd-MM-yyyy')}.*${format(new Date(), 'dd-MM-yyyy')}`));

  const saved = await restAsDemoUser(`malfunctions?technical_provision_id=eq.${provision.id}&description=eq.${encodeURIComponent(description)}&select=id,resolved_at,priority`);
  expect(saved).toHaveLength(1);
  expect(saved[0].resolved_at).not.toBeNull();
  expect(await restAsDemoUser(`malfunctions?id=eq.${other.id}`)).toEqual(otherBefore);
  expect(await restAsDemoUser(`technical_provisions?id=eq.${provision.id}&select=status`)).toEqual([{ status: 'active' }]);

  await toDashboard(page);
  await expect(page.getByTestId('count-Openstaande storingen')).toHaveText(String(open - 1));
  await expect(urgentCard(page).getByText(provision.device_name)).toHaveCount(0);

  // Deleted after confirmation.
  await toMalfunctions(page);
  await search(page, description);
  await rowAction(page, rowName, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Storing verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je deze storing wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De storing is succesvol verwijderd.');
  await expect(page.getByText(`Geen resultaten voor '${description}'.`)).toBeVisible();
  expect(await restAsDemoUser(`malfunctions?id=eq.${saved[0].id}`)).toEqual([]);

  await restAsDemoUser(`malfunctions?id=eq.${other.id}`, { method: 'DELETE' });
  await restAsDemoUser(`technical_provisions?id=eq.${provision.id}`, { method: 'DELETE' });
  await restAsDemoUser(`spaces?id=eq.${spaceId}`, { method: 'DELETE' });
  await restAsDemoUser(`buildings?id=eq.${buildingId}`, { method: 'DELETE' });
});
