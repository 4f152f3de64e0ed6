import { expect, test, type Page } from '@playwright/test';
import { restAsDemoUser } from '../support';

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function count(table: string, filter = '') {
  const rows = (await restAsDemoUser(`${table}?select=id${filter}`)) as unknown[];
  return rows.length;
}

test.describe('dashboard', () => {
  test('shows the seeded items of each card and the counts the database holds', async ({ page }) => {
    const now = new Date().toISOString();
    // Open: not completed, or a recurring task whose next occurrence has begun.
    const openTasks = `or=(is_completed.eq.false,next_occurrence_at.lte.${now})`;
    const today = (await restAsDemoUser(
      `tasks?select=title&${openTasks}&start_date=lte.${now}&order=start_date.desc&limit=5`,
    )) as { title: string }[];
    const urgent = (await restAsDemoUser(
      'malfunctions?select=technical_provisions(device_name)&resolved_at=is.null&priority=eq.high&limit=5',
    )) as { technical_provisions: { device_name: string } }[];
    expect(today.length).toBeGreaterThan(0);
    expect(urgent.length).toBeGreaterThan(0);

    await page.goto('/');
    for (const task of today) await expect(card(page, 'Vandaag').getByText(task.title)).toBeVisible();
    for (const item of urgent) {
      await expect(card(page, 'Urgent').getByText(item.technical_provisions.device_name).first()).toBeVisible();
    }
    await expect(card(page, 'Deze Week').getByRole('listitem').first()).toBeVisible();
    await expect(card(page, 'Status').getByText('Systeem operationeel')).toBeVisible();

    const expected: Record<string, number> = {
      'Openstaande storingen': await count('malfunctions', '&resolved_at=is.null'),
      'Openstaande taken': await count('tasks', `&${openTasks}`),
      Gebouwen: await count('buildings'),
      Ruimtes: await count('spaces'),
      Sleutels: await count('keys'),
      Woningen: await count('housing'),
    };
    for (const [label, value] of Object.entries(expected)) {
      await expect(page.getByTestId(`count-${label}`)).toHaveText(String(value));
    }
  });

  test('counts are fetched as counts, never as rows', async ({ page }) => {
    const countRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/buildings')) countRequests.push(`${request.method()} ${request.headers()['prefer'] ?? ''}`);
    });
    await page.goto('/');
    await expect(page.getByTestId('count-Gebouwen')).toHaveText(/\d+/);
    expect(countRequests).toEqual(['HEAD count=exact']);
  });

  test('notes survive a reload and are never sent to the server', async ({ page }) => {
    const note = `Sleutel kluis ${Date.now()}`;
    const bodies: string[] = [];
    page.on('request', (request) => bodies.push(request.postData() ?? '', request.url()));
    await page.goto('/');
    await page.getByLabel('Notities', { exact: true }).fill(note);
    await page.getByRole('button', { name: 'Notities Opslaan' }).click();
    await expect(page.getByRole('button', { name: 'Opslaan...' })).toBeVisible();
    await expect(page.getByText('Je notities zijn lokaal opgeslagen')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Notities', { exact: true })).toHaveValue(note);
    expect(bodies.filter((body) => body.includes(note))).toEqual([]);
  });
});

test.describe('navigation', () => {
  test('each quick action in the header navigates', async ({ page }) => {
    for (const [label, path] of [
      ['Nieuwe Taak', '/new-task'],
      ['Storing Melden', '/malfunctions'],
      ['Urgente Zaken', '/follow-up-actions'],
      ['Instellingen', '/settings'],
    ]) {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('pointing at a quick action downloads its page, so the click needs no more of its code', async ({ page }) => {
    await page.goto('/');
    const action = page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Storing Melden' });
    await expect(action).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fromRemote = (url: string) => url.includes('/remotes/assets_mf/') && url.endsWith('.js');
    // The page's own chunks come after its remote's entry and routes; then nothing is pending.
    const pageChunks: string[] = [];
    let pending = 0;
    page.on('request', (request) => {
      if (!fromRemote(request.url())) return;
      pending += 1;
      if (!/remoteEntry|__federation_expose_routes/.test(request.url())) pageChunks.push(request.url());
    });
    const settled = (request: { url: () => string }) => fromRemote(request.url()) && (pending -= 1);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await action.hover();
    await expect.poll(() => pageChunks.length > 0 && pending === 0).toBe(true);

    const afterClick: string[] = [];
    page.on('request', (request) => fromRemote(request.url()) && afterClick.push(request.url()));
    await action.click();
    await expect(page.getByRole('heading', { name: 'Storingen', level: 1 })).toBeVisible();
    expect(afterClick).toEqual([]);
  });

  test('on a small screen the quick actions keep only their icons, each still named', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const action = page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Storing Melden' });
    await expect(action).toBeVisible();
    await expect(action.getByText('Storing Melden')).toBeHidden();
  });

  test('/buildings lands on the buildings tab, and Back does not return to /buildings', async ({ page }) => {
    await page.goto('/');
    await page.goto('/buildings');
    await expect(page).toHaveURL(/\/settings\?tab=buildings$/);
    await expect(page.getByRole('tab', { name: 'Gebouwen' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('settings breadcrumb leads back to the dashboard', async ({ page }) => {
    await page.goto('/settings');
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByText('Instellingen')).toBeVisible();
    await crumbs.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown route shows the error page with a way home', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await page.getByRole('link', { name: 'Naar het dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Vandaag' })).toBeVisible();
  });
});

test.describe('a remote that is down', () => {
  test('costs only its own area: its routes say so in Dutch, the rest keeps working', async ({ page }) => {
    await page.route('**/remotes/manifest.json', async (route) => {
      const manifest = await (await route.fetch()).json();
      // Live as declared, but its files cannot be reached.
      manifest.remotes.tasks_mf = { ...manifest.remotes.tasks_mf, version: 'kwijt', entry: '/remotes/tasks_mf/bestaat-niet/remoteEntry.js' };
      await route.fulfill({ json: manifest });
    });
    await page.goto('/tasks');
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Vandaag' })).toBeVisible();
    await page.goto('/settings?tab=buildings');
    await expect(page.getByText('Gebouwen Beheer')).toBeVisible();
  });

  test('the home page runs no remote code: it only lets the browser prefetch the entries its links lead to', async ({ page }) => {
    const remoteRequests: Promise<{ file: string; purpose: string }>[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/remotes/') || pathname.endsWith('manifest.json')) return;
      remoteRequests.push(request.allHeaders().then((h) => ({ file: pathname.split('/').pop() as string, purpose: h['sec-purpose'] ?? h.purpose ?? '' })));
    });
    await page.goto('/');
    await expect(page.getByTestId('count-Gebouwen')).toHaveText(/\d+/);
    await page.waitForLoadState('networkidle');
    const requests = await Promise.all(remoteRequests);
    expect(requests.length, 'the dashboard links to remotes: their entries are hinted').toBeGreaterThan(0);
    for (const request of requests) expect(request).toEqual({ file: 'remoteEntry.js', purpose: expect.stringContaining('prefetch') });
  });
});

test.describe('start', () => {
  // The shell's chunks every route runs come from index.html; /spaces adds its remote's view.
  for (const [route, preloadsRemote] of [['/', false], ['/spaces', true]] as const) {
    test(`a cold visit of ${route} preloads scripts it then runs, each downloaded once`, async ({ page }) => {
      await page.addInitScript(() => {
        const inserted: string[] = ((window as unknown as { insertedScripts: string[] }).insertedScripts = []);
        new MutationObserver((changes) => {
          for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLScriptElement && node.src) inserted.push(node.src);
        }).observe(document, { childList: true, subtree: true });
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(route);
      await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
      const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((link) => link.href));
      const inserted = await page.evaluate(() => (window as unknown as { insertedScripts: string[] }).insertedScripts);
      expect(preloaded.length).toBeGreaterThan(0);
      expect(preloaded.some((href) => href.includes('/remotes/'))).toBe(preloadsRemote);
      for (const href of preloaded) {
        expect(inserted).toContain(href);
        expect(requested.filter((url) => url === href)).toHaveLength(1);
      }
    });
  }
});
