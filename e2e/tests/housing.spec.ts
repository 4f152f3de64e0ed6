// housing-mf: /housing, /housing-list, /companies, /owners, /parking-spaces and the
// CSV import, in Chromium against the real stack. Every title starts with 'housing:'
// (run them with --grep housing:).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, restAsDemoUser, rowAction, unique } from '../support';

async function createBuilding(name: string, street: string, floors = 3) {
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name, street, city: 'Utrecht', floors }),
  });
  return building as { id: string };
}

async function createUnits(buildingId: string, units: { house_number: string; floor?: number; square_meters?: number; status?: string }[]) {
  return (await restAsDemoUser('housing', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    // A bulk insert wants the same keys in every row.
    body: JSON.stringify(
      units.map((u) => ({ building_id: buildingId, house_number: u.house_number, floor: u.floor ?? 0, square_meters: u.square_meters ?? null, status: u.status ?? 'occupied' })),
    ),
  })) as { id: string; house_number: string }[];
}

const housingTable = (page: Page) => page.getByRole('table', { name: 'Woningen Overzicht' });

/** A CSV file as the browser's file picker hands it over; nothing is written to disk. */
const csvFile = (name: string, content: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });

async function importFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByRole('button', { name: 'Importeren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Woningen importeren' });
  await dialog.getByLabel('CSV-bestand').setInputFiles(file);
  return dialog;
}

test("housing: add, edit and delete a unit with the spec's toasts", async ({ page }) => {
  test.setTimeout(60_000);
  const street = unique('E2E Woonstraat');
  const buildingName = unique('E2E Woongebouw');
  const building = await createBuilding(buildingName, street);
  await restAsDemoUser('entrances_and_exits', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify([
      { building_id: building.id, name: 'Hoofdingang', type: 'entrance' },
      { building_id: building.id, name: 'Nooduitgang', type: 'exit' },
    ]),
  });

  await page.goto(`/housing?q=${encodeURIComponent(street)}`);
  await expect(page.getByRole('heading', { name: 'Woningbeheer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Woningen Overzicht' })).toBeVisible();
  await page.getByRole('button', { name: 'Woning Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Woning Toevoegen' });
  await dialog.getByRole('button', { name: 'Woning Toevoegen' }).click();
  await expect(dialog.getByText('Selecteer eerst een gebouw')).toBeVisible();
  await choose(page, /Gebouw/, buildingName);
  await expect(dialog.getByLabel('Straat')).toHaveValue(street);
  await dialog.getByLabel(/Huisnummer/).fill('12A');
  await dialog.getByLabel(/Etage/).fill('2');
  await dialog.getByLabel('Vierkante meters').fill('75.5');
  await page.getByRole('combobox', { name: 'Ingang' }).click();
  await expect(page.getByRole('option')).toHaveText(['Geen ingang', 'Hoofdingang']);
  await page.getByRole('option', { name: 'Hoofdingang' }).click();
  await dialog.getByRole('button', { name: 'Woning Toevoegen' }).click();
  await expectToast(page, 'De woning is succesvol toegevoegd');
  await expect(dialog).toBeHidden();
  const row = housingTable(page).getByRole('row', { name: new RegExp(`${street}.*12A`) });
  await expect(row).toContainText('Huur');
  await expect(row).toContainText('Bewoond');
  await expect(row).toContainText('75,5 m²');
  const [stored] = await restAsDemoUser(`housing?building_id=eq.${building.id}&select=street,floor,square_meters,balcony_size,entrance,orientation`);
  expect(stored).toEqual({ street, floor: 2, square_meters: 75.5, balcony_size: null, entrance: 'Hoofdingang', orientation: null });

  await rowAction(page, `${street} 12A`, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Woning Bewerken' });
  await expect(edit.getByLabel(/Huisnummer/)).toHaveValue('12A');
  await choose(page, 'Status', 'Verhuurd');
  await edit.getByRole('button', { name: 'Woning Bijwerken' }).click();
  await expectToast(page, 'De woning is succesvol bijgewerkt');
  await expect(row).toContainText('Verhuurd');

  await rowAction(page, `${street} 12A`, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Woning verwijderen' });
  await expect(confirm).toContainText('Weet je zeker dat je deze woning wilt verwijderen?');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De woning is succesvol verwijderd.');
  await expect(row).toBeHidden();
  expect(await restAsDemoUser(`housing?building_id=eq.${building.id}&select=id`)).toEqual([]);
});

test('housing: clicking a column sorts by it and clicking again toggles the direction', async ({ page }) => {
  const street = unique('E2E Sorteerstraat');
  const building = await createBuilding(unique('E2E Sorteergebouw'), street);
  await createUnits(building.id, [
    { house_number: '1', square_meters: 80, status: 'reserved' },
    { house_number: '2', square_meters: 45, status: 'sold' },
    { house_number: '3', square_meters: 120, status: 'occupied' },
  ]);
  await page.goto(`/housing?q=${encodeURIComponent(street)}`);
  const numbers = () => housingTable(page).locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(numbers).toHaveLength(3);
  await page.getByRole('button', { name: 'Oppervlakte' }).click();
  await expect(page.getByRole('columnheader', { name: /Oppervlakte/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(numbers).toEqual(['2', '1', '3']);
  await page.getByRole('button', { name: /Oppervlakte/ }).click();
  await expect(page.getByRole('columnheader', { name: /Oppervlakte/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(numbers).toEqual(['3', '1', '2']);
  await expect(page).toHaveURL(/sort=square_meters\.desc/);
  // Statuses in the spec's order: Bewoond, Verhuurd, Verkocht, Gereserveerd.
  await page.getByRole('button', { name: 'Status' }).click();
  await expect(page.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(numbers).toEqual(['3', '2', '1']);
});

test('housing: the overview counts units per building and status as the data holds them', async ({ page }) => {
  const buildingName = unique('E2E Telgebouw');
  const building = await createBuilding(buildingName, unique('E2E Telstraat'));
  await createUnits(building.id, [
    { house_number: '1', status: 'occupied' },
    { house_number: '2', status: 'occupied' },
    { house_number: '3', status: 'sold' },
    { house_number: '4', status: 'reserved' },
  ]);
  await page.goto('/housing-list');
  await expect(page.getByRole('heading', { name: 'Woningen', exact: true })).toBeVisible();
  const row = page.getByRole('table', { name: 'Woningen per gebouw' }).getByRole('row', { name: new RegExp(buildingName) });
  // Bewoond, Verhuurd, Verkocht, Gereserveerd, Totaal: as the units in the database are.
  const units: { status: string }[] = await restAsDemoUser(`housing?building_id=eq.${building.id}&select=status`);
  const count = (status?: string) => String(units.filter((u) => !status || u.status === status).length);
  const expected = [count('occupied'), count('rented'), count('sold'), count('reserved'), count()];
  expect(expected).toEqual(['2', '0', '1', '1', '4']);
  await expect(row.getByRole('cell')).toHaveText(expected);
  await page.getByRole('link', { name: 'Nieuwe Woning' }).click();
  await expect(page).toHaveURL(/\/housing$/);
  await expect(page.getByRole('heading', { name: 'Woningbeheer' })).toBeVisible();
});

test('housing: add a VvE and view it', async ({ page }) => {
  const name = unique('E2E VvE');
  await page.goto('/companies');
  await page.getByRole('button', { name: 'VvE Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'VvE Toevoegen' });
  await dialog.getByLabel(/VvE naam/).fill(name);
  await dialog.getByLabel('Email').fill('geen-adres');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByText('Ongeldig e-mailadres')).toBeVisible();
  await dialog.getByLabel('Email').fill('bestuur@vve-voorbeeld.nl');
  await dialog.getByLabel('Contactpersoon').fill('J. de Vries');
  await dialog.getByLabel('Straat').fill('Domplein');
  await dialog.getByLabel('Huisnummer').fill('4');
  await dialog.getByLabel('Plaats').fill('Utrecht');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De VvE is succesvol toegevoegd.');
  await expect(page.getByRole('table', { name: "VvE's" }).getByRole('row', { name: new RegExp(name) })).toContainText('bestuur@vve-voorbeeld.nl');

  await rowAction(page, name, 'Bekijken');
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toContainText('J. de Vries');
  await expect(detail).toContainText('Domplein 4, Utrecht');
  await expect(detail.getByRole('textbox')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Sluiten' }).click();
  await expect(detail).toBeHidden();
});

test('housing: add an owner and edit it', async ({ page }) => {
  const name = unique('E2E Eigenaar');
  await page.goto(`/owners?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Eigenaren Beheer' })).toBeVisible();
  await expect(page.getByText('Geen resultaten')).toBeVisible();
  await page.getByRole('button', { name: 'Eigenaar Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eigenaar Toevoegen' });
  await expect(dialog.getByLabel('Land')).toHaveValue('Nederland');
  await dialog.getByLabel(/Bedrijfsnaam/).fill(name);
  await dialog.getByLabel('Stad').fill('Utrecht');
  await dialog.getByLabel('KvK nummer').fill('1234 5678');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'Eigenaar succesvol toegevoegd');
  const row = page.getByRole('table', { name: 'Eigenaren' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('12345678');

  await rowAction(page, name, 'Bewerken');
  const edit = page.getByRole('dialog', { name: 'Eigenaar Bewerken' });
  await expect(edit.getByLabel('Stad')).toHaveValue('Utrecht');
  await edit.getByLabel('Stad').fill('Amersfoort');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Eigenaar succesvol bijgewerkt');
  await expect(row).toContainText('Amersfoort');
  const [stored] = await restAsDemoUser(`owners?company_name=eq.${encodeURIComponent(name)}&select=city,country`);
  expect(stored).toEqual({ city: 'Amersfoort', country: 'Nederland' });
});

test('housing: add a parking space linked to a housing unit and see its location', async ({ page }) => {
  const street = unique('E2E Parkeerstraat');
  const buildingName = unique('E2E Parkeergebouw');
  const building = await createBuilding(buildingName, street);
  await createUnits(building.id, [{ house_number: '7', floor: 2 }]);
  const number = unique('P');
  await page.goto('/parking-spaces');
  await page.getByRole('button', { name: 'Nieuwe parkeerplaats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe parkeerplaats' });
  await dialog.getByLabel(/Nummer/).fill(number);
  await choose(page, /Type/, 'Elektrisch');
  await choose(page, /Gebouw/, buildingName);
  await choose(page, 'Woning', `${street} 7, Etage 2`);
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De parkeerplaats is succesvol toegevoegd.');
  const row = page.getByRole('table', { name: 'Parkeerplaatsen' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Elektrisch');
  await expect(row).toContainText(buildingName);
  await expect(row).toContainText(`${street} 7, Etage 2`);
});

test('housing: a CSV with one bad row imports nothing and names the reason; fixed, it imports every row and the overview follows', async ({ page }) => {
  test.setTimeout(60_000);
  const buildingName = unique('E2E Importgebouw');
  const street = unique('E2E Importstraat');
  await createBuilding(buildingName, street, 4);
  const header = 'Gebouw;Straat;Huisnummer;Verdieping;Type;Status;m²;Balkon m²;Oriëntatie;Opmerkingen';
  const lines = [
    `${buildingName};;1;0;Huur;Bewoond;65,5;;Noord;`,
    `${buildingName};;2;9;Koop;Verkocht;;;;`,
    `${buildingName};;3;3;Koop;Gereserveerd;80;4,5;Zuid;"Hoek; met tuin"`,
  ];
  await page.goto(`/housing?q=${encodeURIComponent(street)}`);
  let dialog = await importFile(page, csvFile('fout.csv', `\uFEFF${[header, ...lines].join('\r\n')}\r\n`));
  const problems = dialog.getByRole('table', { name: 'Fouten per rij' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^3Verdieping 9 ligt boven de 4 etages van het gebouw\.$/);
  await expect(dialog).toContainText('Er is niets geïmporteerd.');
  await expect(dialog.getByRole('button', { name: 'Importeren' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  expect(await restAsDemoUser(`housing?street=eq.${encodeURIComponent(street)}&select=id`)).toEqual([]);

  lines[1] = `${buildingName};;2;4;Koop;Verkocht;;;;`;
  dialog = await importFile(page, csvFile('goed.csv', [header, ...lines].join('\n')));
  await expect(dialog).toContainText('Alle 3 rijen zijn in orde.');
  await dialog.getByRole('button', { name: '3 woningen importeren' }).click();
  await expectToast(page, '3 woningen succesvol geïmporteerd.');
  await expect(housingTable(page).getByRole('row')).toHaveCount(4);
  const stored = await restAsDemoUser(`housing?street=eq.${encodeURIComponent(street)}&select=house_number,floor,square_meters,comments&order=house_number`);
  expect(stored).toEqual([
    { house_number: '1', floor: 0, square_meters: 65.5, comments: null },
    { house_number: '2', floor: 4, square_meters: null, comments: null },
    { house_number: '3', floor: 3, square_meters: 80, comments: 'Hoek; met tuin' },
  ]);

  await page.goto('/housing-list');
  const row = page.getByRole('table', { name: 'Woningen per gebouw' }).getByRole('row', { name: new RegExp(buildingName) });
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '1', '1', '3']);
});

test('housing: an exported file imported again reports every row as a duplicate', async ({ page }) => {
  const street = unique('E2E Exportstraat');
  const building = await createBuilding(unique('E2E Exportgebouw'), street);
  await createUnits(building.id, [
    { house_number: '1', square_meters: 70.25 },
    { house_number: '2', floor: 2 },
  ]);
  await page.goto(`/housing?q=${encodeURIComponent(street)}`);
  await expect(housingTable(page).getByRole('row')).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFGebouw;Straat;Huisnummer;Verdieping;Type;Status;m²;Balkon m²;Oriëntatie;Opmerkingen');

  const dialog = await importFile(page, csvFile(download.suggestedFilename(), csv));
  const problems = dialog.getByRole('table', { name: 'Fouten per rij' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  // The file lists the units by street, then by id: either may come first.
  const reasons = (await problems.locator('tbody tr').allTextContents()).sort();
  expect(reasons).toEqual(
    reasons[0].includes("'1'")
      ? ["2Dit gebouw heeft al een woning met huisnummer '1'.", "3Dit gebouw heeft al een woning met huisnummer '2'."]
      : ["2Dit gebouw heeft al een woning met huisnummer '2'.", "3Dit gebouw heeft al een woning met huisnummer '1'."],
  );
  await expect(dialog).toContainText('2 van de 2 rijen bevatten fouten.');
});

test('housing: a house number the building already has is refused in Dutch and the form keeps its input', async ({ page }) => {
  const buildingName = unique('E2E Dubbelgebouw');
  const building = await createBuilding(buildingName, unique('E2E Dubbelstraat'));
  await createUnits(building.id, [{ house_number: '1' }]);
  await page.goto('/housing');
  await page.getByRole('button', { name: 'Woning Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Woning Toevoegen' });
  await choose(page, /Gebouw/, buildingName);
  await dialog.getByLabel(/Huisnummer/).fill('1');
  await dialog.getByLabel(/Etage/).fill('0');
  await dialog.getByRole('button', { name: 'Woning Toevoegen' }).click();
  await expectToast(page, 'Dit gebouw heeft al een woning met dit huisnummer.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Huisnummer/)).toHaveValue('1');
  expect(await restAsDemoUser(`housing?building_id=eq.${building.id}&select=id`)).toHaveLength(1);
});
