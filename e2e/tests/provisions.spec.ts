// assets-mf part 2 (issue #14): technical provisions, the upcoming maintenance and
// inspections, and maintenance that keeps itself planned, in Chromium against the real stack.
import { addMonths, format } from 'date-fns';
import { expect, test, type Page } from '@playwright/test';
import { choose, createBuildingWithSpace, expectToast, restAsDemoUser, rowAction, typeDate, unique } from '../support';

const LIFTSERVICE = '00000009-0000-4000-8000-000000000003';
const day = (offset: number) => format(new Date(Date.now() + offset * 86_400_000), 'yyyy-MM-dd');
const dutch = (iso: string) => iso.split('-').reverse().join('-');

/** A provision through the API (save_technical_provision), installed long ago. */
async function createProvision(deviceName: string, extra: Record<string, unknown> = {}) {
  const id = await restAsDemoUser('rpc/save_technical_provision', {
    method: 'POST',
    body: JSON.stringify({
      p_id: null,
      p_owner_id: null,
      p_provision: {
        device_name: deviceName,
        type_and_model: 'E2E-1',
        manufacturer: 'Kone',
        serial_number: unique('SN'),
        installation_date: day(-400),
        service_company_id: LIFTSERVICE,
        ...extra,
      },
    }),
  });
  return id as string;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
}

test('a provision added in the form, due in 10 days, is on /upcoming-maintenance with its space and service company', async ({ page }) => {
  test.setTimeout(60_000);
  const { buildingName, spaceName } = await createBuildingWithSpace('E2E Voorziening');
  const device = unique('E2E Lift');
  await page.goto('/technical-provisions');
  await page.getByRole('button', { name: 'Voorziening Toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voorziening Toevoegen' });
  await dialog.getByLabel('Apparaat').fill(device);
  await dialog.getByLabel('Type en model').fill('MonoSpace 700');
  await dialog.getByLabel('Fabrikant').fill('Kone');
  await dialog.getByLabel('Serienummer').fill(unique('SN'));
  await choose(page, /^Gebouw/, buildingName);
  await choose(page, /^Ruimte/, spaceName);
  await choose(page, /^Soort voorziening/, 'Liften');
  await choose(page, /^Servicebedrijf/, 'Hollandse Liftservice B.V.');
  await typeDate(dialog, 'Volgend onderhoud', day(10));
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'Technische voorziening succesvol toegevoegd');

  await search(page, device);
  const row = page.getByRole('table', { name: 'Technische voorzieningen' }).getByRole('row', { name: new RegExp(device) });
  await expect(row).toContainText(buildingName);
  await expect(row).toContainText('Actief');

  await page.goto('/upcoming-maintenance');
  await expect(page.getByRole('heading', { name: 'Aankomend onderhoud' })).toBeVisible();
  await search(page, device);
  const upcoming = page.getByRole('table', { name: 'Aankomend onderhoud' }).getByRole('row', { name: new RegExp(device) });
  await expect(upcoming).toContainText(dutch(day(10)));
  await expect(upcoming).toContainText(`${spaceName} (${buildingName})`);
  await expect(upcoming).toContainText('Hollandse Liftservice B.V.');
  await expect(upcoming).not.toContainText('Achterstallig');
});

test("a provision due within 7 days is on the dashboard's 'Deze Week' card", async ({ page }) => {
  const device = unique('E2E Deze week');
  await createProvision(device, { next_maintenance_date: day(0) });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Deze Week' }).getByRole('listitem').filter({ hasText: device })).toContainText(dutch(day(0)));
});

test("the upcoming pages show an overdue provision first, marked 'Achterstallig'; inspections only where required", async ({ page }) => {
  const prefix = unique('E2E Volgorde');
  await createProvision(`${prefix} later`, { next_maintenance_date: day(3), requires_inspection: true, next_inspection_date: day(-2) });
  await createProvision(`${prefix} te laat`, { next_maintenance_date: day(-5) });
  await createProvision(`${prefix} ver weg`, { next_maintenance_date: day(90) });

  await page.goto('/upcoming-maintenance');
  await search(page, prefix);
  const rows = page.getByRole('table', { name: 'Aankomend onderhoud' }).getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two within 60 days
  await expect(rows.nth(1)).toContainText(`${prefix} te laat`);
  await expect(rows.nth(1)).toContainText('Achterstallig');
  await expect(rows.nth(2)).toContainText(`${prefix} later`);
  await expect(rows.nth(2)).not.toContainText('Achterstallig');

  await page.goto('/upcoming-inspections');
  await search(page, prefix);
  const inspections = page.getByRole('table', { name: 'Aankomende keuringen' }).getByRole('row');
  await expect(inspections).toHaveCount(2);
  await expect(inspections.nth(1)).toContainText(`${prefix} later`);
  await expect(inspections.nth(1)).toContainText('Achterstallig');
});

test("'Onderhoud uitgevoerd' 10 days after the due date moves the next date to 6 months after the performed date; the dialog shows the history", async ({ page }) => {
  test.setTimeout(60_000);
  const device = unique('E2E Interval');
  const id = await createProvision(device, { next_maintenance_date: day(-10), maintenance_interval_months: 6 });
  const next = format(addMonths(new Date(), 6), 'yyyy-MM-dd');

  await page.goto('/technical-provisions');
  await search(page, device);
  // As a user acts: on the row the search found (the header and that row).
  await expect(page.getByRole('table', { name: 'Technische voorzieningen' }).getByRole('row')).toHaveCount(2);
  await rowAction(page, device, 'Onderhoud uitgevoerd');
  const dialog = page.getByRole('dialog', { name: `Onderhoud uitgevoerd: ${device}` });
  await expect(dialog.getByText(`Volgend onderhoud: ${dutch(next)} (uitvoerdatum + 6 maanden)`)).toBeVisible();
  await choose(page, /^Uitgevoerd door/, 'Jan de Boer (monteur)');
  await dialog.getByLabel('Opmerking').fill('Kabels en remmen nagelopen');
  await dialog.getByRole('button', { name: 'Vastleggen' }).click();
  await expectToast(page, 'Onderhoud vastgelegd');

  const [stored] = await restAsDemoUser(`technical_provisions?id=eq.${id}&select=next_maintenance_date`);
  expect(stored.next_maintenance_date).toBe(next);

  await rowAction(page, device, 'Bekijken');
  const detail = page.getByRole('dialog', { name: device });
  await expect(detail).toContainText(`Volgend onderhoud${dutch(next)}`);
  const history = detail.getByRole('table', { name: 'Onderhoudsgeschiedenis' }).getByRole('row');
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText(dutch(day(0)));
  await expect(history.nth(1)).toContainText('Onderhoud');
  await expect(history.nth(1)).toContainText('Jan de Boer (monteur)');
  await expect(history.nth(1)).toContainText('Kabels en remmen nagelopen');
  await expect(history.nth(1)).toContainText(dutch(next));
});
