// assets-mf part 1 (issue #13): key cabinets, keys with their spaces and the loan
// register, suppliers, mechanics and facility types, in Chromium against the real stack.
import { format } from 'date-fns';
import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, pick, restAsDemoUser, restResponseAsDemoUser, rowAction, toggleOption, typeDate } from '../support';

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const DOM = 'Vergaderzaal Dom (Kantoor Utrecht)';
const TECHNIEK = 'Technische ruimte (Kantoor Utrecht)';

const day = (offset: number) => format(new Date(Date.now() + offset * 86_400_000), 'yyyy-MM-dd');
const dutch = (iso: string) => iso.split('-').reverse().join('-');

/** Picks (or, when chosen, unpicks) several rows in a reference field of several, each found by typing its name. */
async function chooseMany(page: Page, field: string, options: string[]) {
  for (const option of options) await pick(page, field, option);
}

/** Picks (or unpicks) several options of a multi-choice select of a few (the facility types), then closes its list. */
async function toggleMany(page: Page, field: string, options: string[]) {
  await page.getByRole('combobox', { name: field }).click();
  for (const option of options) await toggleOption(page, option);
  await page.keyboard.press('Escape');
}

async function confirmDelete(page: Page, title: string) {
  const confirm = page.getByRole('dialog', { name: title });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  return confirm;
}

async function createKey(number: string) {
  const [key] = await restAsDemoUser('keys', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ number, key_cabinet_id: '00000006-0000-4000-8000-000000000001' }),
  });
  return key as { id: string };
}

test('key cabinets: add, edit, delete after confirmation; a cabinet with keys is refused with a reason', async ({ page }) => {
  const name = unique('E2E Kast');
  await page.goto('/key-cabinets');
  await page.getByRole('button', { name: 'Nieuwe Sleutelkast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe Sleutelkast' });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByText('Naam is verplicht')).toBeVisible();
  await expect(dialog.getByText('Ruimte is verplicht')).toBeVisible();
  await dialog.getByLabel('Naam').fill(name);
  await choose(page, 'Ruimte', DOM);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De sleutelkast is succesvol toegevoegd.');
  const table = page.getByRole('table', { name: 'Sleutelkasten' });
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(DOM);

  await rowAction(page, name, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Sleutelkast bewerken' });
  await edit.getByLabel('Naam').fill(`${name} bijgewerkt`);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De sleutelkast is succesvol bijgewerkt.');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(`${name} bijgewerkt`);
  await expect(table.getByRole('row', { name: new RegExp(`${name} bijgewerkt`) })).toBeVisible();

  // A cabinet with keys in it stays, and says why.
  const [cabinet] = await restAsDemoUser(`key_cabinets?name=eq.${encodeURIComponent(`${name} bijgewerkt`)}&select=id`);
  const [key] = await restAsDemoUser('keys', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ number: unique('K'), key_cabinet_id: cabinet.id }),
  });
  await rowAction(page, `${name} bijgewerkt`, 'Verwijderen');
  await confirmDelete(page, 'Sleutelkast verwijderen');
  await expectToast(page, 'Deze sleutelkast bevat nog sleutels en kan niet worden verwijderd.');
  await restAsDemoUser(`keys?id=eq.${key.id}`, { method: 'DELETE' });

  await rowAction(page, `${name} bijgewerkt`, 'Verwijderen');
  await expect(page.getByRole('dialog', { name: 'Sleutelkast verwijderen' })).toContainText('Weet je zeker dat je deze sleutelkast wilt verwijderen?');
  await confirmDelete(page, 'Sleutelkast verwijderen');
  await expectToast(page, 'De sleutelkast is succesvol verwijderd.');
  await expect(page.getByText(`Geen resultaten voor '${name} bijgewerkt'.`)).toBeVisible();
});

test('keys: a key with two spaces shows two badges, keeps them after an edit, loses one when it is removed; delete after confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  const number = unique('E2E-S');
  await page.goto('/keys');
  await page.getByRole('button', { name: 'Sleutel Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sleutel Toevoegen' });
  await dialog.getByLabel('Nummer').fill(number);
  await choose(page, 'Sleutelkast', 'Sleutelkast Receptie Utrecht');
  await chooseMany(page, 'Ruimtes', [DOM, TECHNIEK]);
  await dialog.getByLabel('Merk', { exact: true }).fill('Abloy');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De sleutel is succesvol toegevoegd.');

  const row = page.getByRole('table', { name: 'Sleutels' }).getByRole('row', { name: new RegExp(number) });
  const badges = row.getByRole('list', { name: 'Ruimtes' }).getByRole('listitem');
  await expect(badges).toHaveText(['Vergaderzaal Dom', 'Technische ruimte']);
  await expect(row).toContainText('Aanwezig');

  await rowAction(page, number, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Sleutel bewerken' });
  await expect(edit.getByRole('button', { name: DOM })).toBeVisible();
  await expect(edit.getByRole('button', { name: TECHNIEK })).toBeVisible();
  await edit.getByLabel('Merk', { exact: true }).fill('Lips');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De sleutel is succesvol bijgewerkt.');
  await expect(row).toContainText('Lips');
  await expect(badges).toHaveCount(2);

  await rowAction(page, number, 'Bewerken');
  await chooseMany(page, 'Ruimtes', [TECHNIEK]);
  await page.getByRole('dialog', { name: 'Sleutel bewerken' }).getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De sleutel is succesvol bijgewerkt.');
  await expect(badges).toHaveText(['Vergaderzaal Dom']);
  const [saved] = await restAsDemoUser(`keys?number=eq.${encodeURIComponent(number)}&select=id,keys_spaces(space_id)`);
  expect(saved.keys_spaces).toHaveLength(1);

  await rowAction(page, number, 'Verwijderen');
  await confirmDelete(page, 'Sleutel verwijderen');
  await expectToast(page, 'De sleutel is succesvol verwijderd.');
  await expect(row).toBeHidden();
  expect(await restAsDemoUser(`keys_spaces?key_id=eq.${saved.id}`)).toEqual([]);
});

test('key loans: hand out, refused a second time, take in, two history rows; a key with loans cannot be deleted', async ({ page }) => {
  test.setTimeout(60_000);
  const number = unique('E2E-L');
  await createKey(number);
  await page.goto(`/keys?q=${encodeURIComponent(number)}`);
  const row = page.getByRole('table', { name: 'Sleutels' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Aanwezig');

  await rowAction(page, number, 'Uitgeven');
  const dialog = page.getByRole('dialog', { name: `Sleutel ${number} uitgeven` });
  await dialog.getByLabel('Naam').fill('Jan Jansen');
  await dialog.getByLabel('Bedrijf').fill('Schilders BV');
  await typeDate(dialog, 'Terug uiterlijk', day(7));
  await dialog.getByRole('button', { name: 'Uitgeven' }).click();
  await expectToast(page, 'De sleutel is succesvol uitgegeven.');
  await expect(row).toContainText(`Uitgegeven aan Jan Jansen tot ${dutch(day(7))}`);

  await rowAction(page, number, 'Uitgeven');
  await dialog.getByLabel('Naam').fill('Piet Pieters');
  await typeDate(dialog, 'Terug uiterlijk', day(3));
  await dialog.getByRole('button', { name: 'Uitgeven' }).click();
  await expectToast(page, 'Deze sleutel is al uitgegeven. Neem de sleutel eerst in.');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toContainText('Uitgegeven aan Jan Jansen');

  await rowAction(page, number, 'Innemen');
  await expectToast(page, 'De sleutel is succesvol ingenomen.');
  await expect(row).toContainText('Aanwezig');

  await rowAction(page, number, 'Geschiedenis');
  const history = page.getByRole('dialog', { name: `Uitgiftegeschiedenis van sleutel ${number}` });
  const rows = history.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // header + 2
  await expect(rows.nth(1)).toContainText('Ingenomen');
  await expect(rows.nth(2)).toContainText('Uitgegeven');
  await expect(rows.nth(2)).toContainText('Schilders BV');
  await history.getByRole('button', { name: 'Sluiten' }).click();

  await rowAction(page, number, 'Verwijderen');
  await confirmDelete(page, 'Sleutel verwijderen');
  await expectToast(page, 'Deze sleutel heeft een uitgiftegeschiedenis en kan niet worden verwijderd.');
  await expect(row).toBeVisible();
});

test("key loans: a loan past its date appears under 'Te laat', counted in the header", async ({ page }) => {
  const number = unique('E2E-T');
  await createKey(number);
  await page.goto(`/keys?q=${encodeURIComponent(number)}`);
  await rowAction(page, number, 'Uitgeven');
  const dialog = page.getByRole('dialog', { name: `Sleutel ${number} uitgeven` });
  await dialog.getByLabel('Naam').fill('Karin de Laat');
  await typeDate(dialog, 'Uitgegeven op', day(-10));
  await typeDate(dialog, 'Terug uiterlijk', day(-1));
  await dialog.getByRole('button', { name: 'Uitgeven' }).click();
  await expectToast(page, 'De sleutel is succesvol uitgegeven.');

  const late = await restAsDemoUser(`keys?loaned_until=lt.${day(0)}&select=id`);
  const filter = page.getByRole('button', { name: `Te laat (${late.length})` });
  await expect(filter).toBeVisible();
  await page.goto('/keys');
  await page.getByRole('button', { name: /^Te laat \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/filter=te-laat/);
  const table = page.getByRole('table', { name: 'Sleutels' });
  await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('Uitgegeven aan Karin de Laat');
  await expect(table.getByRole('row', { name: /Aanwezig/ })).toHaveCount(0);
});

test('key loans: an update or delete of a loan row through the API is refused', async () => {
  const key = await createKey(unique('E2E-A'));
  const [loan] = await restAsDemoUser('key_loans', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ key_id: key.id, kind: 'out', borrower_name: 'Jan Jansen', handed_out_on: day(0), due_date: day(1) }),
  });
  const update = await restResponseAsDemoUser(`key_loans?id=eq.${loan.id}`, { method: 'PATCH', body: JSON.stringify({ due_date: day(30) }) });
  expect(update.status).toBe(400);
  expect((await update.json()).message).toContain('key_loans_immutable');
  const removal = await restResponseAsDemoUser(`key_loans?id=eq.${loan.id}`, { method: 'DELETE' });
  expect(removal.status).toBe(400);
  const [after] = await restAsDemoUser(`key_loans?id=eq.${loan.id}`);
  expect(after).toEqual(loan);
});

test("suppliers: add with facility types, 'javascript:' website refused, edit replaces the links, delete; one in use is refused with a reason", async ({ page }) => {
  test.setTimeout(60_000);
  const company = unique('E2E Leverancier');
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'Leverancier Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leverancier Toevoegen' });
  await dialog.getByLabel('Bedrijfsnaam').fill(company);
  await dialog.getByLabel('Contactpersoon').fill('Petra de Vries');
  await dialog.getByLabel('Website').fill('javascript:alert(1)');
  await toggleMany(page, 'Soorten voorzieningen', ['Liften', 'Schoonmaak']);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByText('Ongeldige website URL')).toBeVisible();
  expect(await restAsDemoUser(`suppliers?company_name=eq.${encodeURIComponent(company)}`)).toEqual([]);
  await dialog.getByLabel('Website').fill('https://example.nl');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De leverancier is succesvol toegevoegd.');

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(company);
  const row = page.getByRole('table', { name: 'Leveranciers' }).getByRole('row', { name: new RegExp(company) });
  const link = row.getByRole('link', { name: 'https://example.nl' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [saved] = await restAsDemoUser(`suppliers?company_name=eq.${encodeURIComponent(company)}&select=id,suppliers_facility_types(facility_type_id)`);
  expect(saved.suppliers_facility_types).toHaveLength(2);

  await rowAction(page, company, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Leverancier bewerken' });
  await toggleMany(page, 'Soorten voorzieningen', ['Liften']);
  await edit.getByLabel('Plaats').fill('Utrecht');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De leverancier is succesvol bijgewerkt.');
  await expect(row).toContainText('Utrecht');
  const [edited] = await restAsDemoUser(`suppliers?id=eq.${saved.id}&select=suppliers_facility_types(facility_types(name))`);
  expect(edited.suppliers_facility_types).toEqual([{ facility_types: { name: 'Schoonmaak' } }]);

  // In use by a mechanic: refused, with the reason.
  const [mechanic] = await restAsDemoUser('mechanics', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name: unique('E2E Monteur'), supplier_id: saved.id }),
  });
  await rowAction(page, company, 'Verwijderen');
  await confirmDelete(page, 'Leverancier verwijderen');
  await expectToast(page, 'Deze leverancier wordt nog gebruikt door monteurs en kan niet worden verwijderd.');
  await expect(row).toBeVisible();
  await restAsDemoUser(`mechanics?id=eq.${mechanic.id}`, { method: 'DELETE' });

  await rowAction(page, company, 'Verwijderen');
  await confirmDelete(page, 'Leverancier verwijderen');
  await expectToast(page, 'De leverancier is succesvol verwijderd.');
  await expect(row).toBeHidden();
});

test('mechanics: add with a supplier, edit, delete after confirmation', async ({ page }) => {
  const name = unique('E2E Monteur');
  await page.goto('/mechanics');
  await page.getByRole('button', { name: 'Monteur Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monteur Toevoegen' });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByText('Naam is verplicht')).toBeVisible();
  await dialog.getByLabel('Naam').fill(name);
  const [supplier] = await restAsDemoUser('suppliers?select=company_name&order=company_name&limit=1');
  await choose(page, 'Leverancier', supplier.company_name);
  await dialog.getByLabel('Mobiel').fill('06 1234 5678');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De monteur is succesvol toegevoegd.');
  const row = page.getByRole('table', { name: 'Monteurs' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(supplier.company_name);

  await rowAction(page, name, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Monteur bewerken' });
  await edit.getByLabel('Opmerkingen').fill('Alleen ochtenden');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'De monteur is succesvol bijgewerkt.');
  await expect(row).toContainText('Alleen ochtenden');

  await rowAction(page, name, 'Verwijderen');
  await confirmDelete(page, 'Monteur verwijderen');
  await expectToast(page, 'De monteur is succesvol verwijderd.');
  await expect(row).toBeHidden();
});

test("facility types: 'Nieuwe soort toevoegen' leads to 'Nieuwe soort voorziening', which needs a name and returns to the list", async ({ page }) => {
  const name = unique('E2E Soort');
  await page.goto('/facility-types');
  await expect(page.getByRole('table', { name: 'Soorten voorzieningen' }).getByRole('row', { name: /Schoonmaak/ })).toBeVisible();
  await page.getByRole('link', { name: 'Nieuwe soort toevoegen' }).click();
  await expect(page).toHaveURL(/\/facility-types\/new$/);
  const form = page.getByRole('form', { name: 'Nieuwe soort voorziening' });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Naam is verplicht')).toBeVisible();
  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Omschrijving').fill('Regel 1\nRegel 2');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Het type voorziening is succesvol toegevoegd.');
  await expect(page).toHaveURL(/\/facility-types$/);
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
  await expect(page.getByRole('table', { name: 'Soorten voorzieningen' }).getByRole('row', { name: new RegExp(name) })).toContainText('Regel 1');
});

test('the settings hub and the dashboard link to these pages', async ({ page }) => {
  await page.goto('/settings');
  const hub = page.getByRole('navigation', { name: 'Instellingen' });
  for (const [label, path] of [
    ['Sleutelkasten', '/key-cabinets'],
    ['Sleutels', '/keys'],
    ['Leveranciers', '/suppliers'],
    ['Monteurs', '/mechanics'],
    ['Soorten voorzieningen', '/facility-types'],
    ['Technische voorzieningen', '/technical-provisions'],
  ]) {
    await expect(hub.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Snelkoppelingen' }).getByRole('link', { name: 'Sleutels' }).click();
  await expect(page.getByRole('heading', { name: 'Sleutels' })).toBeVisible();
});
