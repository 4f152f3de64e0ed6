// Independent deployment: one remote is published and rolled back through the deploy
// commands, against the CDN folder the test server serves (CDN_DIR).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const cdn = process.env.CDN_DIR as string;

function deployCli(...args: string[]) {
  return execFileSync(process.execPath, [path.join(root, 'tools/deploy/cli.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, CDN_DIR: cdn },
    encoding: 'utf8',
  });
}

const manifest = () => JSON.parse(readFileSync(path.join(cdn, 'remotes/manifest.json'), 'utf8'));

/** A fingerprint of every file below a folder: unchanged files, unchanged fingerprint. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** A copy of the tasks-mf build with one visible text changed, or its entry broken. */
function variantOfTasksBuild(change: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tasks-mf-'));
  cpSync(path.join(root, 'dist/apps/tasks-mf'), dir, { recursive: true });
  change(dir);
  return dir;
}

function replaceInBuild(dir: string, from: string, to: string) {
  let replaced = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    if (text.includes(from)) {
      writeFileSync(path.join(dir, name), text.replaceAll(from, to));
      replaced++;
    }
  }
  expect(replaced, `"${from}" in the tasks-mf build`).toBeGreaterThan(0);
}

async function openTasks(page: Page) {
  await page.goto('/tasks');
  await expect(page.getByText('Laden...')).toHaveCount(0, { timeout: 15_000 });
}

test.describe.serial('deploying tasks-mf on its own', () => {
  test('a new version shows on the next page load, a rollback brings the old one back; nothing else changes', async ({ page }) => {
    const original = manifest().remotes.tasks_mf.version;
    const others = {
      shell: fingerprint(path.join(cdn, 'shell')),
      buildings: fingerprint(path.join(cdn, 'remotes/buildings_mf')),
      manifestBuildings: manifest().remotes.buildings_mf,
    };
    await openTasks(page);
    await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible();

    const changed = variantOfTasksBuild((dir) => replaceInBuild(dir, 'Openstaande Taken', 'Openstaande Taken (nieuw)'));
    deployCli('deploy', 'tasks-mf', '--from', changed);
    const deployed = manifest().remotes.tasks_mf.version;
    expect(deployed).not.toBe(original);

    await openTasks(page);
    await expect(page.getByRole('heading', { name: 'Openstaande Taken (nieuw)' })).toBeVisible();
    expect(fingerprint(path.join(cdn, 'shell'))).toBe(others.shell);
    expect(fingerprint(path.join(cdn, 'remotes/buildings_mf'))).toBe(others.buildings);
    expect(manifest().remotes.buildings_mf).toEqual(others.manifestBuildings);

    await page.goto('/modules');
    await expect(page.getByRole('row', { name: /tasks-mf/ })).toContainText(deployed);

    deployCli('rollback', 'tasks-mf');
    expect(manifest().remotes.tasks_mf.version).toBe(original);
    await openTasks(page);
    await expect(page.getByRole('heading', { name: 'Openstaande Taken', exact: true })).toBeVisible();
    expect(deployCli('modules')).toContain(deployed);
  });

  test('a broken version costs only its own area, and a rollback restores it', async ({ page }) => {
    const broken = variantOfTasksBuild((dir) => writeFileSync(path.join(dir, 'remoteEntry.js'), 'throw new Error("kapotte build");\n'));
    deployCli('deploy', 'tasks-mf', '--from', broken);

    // One browser session, moving through the app by its links.
    await page.goto('/tasks');
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Vandaag' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link', { name: 'Instellingen' }).click();
    await page.getByRole('tab', { name: 'Gebouwen' }).click();
    await expect(page.getByText('Gebouwen Beheer')).toBeVisible();
    await page.getByRole('tab', { name: 'Algemeen' }).click();
    await page.getByRole('link', { name: 'Modules' }).click();
    await expect(page.getByRole('row', { name: /buildings-mf/ })).toContainText('Geladen');
    await expect(page.getByRole('row', { name: /tasks-mf/ })).toContainText('Niet geladen');

    deployCli('rollback', 'tasks-mf');
    await openTasks(page);
    await expect(page.getByRole('heading', { name: 'Openstaande Taken', exact: true })).toBeVisible();
  });

  test('a remote built against an older compatible version of the shared libraries still loads', async ({ page }) => {
    // As if tasks-mf had been built when the workspace had React 19.0.0: it offers 19.0.0
    // and asks for ^19.0.0. The shell's newer React 19 satisfies that and is the one used.
    const older = variantOfTasksBuild((dir) => {
      replaceInBuild(dir, '"^19.3.1"', '"^19.0.0"');
      replaceInBuild(dir, '"19.3.1"', '"19.0.0"');
    });
    deployCli('deploy', 'tasks-mf', '--from', older);
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));

    await openTasks(page);
    await expect(page.getByRole('heading', { name: 'Openstaande Taken', exact: true })).toBeVisible();
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('does not satisfy'))).toEqual([]);

    deployCli('rollback', 'tasks-mf');
  });

  test('versioned files are cached for good, the manifest, config and index.html never', async ({ request }) => {
    const { entry } = manifest().remotes.tasks_mf;
    const versioned = await request.get(entry);
    expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers()['access-control-allow-origin']).toBe('*');
    for (const path of ['/remotes/manifest.json', '/config.json', '/', '/tasks']) {
      const response = await request.get(path);
      expect(response.ok(), path).toBeTruthy();
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    expect((await request.get('/remotes/tasks_mf/bestaat-niet/remoteEntry.js')).status()).toBe(404);
  });
});
