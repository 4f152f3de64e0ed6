// Faults and phones: what the app does when the API cannot be reached or fails, and
// that no page scrolls sideways on a phone.
import { expect, test, type Page, type Route } from '@playwright/test';
import { restAsDemoUser } from '../support';
import { expectHeaderOnOneRow, sideways } from '../phone';
import { EXPECTED, ROUTES } from '../routes';

const API = new URL(process.env.SUPABASE_URL as string).origin;
/** Every request to the API's origin (REST, auth, the connection probe). */
const toApi = (url: URL) => url.origin === API;
const noAnswer = (route: Route) => route.abort('internetdisconnected');

// Each test stands alone: they spread over both lanes.
test.describe.configure({ mode: 'parallel' });

const card = (page: Page, name: string) => page.getByRole('region', { name });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Geen verbinding met de server' });
const COUNTS = ['Openstaande storingen', 'Openstaande taken', 'Gebouwen', 'Ruimtes', 'Sleutels', 'Woningen'];

/** The page's counts once all are numbers. */
async function readCounts(page: Page) {
  const counts: Record<string, string> = {};
  for (const label of COUNTS) {
    await expect(page.getByTestId(`count-${label}`)).toHaveText(/^\d+$/);
    counts[label] = (await page.getByTestId(`count-${label}`).textContent()) as string;
  }
  return counts;
}

async function expectCounts(page: Page, counts: Record<string, string>) {
  for (const [label, value] of Object.entries(counts)) await expect(page.getByTestId(`count-${label}`)).toHaveText(value);
}

// supabase-js retries a GET or HEAD that got no answer 3 times (after 1, 2 and 4 s)
// before it fails: a lost connection shows some 8 s after the request that meets it. And
// the probe asks every 5 s while the connection is down. The page's timers run on
// Playwright's clock (installed before the page loads), so the tests move its time on
// instead of waiting those seconds out.
async function later(page: Page, assertion: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await assertion();
  }).toPass({ intervals: [100], timeout: 20_000 });
}
/** Within one step of `later`: the page's reaction to the time it was given. */
const NOW = { timeout: 200 };

/** SWR fetches a key again on a page's return only after its deduping interval (2 s) since the last fetch. */
const outlastDeduping = (page: Page) => page.clock.fastForward(2_100);

/** Marks the document: still marked later means the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.describe('without a connection to the API', () => {
  test.beforeEach(({ page }) => page.clock.install());

  test('the dashboard says so, keeps the counts it loaded, and recovers by itself without a reload', async ({ page }) => {
    await page.goto('/');
    const counts = await readCounts(page);
    await expect(card(page, 'Status').getByText('Systeem operationeel')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await markDocument(page);

    await page.route(toApi, noAnswer);
    // Back to the dashboard from the settings: its data is fetched again, and fails.
    await page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await outlastDeduping(page);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Dashboard' }).click();

    await later(page, () => expect(card(page, 'Status').getByText('Geen verbinding', { exact: true })).toBeVisible(NOW));
    await expect(card(page, 'Status').getByText('Systeem operationeel')).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Gegevens worden opnieuw geladen zodra de verbinding terug is.');
    await expectCounts(page, counts);
    // The lost connection is said by the banner and the status card, not again by each card.
    await expect(card(page, 'Vandaag').getByRole('alert')).toHaveCount(0);

    await page.unroute(toApi);
    await later(page, () => expect(banner(page)).toHaveCount(0, NOW));
    await expect(card(page, 'Status').getByText('Systeem operationeel')).toBeVisible();
    await expect(card(page, 'Status').getByText('Geen verbinding', { exact: true })).toHaveCount(0);
    await expectCounts(page, counts);
    expect(await notReloaded(page)).toBe(true);
  });

  test('/spaces keeps the rows it loaded and the error names the cause', async ({ page }) => {
    await page.goto('/spaces');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const firstRow = (await rows.nth(1).textContent()) as string;
    const rowCount = await rows.count();

    await page.route(toApi, noAnswer);
    // Away and back: the list is fetched again, and fails.
    await page.getByRole('link', { name: 'Instellingen', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await outlastDeduping(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/spaces$/);

    const error = page.getByRole('alert').filter({ hasText: 'Er is een fout opgetreden bij het ophalen van de ruimtes' });
    await later(page, () => expect(error).toBeVisible(NOW));
    await expect(error).toContainText('Geen verbinding');
    await expect(rows).toHaveCount(rowCount);
    await expect(rows.nth(1)).toHaveText(firstRow);
    // The remote's requests tell the shell too: the banner says it under the header.
    await expect(banner(page)).toBeVisible();
  });
});

test('/tasks says a failed fetch once, in place with the reason, not also as a toast', async ({ page }) => {
  const tasksQuery = (url: URL) => toApi(url) && url.pathname === '/rest/v1/tasks';
  await page.route(
    tasksQuery,
    (route) => route.fulfill({ status: 500, json: { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null } }),
  );
  await page.goto('/tasks');
  const error = page.getByRole('alert').filter({ hasText: 'Fout bij ophalen taken' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('De server reageerde niet op tijd.');
  // A toast would come at the same moment; give it time to show.
  await page.waitForTimeout(1000);
  await expect(page.getByText('Fout bij ophalen taken')).toHaveCount(1);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);

  await page.unroute(tasksQuery);
  await error.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Fout bij ophalen taken')).toHaveCount(0);
  await expect(page.getByRole('article').first().or(page.getByText('Nog geen taken.'))).toBeVisible();
});

test.describe('on a phone (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Amsterdam' });

  // The shell's own pages and settings tabs, and every page of every remote (its routes.json).
  /** Tables of their own (not the kit's lists, which are cards on a phone) that still scroll inside their card. */
  const SCROLL_INSIDE: Record<string, string> = {
    '/modules': 'the table of remotes and their versions',
    '/housing-list': 'the overview of units per building and floor',
  };

  test('the check covers every page of every remote', () => {
    expect(ROUTES).toHaveLength(EXPECTED.routes);
    expect(ROUTES).toEqual(expect.arrayContaining(['/keys', '/spaces', '/tasks', '/housing', '/cleaning', '/nuisances', '/technical-provisions']));
  });

  for (const route of ROUTES) {
    test(`${route} does not scroll sideways, nor anything in it, and its header is one row`, async ({ page }) => {
      await page.goto(route);
      // A page's h1, or the heading of the form a form page opens on.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Laden...')).toHaveCount(0);
      await expectHeaderOnOneRow(page);
      if (!SCROLL_INSIDE[route]) expect((await sideways(page)).inside, 'elements in main that scroll sideways').toEqual([]);
      const { scrollWidth, clientWidth, wider } = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // What sticks out, to say where to look when it fails.
        const wider = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`);
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wider };
      });
      expect(scrollWidth, `wider than ${clientWidth} px: ${wider.join(', ')}`).toBeLessThanOrEqual(clientWidth);
    });
  }

  test("the calendar's dot sits in its own day, centred under the number", async ({ page }) => {
    const now = new Date();
    const [task] = (await restAsDemoUser('tasks', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ title: `E2E stip ${Math.random().toString(36).slice(2, 8)}`, start_date: now.toISOString() }),
    })) as { id: string }[];
    try {
      await page.goto('/calendar');
      const today = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', timeZone: 'Europe/Amsterdam' }).format(now);
      const day = page.getByRole('gridcell', { name: today, exact: true });
      const dot = day.locator('[data-task-dot]');
      await expect(dot).toBeVisible();
      const [dayBox, dotBox] = [await day.boundingBox(), await dot.boundingBox()];
      if (!dayBox || !dotBox) throw new Error('no layout for the day or its dot');
      const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(centre(dotBox) - centre(dayBox))).toBeLessThanOrEqual(1);
      expect(dotBox.x).toBeGreaterThanOrEqual(dayBox.x);
      expect(dotBox.x + dotBox.width).toBeLessThanOrEqual(dayBox.x + dayBox.width);
      // Under the number, inside the cell.
      expect(dotBox.y).toBeGreaterThan(dayBox.y + dayBox.height / 2);
      expect(dotBox.y + dotBox.height).toBeLessThanOrEqual(dayBox.y + dayBox.height);
    } finally {
      await restAsDemoUser(`tasks?id=eq.${task.id}`, { method: 'DELETE' });
    }
  });
});
