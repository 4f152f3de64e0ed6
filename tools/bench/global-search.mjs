// Benchmark (not a test): how fast the one search (public.global_search, issue #30) answers at
// scale: 1,000 buildings, 10,000 spaces, 100,000 housing units, 10,000 keys (in 1,000 key
// cabinets) and 10,000 technical provisions. Starts a fresh test stack of its own, fills it,
// and times 20 typical queries through the gateway (supabase-js `rpc`, as the search dialog
// asks: GET, 5 per area), as the demo beheerder (every building) and as the seed's medewerker
// (one building). Target: p95 ≤ 50 ms per query. Prints each query's p50 / p95 and what it found.
//   node tools/bench/global-search.mjs     (results also in .data/bench-global-search-results.json)
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { addHousing, addSpaces, measure, percentiles, round, signedInClient, startBenchBackend } from './scale.mjs';
import { root } from '../run/nx.mjs';

const TARGET_P95_MS = 50;
const PER_AREA = 5; // apps/shell/src/search/SearchDialog.tsx

/** What staff type: addresses, house numbers, key numbers, devices, serial numbers, names; typos and accents. */
const QUERIES = [
  'benchstraat 12',
  'benchstraat 512 7',
  'bencstraat 40',
  'spakler 45-3',
  '45-3',
  'kantoor 17',
  'vergaderzaal',
  'K-00042',
  'k00042',
  'daikin',
  'daikn',
  'SN-2024-00317',
  'remeha cv',
  'W-2019-558310',
  'glans',
  'jan de boer',
  'cerwin',
  'vve amstel',
  'lekkage',
  'qqxyz',
];

const MANUFACTURERS = ['Daikin', 'Remeha', 'Otis', 'Itho Daalderop', 'Vaillant', 'Grundfos', 'Gazelle', 'Bosch'];
const DEVICES = ['Airconditioning', 'CV-ketel', 'Lift', 'Ventilatie-unit', 'Warmtepomp', 'Circulatiepomp', 'Fietsenrek', 'Boiler'];

async function addKeysAndProvisions(sql) {
  await sql.query(
    `insert into public.key_cabinets (name, space_id)
     select format('Sleutelkast %s', s.name), s.id
       from (select id, name, row_number() over (order by id) as n from public.spaces) s
      where s.n % 10 = 0`,
  );
  await sql.query(
    `insert into public.keys (number, key_cabinet_id, description)
     select format('K-%s', lpad(i::text, 5, '0')), c.id, (array['Hoofdingang', 'Meterkast', 'Technische ruimte', 'Berging', 'Fietsenstalling'])[1 + i % 5]
       from generate_series(1, 10000) i
       join (select id, row_number() over (order by id) - 1 as k from public.key_cabinets) c
         on c.k = i % (select count(*) from public.key_cabinets)`,
  );
  await sql.query(
    `insert into public.technical_provisions (device_name, type_and_model, manufacturer, serial_number, space_id, installation_date)
     select format('%s %s', ($2::text[])[1 + i % 8], i), format('Type %s', i % 97), ($1::text[])[1 + (i / 8) % 8],
            format('SN-2024-%s', lpad(i::text, 5, '0')), s.id, current_date - (i % 3000)
       from generate_series(1, 10000) i
       join (select id, row_number() over (order by id) - 1 as k from public.spaces) s on s.k = i % 10000`,
    [MANUFACTURERS, DEVICES],
  );
  await sql.query(`insert into public.mechanics (name) values ('Čerwin Novák')`);
  await sql.query('vacuum (analyze)');
}

const startedAt = Date.now();
const offset = 840 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const dataDir = path.join(root, `.data/bench-global-search-${offset}`);
const resultsFile = path.join(root, '.data/bench-global-search-results.json');
const backend = await startBenchBackend({ dataDir, offset });
const sql = new pg.Client({ connectionString: backend.dbUrl });
sql.on('error', () => {});
try {
  await sql.connect();
  await addSpaces(sql, { buildings: 1_000, total: 10_000 });
  await addHousing(sql, 100_000);
  await addKeysAndProvisions(sql);
  const { rows: [counts] } = await sql.query(
    `select (select count(*) from public.buildings)::int as buildings, (select count(*) from public.spaces)::int as spaces,
            (select count(*) from public.housing)::int as housing, (select count(*) from public.keys)::int as keys,
            (select count(*) from public.technical_provisions)::int as provisions`,
  );
  console.log(`scale: ${JSON.stringify(counts)}`);
  const users = {
    beheerder: await signedInClient(backend),
    medewerker: await signedInClient(backend, { email: 'medewerker@example.nl', password: 'medewerker123' }),
  };

  const results = [];
  for (const [user, db] of Object.entries(users)) {
    const samples = [];
    for (const q of QUERIES) {
      const run = async () => {
        const started = performance.now();
        const response = await db.rpc('global_search', { q, max: PER_AREA }, { get: true });
        samples.push(performance.now() - started);
        if (response.error) throw new Error(`${q}: ${response.error.message}`);
        return { ...response, count: response.data.length };
      };
      const timing = await measure(run);
      const { data } = await db.rpc('global_search', { q, max: PER_AREA }, { get: true });
      const areas = [...new Set(data.map((hit) => hit.area))];
      results.push({ user, q, ...timing, first: data[0] ? `${data[0].area}: ${data[0].title}` : '', areas });
    }
    // Every timed and warm-up call of this user, all queries together.
    results.push({ user, q: '(all 20 queries)', ...percentiles(samples), rows: null, first: '', areas: [] });
  }

  console.log(`\n| user | query | rows | p50 / p95 (ms) | best hit | ≤ ${TARGET_P95_MS} ms |`);
  console.log('|---|---|---:|---:|---|---|');
  for (const r of results) {
    console.log(`| ${r.user} | ${r.q} | ${r.rows ?? ''} | ${r.median} / ${r.p95} | ${r.first} | ${r.p95 <= TARGET_P95_MS ? 'yes' : 'no'} |`);
  }
  const totalSeconds = round((Date.now() - startedAt) / 1000);
  await writeFile(resultsFile, JSON.stringify({ date: new Date(startedAt).toISOString(), counts, results, totalSeconds }, null, 2));
  console.log(`\nTotal run time ${totalSeconds} s; results in ${path.relative(root, resultsFile)}`);
} finally {
  await sql.end().catch(() => {});
  await backend.stop();
}
