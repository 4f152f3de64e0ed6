import { expect, test } from '@playwright/test';
import { choose, createBuildingWithSpace, expectToast, restAsDemoUser, unique } from '../support';

test('report nuisance with a follow-up action, find it on /follow-up-actions, mark it done and it is gone', async ({ page }) => {
  test.setTimeout(60_000);
  const { buildingId, buildingName, spaceName } = await createBuildingWithSpace('E2E Overlast');
  const text = unique('Harde muziek');

  await page.goto('/nuisances');
  await expect(page.getByRole('heading', { name: 'Overlast', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Overlast Melden' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe Overlastmelding' });
  await expect(form.getByRole('combobox', { name: 'Ruimte' })).toBeDisabled();
  await choose(page, /Gebouw/, `${buildingName}, Teststraat 1, Utrecht`);
  await choose(page, 'Ruimte', spaceName);
  await form.getByPlaceholder('Beschrijf de overlast').fill(text);
  await form.getByRole('switch', { name: 'Vervolgactie noodzakelijk' }).check();
  await form.getByRole('button', { name: 'Overlast Melden' }).click();
  await expectToast(page, 'De overlast is succesvol gemeld.');
  // The form stays, empty for the next report; the list shows the new one.
  await expect(form.getByPlaceholder('Beschrijf de overlast')).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Alle Overlastmeldingen' }).getByRole('row', { name: new RegExp(text) })).toContainText(buildingName);
  const [report] = await restAsDemoUser(`nuisances?location=eq.${buildingId}&select=id,description,follow_up_required,housing_id`);
  expect(report).toMatchObject({ description: `${text} Vervolgactie is noodzakelijk.`, follow_up_required: true, housing_id: null });

  // The header's quick action (on the dashboard) leads there.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Urgente Zaken' }).click();
  await expect(page).toHaveURL(/\/follow-up-actions$/);
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText('Vervolgactie noodzakelijk');
  await expect(card).toContainText(`Locatie: ${buildingName}`);
  await expect(card).toContainText(`Ruimte: ${spaceName} (${buildingName})`);
  await card.getByRole('button', { name: 'Afgehandeld' }).click();
  await expectToast(page, 'De vervolgactie is succesvol afgehandeld.');
  await expect(card).toHaveCount(0);
  const [done] = await restAsDemoUser(`nuisances?id=eq.${report.id}&select=follow_up_completed_at`);
  expect(done.follow_up_completed_at).not.toBeNull();
});
