// The lanes (playwright.config.ts): each lane's app talks to its own stack, no two lanes share
// a stack, cdn or app, and a worker's tests read the env of their own lane.
import { expect, test } from '@playwright/test';
import { LANES } from '../playwright.config';

test('every lane’s app talks to its own stack, and a worker’s tests read their own lane', async ({ request, baseURL }, testInfo) => {
  expect(LANES.length, 'a lane per worker').toBe(testInfo.config.workers);
  for (const name of ['SUPABASE_URL', 'SUPABASE_DB_URL', 'MAIL_URL', 'STORAGE_DIR', 'E2E_BASE_URL', 'CDN_DIR']) {
    expect(new Set(LANES.map((lane) => lane[name])).size, `${name} differs per lane`).toBe(LANES.length);
  }
  for (const lane of LANES) {
    const config = await (await request.get(`${lane.E2E_BASE_URL}/config.json`)).json();
    expect(config.supabaseUrl, `the API of the app at ${lane.E2E_BASE_URL}`).toBe(lane.SUPABASE_URL);
  }
  const own = LANES[testInfo.parallelIndex];
  expect({ baseURL, api: process.env.SUPABASE_URL, cdn: process.env.CDN_DIR }).toEqual({ baseURL: own.E2E_BASE_URL, api: own.SUPABASE_URL, cdn: own.CDN_DIR });
});
