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
    await lapseStoredSession(page, { ...before, expires_at: Math.floor(Date.now() / 1000) - 60 });
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    await expect.poll(async () => (await storedSession(page)).access_token).not.toBe(before.access_token);
    const renewed = await storedSession(page);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000 + 600);
    expect(renewed.refresh_token).not.toBe(before.refresh_token);

    await lapseStoredSession(page, { ...renewed, expires_at: Math.floor(Date.now() / 1000) - 60, refresh_token: 'ingetrokken' });
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

/**
 * Stores a lapsed session and opens /housing again. It is written while the page shows
 * /config.json, where no app code runs: the signed-in page's auth client could otherwise
 * save its session over it while the page unloads.
 */
async function lapseStoredSession(page: Page, session: StoredSession) {
  await page.goto('/config.json');
  await setStoredSession(page, session);
  await page.goto('/housing');
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
