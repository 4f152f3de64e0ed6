// History (issue #29) in Chromium against the real stack, signed in as the demo beheerder: a malfunction's status change shows
// in its dialog's 'Geschiedenis'; a deleted space is found under 'Verwijderd', restored, and
// back in /spaces; 'Wijzigingen' filters by kind and action; no axe violations on the way.
import { format } from 'date-fns';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { createBuildingWithSpace, createProvision, expectToast, removeBuilding, restAsDemoUser, rowAction, typeDate, unique } from '../support';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

test("a malfunction's status change shows in its dialog's history, with who and when", async ({ page }) => {
  const { buildingId, spaceId } = await createBuildingWithSpace('Historie');
  const provision = await createProvision(spaceId);
  const description = unique('Lekkage in de schacht');
  await restAsDemoUser('malfunctions', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify({ technical_provision_id: provision.id, description, priority: 'high' }) });

  await page.goto('/malfunctions');
  await search(page, description);
  const rowName = `${provision.device_name}: ${description}`;
  await rowAction(page, rowName, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Storing bewerken' });
  await typeDate(edit, 'Einddatum', format(new Date(), 'yyyy-MM-dd'));
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De storing is succesvol bijgewerkt.');

  await rowAction(page, rowName, 'Bewerken');
  await edit.getByRole('button', { name: 'Geschiedenis' }).click();
  const entries = edit.getByRole('list', { name: 'Wijzigingen' }).getByRole('listitem');
  await expect(entries.first()).toContainText(/^\d\d-\d\d-\d{4} \d\d:\d\d · Demo Beheerder · Status: Open → Opgelost; Einddatum: — → /);
  await expect(entries.last()).toContainText('· Demo Beheerder · Toegevoegd');
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await edit.getByRole('button', { name: 'Annuleren' }).click();

  await restAsDemoUser(`malfunctions?technical_provision_id=eq.${provision.id}`, { method: 'DELETE' });
  await restAsDemoUser(`technical_provisions?id=eq.${provision.id}`, { method: 'DELETE' });
  await restAsDemoUser(`spaces?id=eq.${spaceId}`, { method: 'DELETE' });
  await removeBuilding(buildingId);
});

test("a deleted space is found under 'Verwijderd', restored, and back in /spaces; 'Wijzigingen' shows the deletion", async ({ page }) => {
  const { buildingId, spaceId, spaceName } = await createBuildingWithSpace('Herstel');
  await page.goto(`/spaces`);
  await search(page, spaceName);
  await rowAction(page, spaceName, 'Verwijderen');
  await page.getByRole('dialog', { name: 'Ruimte verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText(`Geen resultaten voor '${spaceName}'.`)).toBeVisible();

  await page.goto('/settings?tab=wijzigingen');
  const changes = page.getByRole('table', { name: 'Wijzigingen' });
  await page.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Ruimte' });
  await page.getByRole('combobox', { name: 'Actie' }).selectOption({ label: 'Verwijderd' });
  await expect(page).toHaveURL(/soort=spaces.*actie=delete|actie=delete.*soort=spaces/);
  await expect(changes.getByRole('row').nth(1)).toContainText('Demo Beheerder');
  await expect(changes.getByRole('row').nth(1)).toContainText('Ruimte');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/settings?tab=verwijderd&soort=spaces');
  const deleted = page.getByRole('table', { name: 'Verwijderd' });
  await expect(deleted.getByRole('row', { name: new RegExp(spaceName) })).toContainText('Demo Beheerder');
  expect(await axeViolations(page)).toEqual([]);
  await rowAction(page, `Ruimte ${spaceName}`, 'Herstellen');
  await expectToast(page, 'De verwijderde gegevens zijn teruggezet.');
  await expect(deleted.getByRole('row', { name: new RegExp(spaceName) })).toHaveCount(0);

  await page.goto('/spaces');
  await search(page, spaceName);
  await expect(page.getByRole('row', { name: new RegExp(spaceName) })).toBeVisible();
  expect(await restAsDemoUser(`spaces?id=eq.${spaceId}&select=id,name`)).toEqual([{ id: spaceId, name: spaceName }]);

  await restAsDemoUser(`spaces?id=eq.${spaceId}`, { method: 'DELETE' });
  await removeBuilding(buildingId);
});
