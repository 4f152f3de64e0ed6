import { expect, test, type Page } from '@playwright/test';
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

  test('an access token that has lapsed is renewed when the page next asks for data; a refused renewal signs out', async ({ page }) => {
    await page.goto('/housing');
    await signIn(page);
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    const before = await storedSession(page);
    await setStoredSession(page, { ...before, expires_at: Math.floor(Date.now() / 1000) - 60 });
    await page.reload();
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    // Renewed: a new refresh token (each renewal gets one) and an expiry ahead. The access token
    // itself may be the same when the renewal falls in the second of the sign-in: same claims,
    // same iat and exp, so the same signature.
    await expect.poll(async () => (await storedSession(page)).refresh_token).not.toBe(before.refresh_token);
    const renewed = await storedSession(page);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000 + 600);

    await setStoredSession(page, { ...renewed, expires_at: Math.floor(Date.now() / 1000) - 60, refresh_token: 'ingetrokken' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });
});

type StoredSession = { access_token: string; refresh_token: string; expires_at: number };
const SESSION_KEY = /^sb-.*-auth-token$/;

/** The session the page keeps in localStorage (as auth-js stores it). */
function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate((pattern) => {
    const key = Object.keys(localStorage).find((k) => new RegExp(pattern).test(k)) as string;
    return JSON.parse(localStorage.getItem(key) as string);
  }, SESSION_KEY.source);
}

function setStoredSession(page: Page, session: StoredSession) {
  return page.evaluate(
    ([pattern, value]) => {
      const key = Object.keys(localStorage).find((k) => new RegExp(pattern).test(k)) as string;
      localStorage.setItem(key, value);
    },
    [SESSION_KEY.source, JSON.stringify(session)],
  );
}
