// The list-page generator's pages pass lint, typecheck and their own component test as
// generated. In a throw-away copy of the workspace (its node_modules a link to this one's),
// `nx g @facility/generators:list-page` adds two pages to assets-mf for tables no remote
// lists: provision_services with its form (text, dates, a reference; a settings link; a
// path assets-mf does not own yet) and utility_readings as a list only (a moment column).
// Then eslint, tsc and jest run on them there. The copy goes, also when a step fails.
// About 40-70 s on two cores (mostly tsc over the remote and jest's first transform).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REMOTE = 'assets-mf';
/** What the copy needs: the workspace's configuration, the libs, the tools, the migrations and the one remote. */
const COPIED = ['package.json', 'nx.json', 'tsconfig.base.json', 'jest.preset.js', 'eslint.config.mjs', 'libs', 'tools', 'supabase/migrations', `apps/${REMOTE}`];
const SKIPPED = new Set(['node_modules', 'dist', '.nx', 'test-results']);

/** Runs a command in the copy; rejects with its output when it fails. */
function run(cwd, args) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', CI: 'true' }, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${args.slice(0, 2).join(' ')} failed:\n${stdout}\n${stderr}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

function workspaceCopy() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'list-page-'));
  for (const entry of COPIED) {
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

const nx = (copy, args) => run(copy, ['node_modules/nx/dist/bin/nx.js', 'g', '@facility/generators:list-page', ...args]);

test('a generated list page passes eslint, tsc and its component test as generated', { timeout: 240_000 }, async () => {
  const copy = workspaceCopy();
  try {
    const before = fs.readdirSync(path.join(copy, 'supabase/migrations'));
    await nx(copy, [
      `--remote=${REMOTE}`,
      '--table=provision_services',
      '--path=/provision-services',
      '--label=Onderhoudsbeurten',
      '--noun=onderhoudsbeurt',
      '--columns=kind:Soort,performed_on,next_date,note',
      '--settingsLink=Onderhoudsbeurten',
      '--icon=Build',
    ]);
    await nx(copy, [`--remote=${REMOTE}`, '--table=utility_readings', '--path=/meter-readings', '--label=Meteropnames', '--noun=meteropname', '--columns=reading_date:Datum,reading_value:Meterstand', '--form=false']);

    const area = `apps/${REMOTE}/src/provisionServices`;
    assert.deepEqual(fs.readdirSync(path.join(copy, area)).sort(), [
      'ProvisionServiceFields.tsx',
      'ProvisionServicesPage.spec.tsx',
      'ProvisionServicesPage.tsx',
      'provisionServiceForm.ts',
      'provisionServiceRow.ts',
      'provisionServiceSchema.ts',
      'provisionServicesResource.ts',
    ]);
    assert.deepEqual(fs.readdirSync(path.join(copy, `apps/${REMOTE}/src/meterReadings`)).sort(), ['MeterReadingsPage.spec.tsx', 'MeterReadingsPage.tsx', 'meterReadingRow.ts', 'meterReadingsResource.ts']);

    // The route, its owns entry and its settings link pass the build's checks of the declaration.
    const { readDeclaration } = createRequire(import.meta.url)(path.join(copy, 'tools/webpack/remote-declaration.js'));
    const declaration = readDeclaration(path.join(copy, `apps/${REMOTE}`));
    assert.ok(declaration.owns.includes('/provision-services') && declaration.owns.includes('/meter-readings'));
    const route = declaration.routes.find((r) => r.path === '/provision-services');
    assert.deepEqual({ ...route, order: typeof route.order }, { path: '/provision-services', label: 'Onderhoudsbeurten', page: './provisionServices/ProvisionServicesPage', links: { settings: 'Onderhoudsbeurten' }, icons: { settings: 'Build' }, order: 'number' });

    // One migration per table, with the (column, id) indexes their sorting needs.
    const added = fs.readdirSync(path.join(copy, 'supabase/migrations')).filter((f) => !before.includes(f)).sort();
    assert.equal(added.length, 2);
    assert.ok(added.every((f) => f > before.sort().at(-1)), 'the migrations run after the existing ones');
    const sql = Object.fromEntries(added.map((f) => [f.replace(/^\d+_|_sort_indexes\.sql$/g, ''), fs.readFileSync(path.join(copy, 'supabase/migrations', f), 'utf8')]));
    for (const column of ['created_at', 'performed_on', 'next_date']) {
      assert.match(sql.provision_services, new RegExp(`create index if not exists provision_services_${column}_id_idx on public\\.provision_services \\(${column}, id\\);`));
    }
    assert.doesNotMatch(sql.provision_services, /\((kind|note), id\)/, 'no index on a free text column');
    assert.match(sql.utility_readings, /\(reading_date, id\)/);

    const folders = [area, `apps/${REMOTE}/src/meterReadings`];
    // Three independent checks, each mostly on one thread: at once, they keep both cores busy.
    const [, , jest] = await Promise.all([
      run(copy, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', ...folders]),
      run(copy, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', `apps/${REMOTE}/tsconfig.json`]),
      run(copy, ['node_modules/jest/bin/jest.js', '-c', `apps/${REMOTE}/jest.config.js`, '--ci', '-w', '1', ...folders]),
    ]);
    assert.match(jest, /Tests:\s+5 passed, 5 total/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
