// The Markdown table of a bench run (bench/latest.md and the README).
import { accessMarkdown } from './access-scale.mjs';
import { historyMarkdown } from './history.mjs';
import { gatewayMarkdown } from './gateway-overhead.mjs';
import { reactAdminMarkdown } from './react-admin.mjs';
const ok = (value, limit) => (value <= limit ? '✓' : '✗ over');

export function toMarkdown(r) {
  const lines = [
    `Run of ${r.date.slice(0, 10)} on ${r.data.buildings} buildings, ${r.data.spaces} spaces, ${r.data.tasks} tasks, ${r.data.housing} housing units (production builds, Chromium, gzip -9).`,
    '',
    'Budget: what `npm test` holds the route to (today\'s weight, rounded up). Target: where it is headed.',
    '',
    `| route | JS+CSS gz (KB) | files | budget (KB) | | target (KB) | | first row cold, median of ${r.visits} (ms) | warm, median of ${r.visits} (ms) | max copies of a shared package |`,
    '|---|---:|---:|---:|---|---:|---|---:|---:|---:|',
    ...r.routes.map((x) => `| ${x.route} | ${x.gzKB} | ${x.files} | ${x.budgetKB} | ${ok(x.gzKB, x.budgetKB)} | ${x.targetKB} | ${ok(x.gzKB, x.targetKB)} | ${x.coldFirstRowMs} | ${x.warmFirstRowMs} | ${x.maxCopies} |`),
    '',
    '| from → into another remote | extra gz (KB) | files | budget (KB) | | target (KB) | | first row (ms) |',
    '|---|---:|---:|---:|---|---:|---|---:|',
    ...r.furtherRemote.map((x) => `| ${x.from} → ${x.to} | ${x.extraKB} | ${x.files} | ${x.budgetKB} | ${ok(x.extraKB, x.budgetKB)} | ${x.targetKB} | ${ok(x.extraKB, x.targetKB)} | ${x.ms} |`),
    '',
    '| dashboard → first visit of a remote | extra gz (KB) | first row (ms) |',
    '|---|---:|---:|',
    ...r.firstNavigation.map((x) => `| / → ${x.to} | ${x.extraKB} | ${x.ms} |`),
    '',
    `Sort on ${r.sort.route} (click to re-sorted first row): median ${r.sort.medianMs} ms.`,
    '',
    ...(r.reactAdmin ? [reactAdminMarkdown(r.reactAdmin)] : []),
    '| API query | gateway p50 / p95 (ms) | PostgREST direct p50 / p95 (ms) |',
    '|---|---:|---:|',
    ...r.api.map((x) => `| ${x.query} | ${x.gateway.p50} / ${x.gateway.p95} | ${x.postgrest.p50} / ${x.postgrest.p95} |`),
    '',
    ...(r.gateway ? [gatewayMarkdown(r.gateway)] : []),
    ...(r.access ? [accessMarkdown(r.access)] : []),
    ...(r.history ? [historyMarkdown(r.history)] : []),
  ];
  return `${lines.join('\n')}\n`;
}
