// Signs in once as the demo user through the real sign-in page; tests reuse the session.
import { chromium, expect, type FullConfig } from '@playwright/test';
import { AUTH_STATE } from './playwright.config';
import { signIn } from './support';

export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0].use;
  const browser = await chromium.launch(launchOptions);
  const page = await browser.newPage({ baseURL });
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  await page.context().storageState({ path: AUTH_STATE });
  await browser.close();
}
