// Signs in once as the demo user through the real sign-in page, in each lane's stack; the
// lane's tests reuse that session.
import { chromium, expect, type FullConfig } from '@playwright/test';
import { LANES, authState } from './playwright.config';
import { signIn } from './support';

export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0].use;
  const browser = await chromium.launch(launchOptions);
  const laneUrls = LANES.length ? LANES.map((lane) => lane.E2E_BASE_URL) : [baseURL];
  for (const [index, url] of laneUrls.entries()) {
    const page = await browser.newPage({ baseURL: url });
    await page.goto('/');
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await page.context().storageState({ path: authState(index) });
    await page.context().close();
  }
  await browser.close();
}
