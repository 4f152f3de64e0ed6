// Benchmark (not a test): how fast a reference field (ReferenceInput) answers at the
// bench's scale: 10,000 buildings, 10,000 spaces and 100,000 housing units. Starts a fresh
// test stack in .data/bench-references, fills it (scale.mjs), and times the requests the
// field sends (libs/data/src/references.ts: `<kind>_choices`, every typed word as
// `search=ilike.*word*`, ordered, limit 51) through the gateway and directly against
// PostgREST, as the demo user. The field waits 150 ms after the last key before it asks,
// so typing -> answer is that pause plus the request. Prints an EXPLAIN ANALYZE of the
// searches too.
//   node tools/bench/reference-search.mjs     (results also in .data/bench-references-results.json)
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { addHousing, addSpaces, measure, round, signedInClients, startBenchBackend } from './scale.mjs';
import { root } from '../run/nx.mjs';

const SEARCH_DELAY_MS = 150; // libs/ui/src/form/ReferenceField.tsx
const PAGE = 50; // REFERENCE_PAGE
const LAST = 'Zzz Laatste Gebouw';
const CAFE = 'Café de Zoë';

// The views and orders of libs/data/src/references.ts.
const KINDS = {
  building: { view: 'building_choices', columns: 'id, label, detail, street, city, floors', order: ['label', 'id'] },
  space: { view: 'space_choices', columns: 'id, label, detail, building_id', order: ['label', 'detail', 'id'] },
  housing: { view: 'housing_choices', columns: 'id, label, detail, building_id, street, house_number, floor', order: ['street', 'house_number_order', 'id'] },
};

/** As normalizeSearch and searchWords of libs/data. */
const words = (q) =>
  q
    .replace(/[*,;()]/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** The request of a reference field of `kind` for `q`, within `filter`. */
function searchQuery(db, kind, q, filter = {}) {
  const { view, columns, order } = KINDS[kind];
  let query = db.from(view).select(columns);
  for (const word of words(q)) query = query.ilike('search', `%${word}%`);
  for (const [column, value] of Object.entries(filter)) query = query.eq(column, value);
  for (const column of order) query = query.order(column, { ascending: true });
  return query.limit(PAGE + 1);
}

/** The same request as SQL, as PostgREST runs it (for EXPLAIN). */
function searchSql(kind, q, filter = {}) {
  const { view, columns, order } = KINDS[kind];
  const where = [...words(q).map((w) => `search ilike '%${w}%'`), ...Object.entries(filter).map(([c, v]) => `${c} = '${v}'`)];
  return `select ${columns} from public.${view} ${where.length ? `where ${where.join(' and ')}` : ''} order by ${order.join(', ')} limit ${PAGE + 1}`;
}

const startedAt = Date.now();
const offset = 720;
const dataDir = path.join(root, '.data/bench-references');
const resultsFile = path.join(root, '.data/bench-references-results.json');
const backend = await startBenchBackend({ dataDir, offset });
const sql = new pg.Client({ connectionString: backend.dbUrl });
sql.on('error', () => {});
try {
  await sql.connect();
  const clients = await signedInClients(backend);
  const filled = await addSpaces(sql, { buildings: 10_000, total: 10_000 });
  await sql.query(`insert into public.buildings (name, street, city, floors) values ($1, 'Eindstraat 1', 'Zwolle', 3), ($2, 'Plein 1', 'Utrecht', 2)`, [LAST, CAFE]);
  const housing = await addHousing(sql, 100_000);
  await sql.query('vacuum (analyze)');
  const { rows: [counts] } = await sql.query(
    'select (select count(*) from public.buildings)::int as buildings, (select count(*) from public.spaces)::int as spaces, (select count(*) from public.housing)::int as housing',
  );
  console.log(`scale: ${counts.buildings} buildings, ${counts.spaces} spaces, ${housing} housing units (spaces step: ${filled.spaces})`);
  const { rows: [some] } = await sql.query(
    `select b.id from public.buildings b where exists (select 1 from public.housing h where h.building_id = b.id) order by b.name offset 5000 limit 1`,
  );
  const { rows: [last] } = await sql.query('select id from public.buildings where name = $1', [LAST]);

  const scenarios = [
    { name: 'building: opened, nothing typed', kind: 'building', q: '' },
    { name: `building: 'zzz' (the last by name)`, kind: 'building', q: 'zzz', expect: LAST },
    { name: `building: 'laatste gebouw'`, kind: 'building', q: 'laatste gebouw', expect: LAST },
    { name: `building: 'cafe' (finds '${CAFE}')`, kind: 'building', q: 'cafe', expect: CAFE },
    { name: `building: 'k' (one letter, thousands match)`, kind: 'building', q: 'k' },
    { name: `building: 'kantoor utrecht' (two words)`, kind: 'building', q: 'kantoor utrecht' },
    { name: `building: 'qqq' (nothing matches)`, kind: 'building', q: 'qqq' },
    { name: 'building: the chosen one by id', byId: last.id },
    { name: 'housing of a building: opened', kind: 'housing', q: '', filter: { building_id: some.id } },
    { name: `housing of a building: '12'`, kind: 'housing', q: '12', filter: { building_id: some.id } },
    { name: `housing, all 100,000: 'benchstraat 99' (no form asks this)`, kind: 'housing', q: 'benchstraat 99' },
    { name: `space: 'zaal'`, kind: 'space', q: 'zaal' },
    { name: `space: 'qx' (two letters, nothing matches)`, kind: 'space', q: 'qx' },
  ];

  const results = [];
  for (const scenario of scenarios) {
    const run = (db) => async () => {
      const response = scenario.byId
        ? await db.from('building_choices').select(KINDS.building.columns).in('id', [scenario.byId])
        : await searchQuery(db, scenario.kind, scenario.q, scenario.filter);
      if (response.error) throw new Error(`${scenario.name}: ${response.error.message}`);
      if (scenario.expect && !response.data.some((row) => row.label === scenario.expect)) throw new Error(`${scenario.name}: ${scenario.expect} not found`);
      return { ...response, count: response.data.length };
    };
    const gateway = await measure(run(clients.gateway));
    const direct = await measure(run(clients.direct));
    results.push({ name: scenario.name, rows: gateway.rows, gateway, direct, typingToAnswerP95: round(SEARCH_DELAY_MS + gateway.p95) });
  }

  console.log(`\n| request of the field | rows | gateway p50 / p95 (ms) | PostgREST direct p50 / p95 (ms) | typing -> answer, p95 (ms) |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.rows} | ${r.gateway.median} / ${r.gateway.p95} | ${r.direct.median} / ${r.direct.p95} | ${r.typingToAnswerP95} |`);
  }

  const plans = {};
  for (const scenario of scenarios.filter((s) => !s.byId)) {
    await sql.query('begin');
    await sql.query('set local role authenticated'); // as PostgREST does, so row-level security applies
    const { rows: plan } = await sql.query(`explain (analyze, buffers) ${searchSql(scenario.kind, scenario.q, scenario.filter)}`);
    await sql.query('rollback');
    plans[scenario.name] = plan.map((line) => line['QUERY PLAN']).join('\n');
    const execution = plans[scenario.name].match(/Execution Time: ([\d.]+) ms/)?.[1];
    console.log(`\n### ${scenario.name}: ${execution} ms in the database\n${plans[scenario.name]}`);
  }

  const totalSeconds = (Date.now() - startedAt) / 1000;
  await writeFile(resultsFile, JSON.stringify({ date: new Date(startedAt).toISOString(), counts, results, plans, totalSeconds }, null, 2));
  console.log(`\nTotal run time ${totalSeconds.toFixed(1)} s; results in ${path.relative(root, resultsFile)}`);
} finally {
  await sql.end().catch(() => {});
  await backend.stop();
}
