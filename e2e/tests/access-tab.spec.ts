// Settings tab 'Toegang' as a beheerder meets it: the seed's staff with their roles and
// buildings, a change of role (and back) that the list shows, the last beheerder who cannot
// be demoted (the database's Dutch reason in the toast), and a lezer who reads that only a
// beheerder manages access. Inviting goes through the server function staff-admin and is
// tested with it; axe checks the tab and its invite form in axe.spec.ts (ADD_FORMS).
import { expect, test, type Page } from '@playwright/test';
import { LEZER, signIn, sqlAsOwner } from '../support';

const LEZER_ID = 'beb0e000-0000-4000-8000-000000000005';
const BEHEERDER_ID = 'beb0e000-0000-4000-8000-000000000001';

const staffRow = (page: Page, name: string) => page.getByRole('table', { name: 'Medewerkers' }).getByRole('row', { name: new RegExp(name) });

async function roleOf(userId: string) {
  const [{ role }] = (await sqlAsOwner('select role from public.staff where user_id = $1', [userId])) as { role: string }[];
  return role;
}

/** 'Bewerken' in the row's menu, a role chosen, 'Opslaan'. */
async function changeRole(page: Page, name: string, role: string) {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Toegang wijzigen' });
  await dialog.getByRole('combobox', { name: /Rol/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  return dialog;
}

test.describe('as the beheerder', () => {
  test.afterAll(async () => {
    // What a failed test may have left: the seed's roles.
    await sqlAsOwner(`update public.staff set role = 'lezer' where user_id = $1 and role <> 'lezer'`, [LEZER_ID]);
    await sqlAsOwner(`update public.staff set role = 'beheerder', active = true where user_id = $1 and (role <> 'beheerder' or not active)`, [BEHEERDER_ID]);
  });

  test('the tab lists the seed’s staff with their roles and buildings', async ({ page }) => {
    await page.goto('/settings?tab=toegang');
    await expect(page.getByRole('tab', { name: 'Toegang', selected: true })).toBeVisible();
    const beheerder = staffRow(page, 'Demo Beheerder');
    await expect(beheerder).toContainText('beheer@example.nl');
    await expect(beheerder).toContainText('Beheerder');
    await expect(beheerder).toContainText('Alle gebouwen');
    await expect(beheerder).toContainText('Actief');
    await expect(staffRow(page, 'Demo Medewerker')).toContainText('Kantoor Utrecht');
    await expect(staffRow(page, 'Demo Medewerker')).toContainText('Medewerker');
    await expect(staffRow(page, 'Demo Lezer')).toContainText('Residentie Amstelkwartier');
    await expect(staffRow(page, 'Demo Lezer')).toContainText('Lezer');
    // Sorted by name.
    await expect(page.getByRole('table', { name: 'Medewerkers' }).getByRole('row').nth(1)).toContainText('Demo Beheerder');
  });

  test("changes the lezer's role to medewerker and back; the list shows it", async ({ page }) => {
    await page.goto('/settings?tab=toegang');
    let dialog = await changeRole(page, 'Demo Lezer', 'Medewerker');
    await expect(page.getByText('Toegang gewijzigd')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(staffRow(page, 'Demo Lezer')).toContainText('Medewerker');
    await expect(staffRow(page, 'Demo Lezer')).toContainText('Residentie Amstelkwartier');
    expect(await roleOf(LEZER_ID)).toBe('medewerker');

    dialog = await changeRole(page, 'Demo Lezer', 'Lezer');
    await expect(dialog).toBeHidden();
    await expect(staffRow(page, 'Demo Lezer')).toContainText('Lezer');
    await expect(staffRow(page, 'Demo Lezer')).not.toContainText('Medewerker');
    expect(await roleOf(LEZER_ID)).toBe('lezer');
  });

  test('the last beheerder cannot be demoted: the toast says why and the form keeps the choice', async ({ page }) => {
    await page.goto('/settings?tab=toegang');
    const dialog = await changeRole(page, 'Demo Beheerder', 'Medewerker');
    await expect(page.getByText('Er moet minstens één actieve beheerder blijven.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Rol/ })).toHaveText('Medewerker');
    expect(await roleOf(BEHEERDER_ID)).toBe('beheerder');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(staffRow(page, 'Demo Beheerder')).toContainText('Beheerder');
  });
});

test.describe('as a lezer', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the tab says that only a beheerder manages access, and lists no one', async ({ page }) => {
    await page.goto('/');
    await signIn(page, LEZER.password, LEZER.email);
    await expect(page.getByTestId('signed-in-user')).toContainText('Lezer');
    await page.goto('/settings?tab=toegang');
    await expect(page.getByText('Alleen een beheerder kan de toegang beheren.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Medewerkers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Medewerker uitnodigen' })).toHaveCount(0);
  });
});
