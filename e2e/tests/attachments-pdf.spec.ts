// A PDF on a row opens in a new tab, which only the full browser shows (the headless shell,
// where the other tests run, downloads it): this file runs in the full browser.
import { expect, test } from '@playwright/test';
import { FULL_BROWSER } from '../playwright.config';
import { createBuildingWithSpace, createProvision, removeBuilding, restAsDemoUser, rowAction } from '../support';

test.use({ launchOptions: FULL_BROWSER });

test("an inspection certificate (PDF) on a provision opens in a new tab through a short-lived signed link", async ({ page }) => {
  const { buildingId, spaceId } = await createBuildingWithSpace('Keuring');
  const provision = await createProvision(spaceId);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  await page.goto(`/technical-provisions?q=${encodeURIComponent(provision.device_name)}`);
  await rowAction(page, provision.device_name, 'Bewerken');
  const dialog = page.getByRole('dialog', { name: 'Voorziening bewerken' });
  await dialog.locator('input[type=file]:not([capture])').setInputFiles({ name: 'keuringsrapport.pdf', mimeType: 'application/pdf', buffer: pdf });
  const tile = dialog.getByRole('button', { name: 'Open keuringsrapport.pdf in een nieuw tabblad' });
  await expect(tile).toBeVisible();

  const [tab] = await Promise.all([page.waitForEvent('popup'), tile.click()]);
  await expect(tab).toHaveURL(/\/storage\/v1\/object\/sign\/attachments\/technical_provisions\/.+\.pdf\?token=/);
  const response = await page.request.get(tab.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(await response.body()).toEqual(pdf);
  await tab.close();

  await restAsDemoUser(`technical_provisions?id=eq.${provision.id}`, { method: 'DELETE' });
  await restAsDemoUser(`spaces?id=eq.${spaceId}`, { method: 'DELETE' });
  await removeBuilding(buildingId);
});
