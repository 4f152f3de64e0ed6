// Passwords as a user meets them: 'Wachtwoord vergeten?' sends a link through the local mail
// catcher, the link lets them choose a password once; a signed-in user changes theirs. The
// auth server's side (tokens, expiry, refusals) is tested in supabase/tests.
import { expect, test, type Page } from '@playwright/test';
import { makeAccount, removeAccount, signIn } from '../support';
import { mailTo } from '../mail';
import { axeViolations } from '../axe';

const KANTOOR_UTRECHT = '00000001-0000-4000-8000-000000000001';

test.use({ storageState: { cookies: [], origins: [] } });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
}

async function chooseNewPassword(page: Page, password: string, repeated = password) {
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(repeated);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
}

test("'Wachtwoord vergeten?': the e-mail's link lets the user choose a new password once, and sign in with it", async ({ page }) => {
  const account = await makeAccount({ role: 'medewerker', buildingId: KANTOOR_UTRECHT });
  try {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten?' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stuur link' }).click();
    await expect(page.getByText('Als er een account bij dit e-mailadres hoort, ontvang je een e-mail met een link om een nieuw wachtwoord in te stellen.')).toBeVisible();

    const { link } = await mailTo(account.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await chooseNewPassword(page, 'nieuw-geheim', 'nieuw-geheim2');
    await expect(page.getByText('De wachtwoorden zijn niet gelijk.')).toBeVisible();
    await chooseNewPassword(page, 'nieuw-geheim');
    await expect(page.getByTestId('signed-in-user')).toContainText('Medewerker');

    // The link is spent.
    await page.goto(link);
    await expect(page.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.')).toBeVisible();

    await page.goto('/');
    await signOut(page);
    await signIn(page, account.password, account.email);
    await expect(page.getByText('Onjuist e-mailadres of wachtwoord.')).toBeVisible();
    await signIn(page, 'nieuw-geheim', account.email);
    await expect(page.getByTestId('signed-in-user')).toContainText('Medewerker');
  } finally {
    await removeAccount(account.id);
  }
});

test('a signed-in user changes their password under Instellingen', async ({ page }) => {
  const account = await makeAccount({ role: 'lezer', buildingId: KANTOOR_UTRECHT });
  try {
    await page.goto('/');
    await signIn(page, account.password, account.email);
    await expect(page.getByTestId('signed-in-user')).toContainText('Lezer');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord wijzigen', level: 1 })).toBeVisible();
    await chooseNewPassword(page, 'kort');
    await expect(page.getByRole('alert')).toHaveText('Het wachtwoord moet minstens 6 tekens lang zijn.');
    await chooseNewPassword(page, 'mijn-nieuwe-wachtwoord');
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();

    await signOut(page);
    await signIn(page, 'mijn-nieuwe-wachtwoord', account.email);
    await expect(page.getByTestId('signed-in-user')).toContainText('Lezer');
  } finally {
    await removeAccount(account.id);
  }
});
