import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_USER = { email: 'beheer@example.nl', password: 'beheer123' };

/** The seed's other staff (supabase/seed.sql): a medewerker of Kantoor Utrecht and a lezer of Residentie Amstelkwartier. */
export const MEDEWERKER = { email: 'medewerker@example.nl', password: 'medewerker123' };
export const LEZER = { email: 'lezer@example.nl', password: 'lezer123' };

export async function signIn(page: Page, password = DEMO_USER.password, email = DEMO_USER.email) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** A REST call as the demo user, answered as it is (also a refusal). */
export async function restResponseAsDemoUser(pathAndQuery: string, init: RequestInit = {}) {
  const url = process.env.SUPABASE_URL as string;
  const anonKey = process.env.SUPABASE_ANON_KEY as string;
  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  }).then((r) => r.json());
  return fetch(`${url}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: { apikey: anonKey, Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** A supabase-js-free REST call as the demo user, for checking what the database holds. */
export async function restAsDemoUser(pathAndQuery: string, init: RequestInit = {}) {
  const response = await restResponseAsDemoUser(pathAndQuery, init);
  expect(response.ok, `${pathAndQuery} answered ${response.status}`).toBeTruthy();
  return response.status === 204 ? null : response.json();
}

/**
 * SQL as the database owner, for what no client may do (e.g. moving a completion
 * moment back in time instead of waiting a day).
 */
export async function sqlAsOwner(text: string, values: unknown[] = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.SUPABASE_DB_URL as string });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The seed's meter-reading task (supabase/seed.sql), which the calendar shows on its day. */
export const SEEDED_READING_TASK_ID = '00000005-0000-4000-8000-000000000001';

/**
 * The seed places its reading task on the day the stack was seeded. A run that crosses
 * midnight in Amsterdam moves it to today by the seed's own rule; on the seed's day this
 * changes nothing.
 */
export async function seededReadingTaskOnToday() {
  await sqlAsOwner(
    `update public.tasks
        set start_date = greatest(date_trunc('day', now(), 'Europe/Amsterdam'), now() - interval '1 hour')
      where id = $1 and start_date < date_trunc('day', now(), 'Europe/Amsterdam')`,
    [SEEDED_READING_TASK_ID],
  );
}

/** Removes a building a test made, with its spaces, as the owner (the API deletes one row per request). */
export async function removeBuilding(buildingId: string) {
  await sqlAsOwner('delete from public.spaces where building_id = $1', [buildingId]);
  await sqlAsOwner('delete from public.buildings where id = $1', [buildingId]);
}

/** A name no other test run uses: '<label> <6 random letters/digits>'. */
export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** Picks `option` in the select labelled `field`; in a reference field (a building, a space…) by typing it first. */
export async function choose(page: Page, field: string | RegExp, option: string) {
  const box = page.getByRole('combobox', { name: field });
  if (await box.evaluate((element) => element.tagName === 'INPUT')) return pick(page, field, option);
  await box.click();
  const list = page.getByRole('listbox');
  // A chosen option closes the list.
  await untilDone(() => page.getByRole('option', { name: option, exact: true }).click(), () => expect(list).toHaveCount(0, { timeout: 500 }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks `option` in the reference field labelled `field` (ReferenceInput): types `typed`
 * (default: the option's text up to its first ' (' or ', ', which is the row's own name)
 * and clicks the option that reads `option`, whatever detail it shows below. The field
 * asks the database for what was typed: the row is found wherever it is in the alphabet.
 */
export async function pick(page: Page, field: string | RegExp, option: string, typed = option.split(/ \(|, /)[0]) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  const item = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}(?![\\p{L}\\p{N}])`, 'u') });
  await item.click();
  // A chosen option closes the list (of a field of one) or shows as a chip (of several).
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Chooses or unchooses one option of an open multi-choice select. */
export async function toggleOption(page: Page, option: string) {
  const item = page.getByRole('option', { name: option, exact: true });
  const before = (await item.getAttribute('aria-selected')) ?? 'false';
  await untilDone(() => item.click(), () => expect(item).not.toHaveAttribute('aria-selected', before, { timeout: 500 }));
}

/**
 * Clicks an option of an open MUI select until the click took. MUI ignores a release on an
 * option in the first 200-400 ms after the list opened (so that press, drag and release on
 * the field works): a person is never that quick, a test on a fast machine can be.
 */
async function untilDone(click: () => Promise<void>, took: () => Promise<void>) {
  let clicked = false;
  await expect(async () => {
    // A retry: the last click may have taken after all (a slow close).
    if (clicked && (await took().then(() => true, () => false))) return;
    clicked = true;
    await click();
    await took();
  }).toPass({ timeout: 10_000 });
}

/** Opens the row menu of `rowName` ('Acties voor …') and picks `action`. */
export async function rowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `Acties voor ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Waits for a toast and closes it, so that the next one shows at once (toasts queue). */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
}

/**
 * Types a day ('2026-11-24') into a date field (DateInput: typed day first, dd-mm-jjjj) inside
 * `scope`, as a user does: click it, select what it holds, type over it.
 */
export async function typeDate(scope: Page | Locator, label: string, isoDay: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  const [year, month, day] = isoDay.split('-');
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(`${day}-${month}-${year}`);
}

/** A lift in `spaceId` with the seed's service company, through the API. */
export async function createProvision(spaceId: string) {
  const [provision] = await restAsDemoUser('technical_provisions', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({
      device_name: unique('E2E Lift'),
      type_and_model: 'MonoSpace 700',
      manufacturer: 'Kone',
      serial_number: unique('KN'),
      space_id: spaceId,
      service_company_id: '00000009-0000-4000-8000-000000000003',
      status: 'active',
    }),
  });
  return provision as { id: string; device_name: string; type_and_model: string };
}

/** A new building with one space in it, through the API. */
export async function createBuildingWithSpace(label: string) {
  const buildingName = unique(`${label} Gebouw`);
  const spaceName = unique(`${label} Ruimte`);
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name: buildingName, street: 'Teststraat 1', city: 'Utrecht', floors: 3 }),
  });
  const [space] = await restAsDemoUser('spaces', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ building_id: building.id, name: spaceName, floor: 1 }),
  });
  return { buildingId: building.id as string, buildingName, spaceId: space.id as string, spaceName };
}

/**
 * An account of its own for a test, made as the owner (as the seed makes its users): a
 * staff row with `role` for `buildingId` when given, none without. Removed with `removeAccount`.
 */
export async function makeAccount({ role, buildingId }: { role?: 'beheerder' | 'medewerker' | 'lezer'; buildingId?: string } = {}) {
  const email = `${unique('e2e').replace(' ', '-')}@example.nl`;
  const password = `wachtwoord-${Math.random().toString(36).slice(2, 8)}`;
  const [{ id }] = (await sqlAsOwner(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
             extensions.crypt($2, extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())
     returning id`,
    [email, password],
  )) as { id: string }[];
  if (role) {
    await sqlAsOwner('insert into public.staff (user_id, name, role) values ($1, $2, $3)', [id, `E2E ${role}`, role]);
    if (buildingId) await sqlAsOwner('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [id, buildingId]);
  }
  return { id, email, password };
}

export async function removeAccount(id: string) {
  await sqlAsOwner('delete from auth.users where id = $1', [id]);
}
