// A failed end-to-end test's page, in the run's log: read from Playwright's own JSON report
// and error context, in the shape Playwright writes them.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { failedPagesText } from './failure-pages.mjs';

const ERROR_CONTEXT = [
  '# Instructions', '', '- Following Playwright test failed.', '', '# Error details', '', '```', 'Error: element(s) not found', '```', '',
  '```yaml', '- dialog "Onderhoud uitgevoerd: Lift 1":', '  - textbox "Uitgevoerd op": 06-12-2026', '```', '',
  '# Test source', '', '```ts', "> 5 |     await expect(page.getByText('Weg')).toBeVisible();", '```', '',
].join('\n');

const result = (status, contextPath) => ({
  workerIndex: 0,
  status,
  attachments: [
    ...(contextPath ? [{ name: 'error-context', contentType: 'text/markdown', path: contextPath }] : []),
    { name: 'trace', contentType: 'application/zip', path: '/nowhere/trace.zip' },
  ],
});

async function report() {
  const dir = await mkdtemp(path.join(tmpdir(), 'failure-pages-'));
  const context = path.join(dir, 'error-context.md');
  await writeFile(context, ERROR_CONTEXT);
  const spec = (title, ...results) => ({ title, ok: false, tests: [{ expectedStatus: 'passed', results }] });
  return {
    suites: [
      {
        title: 'provisions.spec.ts',
        specs: [spec('passes', result('passed'))],
        suites: [{ title: 'in a group', specs: [spec('fails', result('failed', context)), spec('times out', result('timedOut', path.join(dir, 'gone.md')))], suites: [] }],
      },
    ],
  };
}

test("a failed test's page snapshot is printed under its full title; the test source and instructions are not", async () => {
  const text = await failedPagesText(await report());
  assert.match(text, /--- de pagina toen deze test faalde: provisions\.spec\.ts › in a group › fails\n- dialog "Onderhoud uitgevoerd: Lift 1":\n  - textbox "Uitgevoerd op": 06-12-2026\n/);
  assert.doesNotMatch(text, /Instructions|Test source|passes/);
});

test('a failed test whose error context cannot be read says so instead of ending the run', async () => {
  const text = await failedPagesText(await report());
  assert.match(text, /faalde: provisions\.spec\.ts › in a group › times out\n\(geen momentopname van de pagina\)/);
});

test('a long snapshot is cut, and a report without failures prints nothing', async () => {
  const text = await failedPagesText(await report(), 20);
  assert.match(text, /fails\n- dialog "Onderhoud \n… \(afgekapt\)\n/);
  assert.equal(await failedPagesText({ suites: [] }), '');
  assert.equal(await failedPagesText({}), '');
});
