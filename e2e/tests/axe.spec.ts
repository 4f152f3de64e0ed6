// WCAG 2.1 AA (axe) on every page, signed in, and on the add form each page opens: one
// visit per page. The pages come from e2e/routes.ts (every remote's routes.json), so a new
// page is checked without a change here; a page whose header gains an add button that is
// not listed below fails until its form is listed (and so checked).
// Every title starts with 'axe:' (run them with --grep axe:).
import { expect, test, type Page } from '@playwright/test';
import { EXPECTED, ROUTES } from '../routes';
import { axeViolations } from '../axe';
import { seededReadingTaskOnToday } from '../support';

// One visit each, none depending on another: the tests spread over both lanes.
test.describe.configure({ mode: 'parallel' });

/**
 * The add form of each page that has one: the button that opens it, the form's title, and
 * what must be true before the visit for the button to be there.
 */
const ADD_FORMS: Record<string, { button: string; form: string; before?: () => Promise<void> }> = {
  '/settings?tab=buildings': { button: 'Nieuw gebouw', form: 'Nieuw gebouw toevoegen' },
  '/settings?tab=entrances': { button: 'Nieuwe in-/uitgang', form: 'Nieuwe in-/uitgang' },
  '/settings?tab=toegang': { button: 'Medewerker uitnodigen', form: 'Medewerker uitnodigen' },
  '/key-cabinets': { button: 'Nieuwe Sleutelkast', form: 'Nieuwe Sleutelkast' },
  '/keys': { button: 'Sleutel Toevoegen', form: 'Sleutel Toevoegen' },
  '/suppliers': { button: 'Leverancier Toevoegen', form: 'Leverancier Toevoegen' },
  '/mechanics': { button: 'Monteur Toevoegen', form: 'Monteur Toevoegen' },
  '/utilities': { button: 'Nutsvoorziening Toevoegen', form: 'Nutsvoorziening Toevoegen' },
  '/malfunctions': { button: 'Nieuwe storing', form: 'Nieuwe storing' },
  '/technical-provisions': { button: 'Voorziening Toevoegen', form: 'Voorziening Toevoegen' },
  '/spaces': { button: 'Ruimte Toevoegen', form: 'Nieuwe Ruimte' },
  '/cleaning': { button: 'Prijsopgave Aanvragen', form: 'Prijsopgave Schoonmaak' },
  '/cleaning-complaints': { button: 'Schoonmaakklacht Toevoegen', form: 'Schoonmaakklacht Toevoegen' },
  '/housing': { button: 'Woning Toevoegen', form: 'Woning Toevoegen' },
  '/owners': { button: 'Eigenaar Toevoegen', form: 'Eigenaar Toevoegen' },
  '/companies': { button: 'VvE Toevoegen', form: 'VvE Toevoegen' },
  '/parking-spaces': { button: 'Nieuwe parkeerplaats', form: 'Nieuwe parkeerplaats' },
  '/nuisances': { button: 'Overlast Melden', form: 'Nieuwe Overlastmelding' },
  '/calendar': { button: 'Meterstand invoeren', form: 'Meteropname Toevoegen', before: seededReadingTaskOnToday },
};
/** Pages that are a form themselves (/facility-types/new, /new-task) are checked as pages. */

/** Buttons beside a title that add nothing: the dashboard's notes card saves its notes. */
const NOT_ADDING = ['Notities Opslaan'];

/** The buttons in the box of a page's, tab's or card's title (its add button; filters, which toggle, aside). */
const titleButtons = async (page: Page) =>
  (
    await page
      .locator('main :is(h1, h2)')
      .evaluateAll((titles) => [...new Set(titles.flatMap((title) => [...(title.parentElement?.querySelectorAll('button:not([aria-pressed])') ?? [])]))].map((b) => b.textContent ?? ''))
  ).filter((label) => !NOT_ADDING.includes(label));

/** Nothing loading, and no transition running: a dialog's fade or a label's move, not a loop (a skeleton's pulse) that never ends. */
async function settled(page: Page) {
  await expect(page.getByText('Laden...')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

const violations = (page: Page) => axeViolations(page);

test('axe: the check reports a rule the page breaks', async ({ page }) => {
  await page.goto('/tasks');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  expect(await violations(page)).toEqual([expect.stringMatching(/^button-name: /)]);
});

test('axe: every page is checked, and every add form listed is on a page', () => {
  expect(ROUTES).toHaveLength(EXPECTED.routes);
  for (const route of Object.keys(ADD_FORMS)) expect(ROUTES).toContain(route);
});

for (const route of ROUTES) {
  const add = ADD_FORMS[route];
  test(`axe: ${route}${add ? ` and its form '${add.form}'` : ''} break no WCAG 2.1 AA rule`, async ({ page }) => {
    await add?.before?.();
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const addButton = page.getByRole('main').getByRole('button', { name: add?.button, exact: true });
    if (add) await expect(addButton).toBeVisible();
    await settled(page);
    expect(await violations(page), `${route}`).toEqual([]);

    // An add button in the title row is listed above, so its form is checked too.
    expect(await titleButtons(page), `the buttons beside the titles of ${route}`).toEqual(add ? [add.button] : []);
    if (!add) return;
    await addButton.click();
    const form = page.getByRole('dialog', { name: add.form }).or(page.getByRole('main').getByRole('form', { name: add.form }));
    await expect(form).toBeVisible();
    await settled(page);
    expect(await violations(page), `${route}, form '${add.form}'`).toEqual([]);
  });
}

/** A date field's calendar, open (its code loads when its button is pressed): on a page that is a form, and in a form dialog. */
const CALENDARS = [
  { route: '/new-task', field: 'Startdatum' },
  { route: '/malfunctions', form: 'Nieuwe storing', field: 'Startdatum' },
];

for (const { route, form, field } of CALENDARS) {
  test(`axe: the calendar of '${field}' on ${route}${form ? ` in '${form}'` : ''}, open, breaks no WCAG 2.1 AA rule and works from the keyboard`, async ({ page }) => {
    await page.goto(route);
    if (form) await page.getByRole('main').getByRole('button', { name: form, exact: true }).click();
    const input = page.getByRole('textbox', { name: field, exact: true });
    await input.fill('');
    await input.press('Tab');
    await expect(page.getByRole('button', { name: `Kies datum voor ${field}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: `Kalender ${field}` });
    // Without a day in the field, today has focus.
    await expect(calendar.getByRole('gridcell', { name: String(new Date().getDate()), exact: true })).toBeFocused();
    await settled(page);
    expect(await violations(page), `${route}, the calendar of '${field}'`).toEqual([]);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const dd = (n: number) => String(n).padStart(2, '0');
    await expect(input).toHaveValue(`${dd(yesterday.getDate())}-${dd(yesterday.getMonth() + 1)}-${yesterday.getFullYear()}`);
  });
}
