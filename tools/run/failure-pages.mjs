// What a failed end-to-end test's page showed when it failed, printed into the run's log:
// a failure seen only in CI can then be read there (its trace stays in test-results).
import { readFile } from 'node:fs/promises';

/** Each failed test in a Playwright JSON report, with the path of its error context. */
export function failedPages(report) {
  const found = [];
  const walk = (suite, titles) => {
    const here = [...titles, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const result of (spec.tests ?? []).flatMap((test) => test.results ?? [])) {
        const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
        if (result.status !== 'passed' && result.status !== 'skipped' && context) found.push({ title: [...here, spec.title].join(' › '), path: context.path });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The page's ARIA snapshot in an error context (its yaml block): what the user saw. */
export const pageSnapshot = (markdown) => markdown.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? null;

/** The snapshots of the failed tests as text for the log, each cut at `limit` characters. */
export async function failedPagesText(report, limit = 8000) {
  const parts = [];
  for (const { title, path } of failedPages(report)) {
    const snapshot = pageSnapshot(await readFile(path, 'utf8').catch(() => ''));
    const shown = snapshot === null ? '(geen momentopname van de pagina)\n' : snapshot.length > limit ? `${snapshot.slice(0, limit)}\n… (afgekapt)\n` : snapshot;
    parts.push(`--- de pagina toen deze test faalde: ${title}\n${shown}`);
  }
  return parts.join('');
}
