// Attachments (issue #32) in Chromium against the real stack and its storage API: a photo
// attached to a malfunction is scaled down, shows as a thumbnail and in the list's paperclip,
// opens for another user of the same building, and is deleted after confirmation; on a
// phone-size screen a photo can be taken (the camera input) and viewed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { createBuildingWithSpace, createProvision, expectToast, makeAccount, removeAccount, removeBuilding, restAsDemoUser, rowAction, signIn, unique } from '../support';

interface Malfunction {
  buildingId: string;
  spaceId: string;
  provisionId: string;
  description: string;
  rowName: string;
}

async function createMalfunction(label: string): Promise<Malfunction> {
  const { buildingId, spaceId } = await createBuildingWithSpace(label);
  const provision = await createProvision(spaceId);
  const description = unique('Lekkage bij de liftput');
  await restAsDemoUser('malfunctions', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ technical_provision_id: provision.id, description, priority: 'high' }),
  });
  return { buildingId, spaceId, provisionId: provision.id, description, rowName: `${provision.device_name}: ${description}` };
}

async function removeMalfunction(m: Malfunction) {
  await restAsDemoUser(`malfunctions?technical_provision_id=eq.${m.provisionId}`, { method: 'DELETE' });
  await restAsDemoUser(`technical_provisions?id=eq.${m.provisionId}`, { method: 'DELETE' });
  await restAsDemoUser(`spaces?id=eq.${m.spaceId}`, { method: 'DELETE' });
  await removeBuilding(m.buildingId);
}

/** A camera-sized JPEG (width × height, noise so it does not compress to nothing), made by the browser. */
async function photo(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const pixels = context.createImageData(w, h);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = (i * 7) % 251;
        pixels.data[i + 1] = (i * 13) % 241;
        pixels.data[i + 2] = (i / 4) % 256;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

async function openMalfunction(page: Page, m: Malfunction, action = 'Bewerken') {
  await page.goto(`/malfunctions?q=${encodeURIComponent(m.description)}`);
  await rowAction(page, m.rowName, action);
}

/** The natural size of a loaded image. */
async function naturalSize(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

test('a photo attached to a malfunction is scaled down, shows as a thumbnail, opens for a colleague of the building, and is deleted after confirmation', async ({ page, browser }) => {
  // Two browsers, two uploads' worth of scaling and axe twice: more than the default 30 s on two busy cores.
  test.setTimeout(90_000);
  const m = await createMalfunction('Bijlagen');
  const colleague = await makeAccount({ role: 'medewerker', buildingId: m.buildingId });
  const picture = await photo(page, 3000, 2000);

  await openMalfunction(page, m);
  const dialog = page.getByRole('dialog', { name: 'Storing bewerken' });
  await expect(dialog.getByRole('heading', { name: 'Bijlagen' })).toBeVisible();
  await expect(dialog.getByText('Nog geen bijlagen.')).toBeVisible();
  await dialog.locator('input[type=file]:not([capture])').setInputFiles({ name: 'lekkage.jpg', mimeType: 'image/jpeg', buffer: picture });

  const tile = dialog.getByRole('button', { name: 'Bekijk lekkage.jpg' });
  const thumbnail = tile.locator('img');
  await expect(thumbnail).toBeVisible();
  expect(await naturalSize(thumbnail)).toEqual({ width: 320, height: 213 });
  await expect(dialog.getByRole('heading', { name: 'Bijlagen (1)' })).toBeVisible();
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);

  // Full size in the viewer: what was stored is the photo at 2,000 px on its long side.
  await tile.click();
  const viewer = page.getByRole('dialog', { name: 'lekkage.jpg' });
  expect(await naturalSize(viewer.getByRole('img', { name: 'lekkage.jpg' }))).toEqual({ width: 2000, height: 1333 });
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await viewer.getByRole('button', { name: 'Sluiten' }).click();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // The list shows the paperclip with the count.
  await expect(page.getByRole('row', { name: new RegExp(m.description) }).getByTitle('1 bijlage')).toHaveText('1');

  // A medewerker of the same building, in a browser of their own, sees and opens the photo.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const colleaguePage = await other.newPage();
  await colleaguePage.goto('/');
  await signIn(colleaguePage, colleague.password, colleague.email);
  await expect(colleaguePage.getByTestId('signed-in-user')).toContainText('Medewerker');
  await openMalfunction(colleaguePage, m);
  const theirs = colleaguePage.getByRole('dialog', { name: 'Storing bewerken' });
  await theirs.getByRole('button', { name: 'Bekijk lekkage.jpg' }).click();
  expect(await naturalSize(colleaguePage.getByRole('dialog', { name: 'lekkage.jpg' }).getByRole('img'))).toEqual({ width: 2000, height: 1333 });
  await other.close();

  // Deleting asks first; 'Annuleren' keeps the file, 'Verwijderen' removes it.
  await openMalfunction(page, m);
  await dialog.getByRole('button', { name: 'lekkage.jpg verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bijlage verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je deze bijlage wilt verwijderen?');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(tile).toBeVisible();
  await dialog.getByRole('button', { name: 'lekkage.jpg verwijderen' }).click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De bijlage is succesvol verwijderd.');
  await expect(dialog.getByText('Nog geen bijlagen.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('row', { name: new RegExp(m.description) }).getByTitle(/bijlage/)).toHaveCount(0);

  await removeAccount(colleague.id);
  await removeMalfunction(m);
});

test('on a phone-size screen a photo is taken with the camera input and viewed full screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const m = await createMalfunction('Bijlagen telefoon');
  const picture = await photo(page, 1200, 1600);

  await openMalfunction(page, m);
  const dialog = page.getByRole('dialog', { name: 'Storing bewerken' });
  await expect(dialog.getByRole('button', { name: 'Foto maken' })).toBeVisible();
  const camera = dialog.locator('input[type=file][capture]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: picture });

  const tile = dialog.getByRole('button', { name: 'Bekijk foto.jpg' });
  await expect(tile.locator('img')).toBeVisible();
  await tile.click();
  const viewer = page.getByRole('dialog', { name: 'foto.jpg' });
  const image = viewer.getByRole('img', { name: 'foto.jpg' });
  // Small enough already: stored as it was taken.
  expect(await naturalSize(image)).toEqual({ width: 1200, height: 1600 });
  const box = await image.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await viewer.getByRole('button', { name: 'Sluiten' }).click();
  await expect(viewer).toBeHidden();

  await removeMalfunction(m);
});
