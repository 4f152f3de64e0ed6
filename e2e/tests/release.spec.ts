// A remote owns its release: its routes and page names travel with its deploy, a
// version can be previewed in one browser before it goes live, and a remote that is
// down comes back without a page reload.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const cdn = process.env.CDN_DIR as string;
const manifestFile = path.join(cdn, 'remotes/manifest.json');
const historyFile = path.join(cdn, 'remotes/history.json');

const deployCli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'tools/deploy/cli.mjs'), ...args], { cwd: root, env: { ...process.env, CDN_DIR: cdn }, encoding: 'utf8' });

const manifest = () => JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Whatever a test deploys, the live manifest and history are as before afterwards. */
async function keepingLiveState(run: () => Promise<void>) {
  const saved = [manifestFile, historyFile].map((file) => [file, readFileSync(file)] as const);
  try {
    await run();
  } finally {
    for (const [file, content] of saved) writeFileSync(file, content);
  }
}

/**
 * A copy of the tasks-mf build whose declaration adds a path it did not own before,
 * /archief, 'Taakarchief' (the open-tasks view, linked in the settings hub), and a settings
 * tab 'Archief' (the same view): what a remote release may add without the shell.
 */
function tasksBuildWithArchive() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tasks-mf-archive-'));
  cpSync(path.join(root, 'dist/apps/tasks-mf'), dir, { recursive: true });
  const release = JSON.parse(readFileSync(path.join(dir, 'remote.json'), 'utf8'));
  const tasksPage = release.routes.find((route: { path: string }) => route.path === '/tasks');
  writeFileSync(
    path.join(dir, 'remote.json'),
    JSON.stringify({
      ...release,
      owns: [...release.owns, '/archief'],
      routes: [...release.routes, { ...tasksPage, path: '/archief', label: 'Taakarchief', links: { settings: 'Taakarchief' }, order: 999 }],
      settingsTabs: [...(release.settingsTabs ?? []), { tab: 'archief', label: 'Archief', view: tasksPage.view, files: tasksPage.files, order: 999 }],
    }),
  );
  return dir;
}

async function expectArchivePage(page: Page) {
  await page.goto('/archief');
  await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Taakarchief');
}

test('a remote alone deploys a page under a path it did not own and a settings tab, with breadcrumb and link, without a shell release; after a rollback both are gone', async ({ page }) => {
  await keepingLiveState(async () => {
    const shellBefore = readFileSync(path.join(cdn, 'shell/index.html'), 'utf8');
    const dir = tasksBuildWithArchive();
    try {
      deployCli('deploy', 'tasks-mf', '--from', dir);
      await expectArchivePage(page);
      await page.goto('/settings');
      await page.getByRole('navigation', { name: 'Instellingen' }).getByRole('link', { name: 'Taakarchief' }).click();
      await expect(page).toHaveURL(/\/archief$/);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Archief' }).click();
      await expect(page).toHaveURL(/\/settings\?tab=archief$/);
      await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible({ timeout: 15_000 });
      expect(readFileSync(path.join(cdn, 'shell/index.html'), 'utf8')).toBe(shellBefore);
      deployCli('rollback', 'tasks-mf');
      await page.goto('/settings');
      await expect(page.getByRole('link', { name: 'Ruimtes' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Taakarchief' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Archief' })).toHaveCount(0);
      await page.goto('/archief');
      await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
      await page.goto('/tasks');
      await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible({ timeout: 15_000 });
      expect(readFileSync(path.join(cdn, 'shell/index.html'), 'utf8')).toBe(shellBefore);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a preview shows the previewed version only in the browser that asked for it', async ({ page, browser }) => {
  await keepingLiveState(async () => {
    const dir = tasksBuildWithArchive();
    try {
      const version = deployCli('deploy', 'tasks-mf', '--from', dir, '--no-promote').match(/0\.\d+\.\d+-[0-9a-f]+/)?.[0];
      expect(version, 'the version the deploy printed').toBeTruthy();
      expect(manifest().remotes.tasks_mf.version).not.toBe(version);

      await page.goto(`/?preview=tasks-mf@${version}`);
      await expect(page.getByText(`Voorbeeld: tasks-mf versie ${version}`)).toBeVisible();
      await expectArchivePage(page);
      await expect(page.getByText(`Voorbeeld: tasks-mf versie ${version}`)).toBeVisible();

      const other = await browser.newContext({ storageState: test.info().project.use.storageState as string });
      try {
        const second = await other.newPage();
        await second.goto('/archief');
        await expect(second.getByText('Unexpected Application Error!')).toBeVisible();
        await expect(second.getByText(/Voorbeeld:/)).toHaveCount(0);
      } finally {
        await other.close();
      }

      await page.getByRole('button', { name: 'Voorbeeld verlaten' }).click();
      await expect(page.getByText(/Voorbeeld:/)).toHaveCount(0);
      await page.goto('/archief');
      await expect(page.getByText('Unexpected Application Error!')).toBeVisible();

      deployCli('promote', 'tasks-mf', version as string);
      await expectArchivePage(page);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a remote that was down loads on "Opnieuw proberen" once it is back, without a page reload', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/tasks_mf/**', (route) => (down ? route.abort() : route.continue()));
  await page.goto('/tasks');
  await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
  down = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('without a manifest the shell works and every remote area says it is unavailable, until it can be read', async ({ page }) => {
  let unreachable = true;
  await page.route('**/remotes/manifest.json', (route) => (unreachable ? route.abort() : route.continue()));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Vandaag' })).toBeVisible();
  for (const path of ['/spaces', '/calendar']) {
    await page.goto(path);
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toBeVisible({ timeout: 20_000 });
  }
  await page.goto('/settings?tab=buildings');
  await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toBeVisible({ timeout: 20_000 });
  unreachable = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Gebouwen Beheer')).toBeVisible({ timeout: 15_000 });
});
