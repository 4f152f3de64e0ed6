// The e2e tests drive Debian's Chromium; Playwright's own browser download is not used.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium ontbreekt: installeren met apt-get...');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const steps = [
    [...asRoot, 'apt-get', 'update'],
    [...asRoot, 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ];
  for (const [command, ...args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) break;
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium staat niet op ${CHROMIUM} en kon niet met apt-get worden geïnstalleerd. ` +
        'Installeer het pakket "chromium" (Debian/Ubuntu) of zet CHROMIUM_PATH naar een Chromium-binary.',
    );
  }
}
