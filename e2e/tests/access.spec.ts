// Access per building as a user meets it: a medewerker of one building sees only that
// building's rows on /spaces, /housing and the dashboard, and the header says who is signed
// in. The rules themselves are the database's (supabase/tests/access.data.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { LEZER, MEDEWERKER, choose, makeAccount, pick, removeAccount, signIn, sqlAsOwner, unique } from '../support';
import { mailTo } from '../mail';

const KANTOOR_UTRECHT = '00000001-0000-4000-8000-000000000001';
const RESIDENTIE_AMSTELKWARTIER = '00000001-0000-4000-8000-000000000002';

test.use({ storageState: { cookies: [], origins: [] } });

async function countOf(table: 'spaces' | 'housing', buildingId?: string) {
  const where = buildingId ? 'where building_id = $1' : '';
  const [{ count }] = (await sqlAsOwner(`select count(*)::int as count from public.${table} ${where}`, buildingId ? [buildingId] : [])) as { count: number }[];
  return count;
}

/** The list's total: as its pagination writes it ('1–25 van 60'), its rows when they fit on one page (no pagination), or 0 when it says it has none. */
async function listTotal(page: Page) {
  await page.locator('main tbody tr').or(page.getByText(/^Nog geen /)).first().waitFor();
  if (await page.getByText(/^Nog geen /).count()) return 0;
  const pagination = page.getByText(/^\d+–\d+ van \d+$/);
  if (await pagination.count()) return Number((await pagination.textContent())?.split(' van ')[1]);
  return page.locator('main tbody tr').count();
}

async function firstBuildingSorted(page: Page, direction: 'oplopend' | 'aflopend') {
  await page.goto(`/spaces?sort=building.${direction === 'oplopend' ? 'asc' : 'desc'}`);
  return page.locator('main tbody tr').first().locator('td').first().textContent();
}

/** Signs in as one of the seed's staff; the header then names them and their role. */
async function signInAs(page: Page, user: { email: string; password: string }, name: string, role: string) {
  await page.goto('/');
  await signIn(page, user.password, user.email);
  const header = page.getByTestId('signed-in-user');
  await expect(header).toContainText(name);
  await expect(header).toContainText(role);
}

/** The list at `route` shows as many rows as the database holds for the building (asked again until it does: other tests write meanwhile). */
async function expectListOfBuilding(page: Page, route: string, table: 'spaces' | 'housing', buildingId: string) {
  await expect(async () => {
    await page.goto(route);
    expect(await listTotal(page)).toBe(await countOf(table, buildingId));
  }).toPass({ timeout: 15_000 });
}

test('a medewerker of Kantoor Utrecht (an office: no housing) sees who they are and only that building: /spaces, /housing and the dashboard', async ({ page }) => {
  await signInAs(page, MEDEWERKER, 'Demo Medewerker', 'Medewerker');

  await expect(page.getByTestId('count-Gebouwen')).toHaveText('1');
  expect(await countOf('housing', KANTOOR_UTRECHT)).toBeLessThan(await countOf('housing'));
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('count-Woningen')).toHaveText(String(await countOf('housing', KANTOOR_UTRECHT)));
  }).toPass({ timeout: 15_000 });

  // Sorted by building either way, the first row is Kantoor Utrecht's: no other building's space is listed.
  expect(await firstBuildingSorted(page, 'oplopend')).toBe('Kantoor Utrecht');
  expect(await firstBuildingSorted(page, 'aflopend')).toBe('Kantoor Utrecht');
  await expectListOfBuilding(page, '/spaces', 'spaces', KANTOOR_UTRECHT);
  await expectListOfBuilding(page, '/housing', 'housing', KANTOOR_UTRECHT);
});

test('a lezer of Residentie Amstelkwartier sees their name and role, and on /housing exactly that building\'s housing', async ({ page }) => {
  await signInAs(page, LEZER, 'Demo Lezer', 'Lezer');
  const own = await countOf('housing', RESIDENTIE_AMSTELKWARTIER);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(await countOf('housing'));
  await expectListOfBuilding(page, '/housing', 'housing', RESIDENTIE_AMSTELKWARTIER);
});

test('a lezer sees no action that would change data: no add, import, edit or delete, or task completion', async ({ page }) => {
  await signInAs(page, LEZER, 'Demo Lezer', 'Lezer');
  await page.goto('/housing');
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Woningbeheer', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Woning Toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importeren' })).toHaveCount(0);
  // A row's menu only shows it, with its photos and documents ('Bekijken'): nothing to edit or delete.
  await page.getByRole('button', { name: /^Acties voor / }).first().click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bekijken']);
  await page.keyboard.press('Escape');
  // Exporting only reads: it stays.
  await expect(page.getByRole('button', { name: 'Exporteren' })).toBeVisible();

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible();
  await expect(page.getByRole('article').first().or(page.getByText('Nog geen taken.'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe Taak' })).toHaveCount(0);
  for (const box of await page.getByRole('checkbox', { name: 'Voltooid' }).all()) await expect(box).toBeDisabled();
});

test('a medewerker adds and edits suppliers (shared by every building) but only a beheerder deletes them', async ({ page }) => {
  await signInAs(page, MEDEWERKER, 'Demo Medewerker', 'Medewerker');
  await page.goto('/suppliers');
  await expect(page.getByRole('button', { name: 'Leverancier Toevoegen' })).toBeVisible();
  await page.getByRole('button', { name: /^Acties voor / }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Bewerken' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Their own building's spaces they may delete.
  await page.goto('/spaces');
  await page.getByRole('button', { name: /^Acties voor / }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toBeVisible();
});

test('an account without access is told so; deactivated, a staff member is signed out at their next step', async ({ page }) => {
  const outsider = await makeAccount();
  const colleague = await makeAccount({ role: 'medewerker', buildingId: KANTOOR_UTRECHT });
  try {
    await page.goto('/');
    await signIn(page, outsider.password, outsider.email);
    await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByText('Je account heeft geen toegang tot het beheer. Vraag een beheerder om je toegang te geven.')).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

    await signIn(page, colleague.password, colleague.email);
    await expect(page.getByTestId('signed-in-user')).toContainText('Medewerker');
    await sqlAsOwner('update public.staff set active = false where user_id = $1', [colleague.id]);
    await page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Instellingen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  } finally {
    await removeAccount(outsider.id);
    await removeAccount(colleague.id);
  }
});

test('a beheerder invites a colleague of Kantoor Utrecht: the e-mail\'s link sets a password, the colleague sees only that building; deactivated, they are signed out at their next step', async ({ page, browser }) => {
  test.slow();
  const name = unique('Collega');
  const email = `${name.replace(' ', '-').toLowerCase()}@example.nl`;
  const colleagueContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await page.goto('/');
    await signIn(page);
    // Signed in (the session stored) before the next page load.
    await expect(page.getByTestId('signed-in-user')).toContainText('Beheerder');
    await page.goto('/settings?tab=toegang');
    await page.getByRole('button', { name: 'Medewerker uitnodigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Medewerker uitnodigen' });
    await dialog.getByLabel('Naam').fill(name);
    await dialog.getByLabel('E-mail').fill(email);
    await choose(page, /Rol/, 'Medewerker');
    await pick(page, /Gebouwen/, 'Kantoor Utrecht');
    await dialog.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(page.getByText('Uitnodiging verstuurd')).toBeVisible();
    const row = page.getByRole('table', { name: 'Medewerkers' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Uitgenodigd');
    await expect(row).toContainText('Kantoor Utrecht');

    const { subject, link } = await mailTo(email);
    expect(subject).toBe('Je uitnodiging voor het beheer');
    const colleague = await colleagueContext.newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { name: 'Welkom! Kies je wachtwoord' })).toBeVisible();
    await colleague.getByLabel('Nieuw wachtwoord').fill('collega-wachtwoord');
    await colleague.getByLabel('Herhaal wachtwoord').fill('collega-wachtwoord');
    await colleague.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(colleague.getByTestId('signed-in-user')).toContainText(name);
    await expect(colleague.getByTestId('signed-in-user')).toContainText('Medewerker');
    await expect(colleague.getByTestId('count-Gebouwen')).toHaveText('1');
    await expectListOfBuilding(colleague, '/spaces', 'spaces', KANTOOR_UTRECHT);
    await expectListOfBuilding(colleague, '/housing', 'housing', KANTOOR_UTRECHT);

    await page.reload();
    await page.getByRole('button', { name: `Acties voor ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactiveren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactiveren' }).click();
    await expect(page.getByText('Medewerker gedeactiveerd')).toBeVisible();
    await expect(row).toContainText('Gedeactiveerd');

    // The colleague's next step signs them out; signing in again is refused.
    await colleague.getByRole('link', { name: 'Dashboard' }).click();
    await expect(colleague.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await signIn(colleague, 'collega-wachtwoord', email);
    await expect(colleague.getByText('Dit account is geblokkeerd. Neem contact op met de beheerder.')).toBeVisible();
  } finally {
    await colleagueContext.close();
    await sqlAsOwner('delete from auth.users where email = $1', [email]);
  }
});
