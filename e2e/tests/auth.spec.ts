import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('any route shows the Dutch sign-in page; a wrong password is refused in Dutch', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await signIn(page, 'verkeerd-wachtwoord');
    await expect(page.getByText('Onjuist e-mailadres of wachtwoord.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  });

  test('after sign-in the visitor lands on the route they asked for, the session survives a reload, sign-out returns to sign-in', async ({ page }) => {
    await page.goto('/settings?tab=entrances');
    await signIn(page);
    await expect(page.getByRole('tab', { name: 'In- en uitgangen' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/settings\?tab=entrances$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });
});
