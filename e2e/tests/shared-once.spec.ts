// What must be one per page stays one when a remote renders MUI: its fields, table,
// dialog and pickers take the shell's theme and nl-NL texts, labels follow their inputs'
// state, and the federation runtime's share scope holds one loaded copy of each
// shared package.
import { expect, test, type Page } from '@playwright/test';
import { sharedCopies } from '../route-weight.mjs';
import { removeBuilding, restAsDemoUser } from '../support';

const PRIMARY = 'rgb(31, 95, 139)'; // the theme's primary #1f5f8b; MUI's default is #1976d2
const PRIMARY_OR_DARK = /^rgb\((31, 95, 139|21, 66, 97)\)$/; // MUI's default dark is rgb(21, 101, 192)

const mustBeOne = [
  'react',
  'react-dom',
  '@facility/runtime/router',
  'styled-components',
  '@supabase/supabase-js',
  'swr',
  '@mui/private-theming/useTheme/ThemeContext',
  '@mui/system/DefaultPropsProvider/DefaultPropsProvider',
  '@mui/material/FormControl/FormControlContext',
  '@mui/x-date-pickers/LocalizationProvider/LocalizationProvider',
];

async function expectOneCopyEach(page: Page, names: string[]) {
  const copies = await sharedCopies(page);
  for (const name of names) expect(copies[name]?.copies, `${name}: ${JSON.stringify(copies[name])}`).toBe(1);
  for (const [name, info] of Object.entries(copies)) expect(info.copies, name).toBe(1);
}

const marker = `eenmaal${Math.random().toString(36).slice(2, 8)}`;
let buildingId: string | undefined;

test.beforeAll(async () => {
  const [building] = await restAsDemoUser('buildings', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ name: `E2E Contextgebouw ${marker}`, street: 'Contextstraat 1', city: 'Utrecht', floors: 2 }),
  });
  buildingId = building.id;
  const spaces = Array.from({ length: 26 }, (_, i) => ({ building_id: building.id, name: `${marker} ${i}`, floor: 0 }));
  await restAsDemoUser('spaces', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify(spaces) });
});

// The building and its spaces go after the last test, also when one failed.
test.afterAll(async () => {
  if (buildingId) await removeBuilding(buildingId);
});

test("a remote's table and form dialog use the shell's theme, Dutch texts and one copy of the shared packages", async ({ page }) => {
  await page.goto(`/spaces?q=${marker}`);
  const table = page.getByRole('table', { name: 'Alle Ruimtes' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The pagination's texts come from the theme's nl-NL locale, through MUI's default-props context.
  await expect(page.getByText('1–25 van 26')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volgende pagina' })).toBeVisible();

  await page.getByRole('button', { name: 'Ruimte Toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe Ruimte' });
  const name = form.getByLabel('Naam');
  await name.fill('Gedeelde context');
  await expect(form.locator('label', { hasText: 'Naam' })).toHaveAttribute('data-shrink', 'true');
  await expect(form.getByRole('button', { name: 'Toevoegen' })).toHaveCSS('background-color', PRIMARY);
  await expectOneCopyEach(page, mustBeOne.filter((n) => !n.includes('x-date-pickers')));
});

test("a remote's date picker opens in Dutch with the shell's theme", async ({ page }) => {
  await page.goto('/new-task');
  const open = page.getByRole('button', { name: /^Kies datum/ }).first();
  await open.click();
  const picker = page.getByRole('dialog');
  const month = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' }).format(new Date());
  await expect(picker.getByText(month)).toBeVisible();
  await expect(picker.getByRole('columnheader').first()).toHaveText(/^[mdwvz]/i);
  await picker.getByRole('gridcell', { name: '15' }).click();
  await expect(picker).toBeHidden();
  await open.click();
  // The reopened picker focuses the selected day: the theme's primary, or its dark shade when focused.
  await expect(page.getByRole('dialog').getByRole('gridcell', { selected: true })).toHaveCSS('background-color', PRIMARY_OR_DARK);
  await expectOneCopyEach(page, mustBeOne);
});
