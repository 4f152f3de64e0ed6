// A remote owns its whole release, shared libraries included: tasks-mf built against
// newer versions of libs/ui and libs/data (that add exports it uses) is deployed while the
// shell stays as it is. It must load its own copies of those libs (the shell's are older)
// and still share the page's one supabase session and toast host (@facility/runtime).
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, restAsDemoUser } from '../support';

const root = path.resolve(__dirname, '../..');
const cdn = process.env.CDN_DIR as string;

function deployCli(...args: string[]) {
  return execFileSync(process.execPath, [path.join(root, 'tools/deploy/cli.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, CDN_DIR: cdn },
    encoding: 'utf8',
  });
}

const libVersion = (dir: string, lib: string): string => JSON.parse(readFileSync(path.join(dir, lib, 'version.json'), 'utf8')).version;

function nextMinor(version: string) {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

function write(dir: string, file: string, text: string) {
  writeFileSync(path.join(dir, file), text);
}

function append(dir: string, file: string, text: string) {
  write(dir, file, readFileSync(path.join(dir, file), 'utf8') + text);
}

function prepend(dir: string, file: string, text: string) {
  write(dir, file, text + readFileSync(path.join(dir, file), 'utf8'));
}

/** Puts `text` before `anchor` in `file`; fails when the anchor is gone (the page changed). */
function insertBefore(dir: string, file: string, anchor: string, text: string) {
  const source = readFileSync(path.join(dir, file), 'utf8');
  expect(source, `"${anchor}" in ${file}`).toContain(anchor);
  write(dir, file, source.replace(anchor, text + anchor));
}

/**
 * A copy of the workspace in which libs/ui and libs/data are one minor version ahead
 * and each adds an export, which /tasks of tasks-mf shows. Built with webpack in the
 * copy, as a remote's own release would be; returns the build folder.
 */
async function buildTasksAgainstNewerLibs(dir: string, versions: { ui: string; data: string }) {
  for (const part of ['apps/tasks-mf', 'libs', 'tools/webpack', 'tsconfig.base.json', 'package.json']) {
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  for (const [lib, version] of [['libs/ui', versions.ui], ['libs/data', versions.data]]) {
    const file = path.join(dir, lib, 'version.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
  }
  write(
    dir,
    'libs/ui/src/openTasksSummary.ts',
    `export function openTasksSummary(count: number): string {
  return count === 1 ? 'Je hebt 1 openstaande taak.' : \`Je hebt \${count} openstaande taken.\`;
}
`,
  );
  append(dir, 'libs/ui/src/index.ts', "export { openTasksSummary } from './openTasksSummary';\n");
  write(
    dir,
    'libs/data/src/signedInEmail.ts',
    `import { useSession } from './auth';

export function useSignedInEmail(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? (session.session.user.email ?? null) : null;
}
`,
  );
  append(dir, 'libs/data/src/index.ts', "export { useSignedInEmail } from './signedInEmail';\n");
  write(
    dir,
    'apps/tasks-mf/src/tasks/NewerLibsNote.tsx',
    `import { Typography } from '@mui/material';
import { openTasksSummary } from '@facility/ui';
import { useSignedInEmail } from '@facility/data';

export function NewerLibsNote({ count }: { count: number }) {
  const email = useSignedInEmail();
  return <Typography>{\`\${openTasksSummary(count)} Ingelogd als \${email ?? 'niemand'}.\`}</Typography>;
}
`,
  );
  prepend(dir, 'apps/tasks-mf/src/tasks/TasksPage.tsx', "import { NewerLibsNote } from './NewerLibsNote';\n");
  insertBefore(dir, 'apps/tasks-mf/src/tasks/TasksPage.tsx', '      <QueryState', '      <NewerLibsNote count={count} />\n');

  await promisify(execFile)(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--config', 'apps/tasks-mf/webpack.config.js', '--mode', 'production'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const build = path.join(dir, 'dist/apps/tasks-mf');
  const sharedLibs = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')).shared as { name: string; version: string; requiredVersion: string; singleton: boolean }[];
  expect(sharedLibs.find((s) => s.name === '@facility/ui')).toMatchObject({ version: versions.ui, requiredVersion: `^${versions.ui}`, singleton: false });
  expect(sharedLibs.find((s) => s.name === '@facility/data')).toMatchObject({ version: versions.data, requiredVersion: `^${versions.data}`, singleton: false });
  return build;
}

type FederationGlobal = {
  __FEDERATION__: {
    __INSTANCES__: { options: { name: string }; shareScopeMap: Record<string, Record<string, Record<string, { useIn?: string[]; lib?: () => unknown }>>> }[];
  };
};

/** Which copies of a workspace lib the page's share scope holds: version -> the containers that use it. */
function shareScope(page: Page, lib: string) {
  return page.evaluate((name) => {
    const shell = (window as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find((instance) => instance.options.name === 'shell');
    const versions = shell?.shareScopeMap.default[name] ?? {};
    return Object.fromEntries(Object.entries(versions).map(([version, shared]) => [version, [...(shared.useIn ?? [])].sort()]));
  }, lib);
}

type DataCopy = {
  accessToken(): Promise<string | null>;
  supabase(): { from(table: string): { select(columns: string): { limit(n: number): Promise<{ data: unknown[] | null }> } } };
};

/** Whether these two shared copies of @facility/data entries ([entry, version]) are two modules with one supabase client. */
function twoCopiesOneClient(page: Page, copies: [[string, string], [string, string]]) {
  return page.evaluate((copies) => {
    const shell = (window as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find((instance) => instance.options.name === 'shell');
    const [a, b] = copies.map(([entry, version]) => shell?.shareScopeMap.default[entry][version]?.lib?.() as DataCopy | undefined);
    return { twoModules: Boolean(a && b && a !== b), oneClient: Boolean(a && b && a.supabase() === b.supabase()) };
  }, copies);
}

/** The session and what `tasks` answers, through the @facility/data copy at `version`. */
function sessionOfCopy(page: Page, version: string) {
  return page.evaluate(async (version) => {
    const shell = (window as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find((instance) => instance.options.name === 'shell');
    const copy = shell?.shareScopeMap.default['@facility/data'][version]?.lib?.() as DataCopy;
    const token = await copy.accessToken();
    const { data: rows } = await copy.supabase().from('tasks').select('id').limit(5);
    return { session: token !== null, rows: (rows ?? []).length };
  }, version);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a remote built against newer libs than the shell has brings its own copy and shares the session and toasts', async ({ page }) => {
  test.setTimeout(300_000);
  const shellUi = libVersion(root, 'libs/ui');
  const shellData = libVersion(root, 'libs/data');
  const newer = { ui: nextMinor(shellUi), data: nextMinor(shellData) };
  const manifestFile = path.join(cdn, 'remotes/manifest.json');
  const historyFile = path.join(cdn, 'remotes/history.json');
  const saved = { manifest: readFileSync(manifestFile), history: existsSync(historyFile) ? readFileSync(historyFile) : null };
  const dir = mkdtempSync(path.join(tmpdir(), 'newer-libs-'));
  const title = `E2E nieuwere bibliotheken ${Math.random().toString(36).slice(2, 8)}`;
  let taskId: string | undefined;
  try {
    const build = await buildTasksAgainstNewerLibs(dir, newer);
    deployCli('deploy', 'tasks-mf', '--from', build);
    const [task] = (await restAsDemoUser('tasks', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ title, start_date: new Date(Date.now() - 60_000).toISOString() }),
    })) as { id: string }[];
    taskId = task.id;

    await page.goto('/tasks');
    // Only the newer copies have these exports: the text proves the remote got them,
    // and "Ingelogd als" that its own @facility/data sees the shell's session.
    await expect(page.getByText(new RegExp(`Je hebt \\d+ openstaande ta(ak|ken)\\. Ingelogd als ${escapeRegExp(DEMO_USER.email)}\\.`))).toBeVisible({ timeout: 20_000 });
    await expect(taskCard(page, title)).toBeVisible();
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar.')).toHaveCount(0);

    // The share scope: the shell on its copies, tasks-mf on its own; one @facility/runtime.
    // The shell's frame uses @facility/ui/basics (no dialogs or menus), the page all of @facility/ui.
    expect(await shareScope(page, '@facility/ui/basics')).toMatchObject({ [shellUi]: ['shell'] });
    expect(await shareScope(page, '@facility/ui')).toMatchObject({ [newer.ui]: ['tasks_mf'] });
    // The same for @facility/data: the frame reads through @facility/data/basics.
    expect(await shareScope(page, '@facility/data/basics')).toMatchObject({ [shellData]: ['shell'] });
    expect(await shareScope(page, '@facility/data')).toMatchObject({ [newer.data]: ['tasks_mf'] });
    const runtime = await shareScope(page, '@facility/runtime');
    expect(Object.values(runtime)).toEqual([['shell', 'tasks_mf']]);
    // Two copies of @facility/data, one supabase client.
    expect(
      await twoCopiesOneClient(page, [
        ['@facility/data/basics', shellData],
        ['@facility/data', newer.data],
      ]),
    ).toEqual({ twoModules: true, oneClient: true });

    // A toast from the remote's own libs/ui shows in the shell's toast host.
    await taskCard(page, title).getByRole('checkbox', { name: 'Voltooid' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Taak voltooid' })).toBeVisible();
    await expect(page.getByText('De taak is gemarkeerd als voltooid.')).toHaveCount(1);

    // Signing out in the shell's header signs the remote's copy out too.
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(await sessionOfCopy(page, newer.data)).toEqual({ session: false, rows: 0 });
  } finally {
    // Later tests see the original live version again.
    const restore = (file: string, bytes: Buffer) => {
      writeFileSync(`${file}.restore`, bytes);
      renameSync(`${file}.restore`, file);
    };
    restore(manifestFile, saved.manifest);
    if (saved.history) restore(historyFile, saved.history);
    else rmSync(historyFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
    if (taskId) await restAsDemoUser(`tasks?id=eq.${taskId}`, { method: 'DELETE' });
  }
});
