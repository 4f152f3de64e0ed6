// Debian's Chromium builds; Playwright's own browser download is not used. The e2e tests
// drive the headless shell (Chromium's engine without the desktop browser around it, what
// Playwright itself uses for headless runs); the benchmarks time the full browser, as staff
// run it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', variable: 'CHROMIUM_PATH' };
export const HEADLESS_SHELL = {
  path: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  pkg: 'chromium-headless-shell',
  variable: 'HEADLESS_SHELL_PATH',
};

/** Installs the browsers' Debian packages with apt-get (one run) when their binaries are missing. */
export function ensureChromium(...browsers) {
  if (!browsers.length) browsers = [CHROMIUM];
  const missing = browsers.filter((browser) => !existsSync(browser.path));
  if (!missing.length) return;
  const packages = missing.map((browser) => browser.pkg);
  console.log(`${packages.join(' en ')} ${packages.length > 1 ? 'ontbreken' : 'ontbreekt'}: installeren met apt-get...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const steps = [
    [...asRoot, 'apt-get', 'update'],
    [...asRoot, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
  for (const [command, ...args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) break;
  }
  for (const browser of missing) {
    if (existsSync(browser.path)) continue;
    throw new Error(
      `${browser.pkg} staat niet op ${browser.path} en kon niet met apt-get worden geïnstalleerd. ` +
        `Installeer het pakket "${browser.pkg}" (Debian/Ubuntu) of zet ${browser.variable} naar een Chromium-binary.`,
    );
  }
}
