// A list page's first read starts as soon as the page's code is there, before React has
// drawn the page, and that one read is what the page shows: no second read of the same rows.
// A link that is only hovered downloads code, never rows.
import { expect, test, type Page } from '@playwright/test';

interface ListRead {
  path: string;
  /** Whether the page's heading was on screen when the read was sent. */
  pageShown: boolean;
}

/** Notes every read of the REST API the page sends, and whether the page was drawn by then. */
async function watchReads(page: Page) {
  await page.addInitScript(() => {
    const reads: { path: string; pageShown: boolean }[] = [];
    (window as unknown as { listReads: typeof reads }).listReads = reads;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.includes('/rest/v1/')) reads.push({ path: `${url.pathname.replace(/^.*\/rest\/v1\//, '')}${url.search}`, pageShown: Boolean(document.querySelector('main h1')) });
      return send(input, init);
    };
  });
}

const readsOf = (page: Page, table: string) =>
  page.evaluate((t) => (window as unknown as { listReads: ListRead[] }).listReads.filter((r) => r.path.startsWith(`${t}?`) && /[?&]offset=/.test(r.path)), table);

const LISTS = [
  { route: '/housing', table: 'housing' },
  { route: '/spaces?sort=floor.desc', table: 'spaces' },
  { route: '/tasks', table: 'tasks' },
  { route: '/upcoming-maintenance', table: 'technical_provisions' },
];

for (const { route, table } of LISTS) {
  test(`a cold visit of ${route} reads its first page once, sent before the page was drawn`, async ({ page }) => {
    await watchReads(page);
    await page.goto(route);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main tbody tr, main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reads = await readsOf(page, table);
    expect(reads, JSON.stringify(reads)).toHaveLength(1);
    expect(reads[0].pageShown).toBe(false);
  });
}

test('a list opened later in the visit reads its rows when it shows; hovering its link reads none', async ({ page }) => {
  await watchReads(page);
  await page.goto('/settings');
  const housing = page.getByRole('link', { name: /^Woningen/ }).first();
  await housing.hover();
  await page.waitForLoadState('networkidle');
  expect(await readsOf(page, 'housing')).toHaveLength(0);
  await housing.click();
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await readsOf(page, 'housing')).toHaveLength(1);
});
