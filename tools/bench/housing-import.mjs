// Benchmark (not a test): the /housing CSV import (public.import_housing) with 10,000 rows.
// Starts a fresh test stack in .data/bench-housing-import, adds 20 buildings, then times
// through the gateway as the demo user, as the page calls it:
//   1. the check of 10,000 new rows (apply false: the preview, nothing stored),
//   2. the import of the same rows (apply true: all inserted in one transaction),
//   3. the check of the same file again (every row a duplicate of an existing unit).
//   node tools/bench/housing-import.mjs     (results also in .data/bench-housing-import-results.json)
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { root } from '../run/nx.mjs';
import pg from 'pg';
import { signedInClients, startBenchBackend } from './scale.mjs';

const ROWS = 10_000;
const BUILDINGS = 20;

const resultsFile = path.join(root, '.data/bench-housing-import-results.json');
const backend = await startBenchBackend({ dataDir: path.join(root, '.data/bench-housing-import'), offset: 600 });
const sql = new pg.Client({ connectionString: backend.dbUrl });
sql.on('error', () => {});
const stop = async () => {
  await sql.end().catch(() => {});
  await backend.stop();
};
try {
  await sql.connect();
  const { gateway: db } = await signedInClients(backend);

  const names = Array.from({ length: BUILDINGS }, (_, i) => `Benchgebouw ${String(i + 1).padStart(2, '0')}`);
  await sql.query(
    `insert into public.buildings (name, street, city, floors)
     select n, 'Benchstraat ' || ordinality, 'Utrecht', 20 from unnest($1::text[]) with ordinality as n`,
    [names],
  );
  // The text as a CSV file holds it (decimal commas, Dutch labels), as the page sends it.
  const types = ['Huur', 'Koop'];
  const statuses = ['Bewoond', 'Verhuurd', 'Verkocht', 'Gereserveerd'];
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    building: names[i % BUILDINGS],
    house_number: String(Math.floor(i / BUILDINGS) + 1),
    floor: String(i % 21),
    square_meters: `${50 + (i % 90)},5`,
    balcony_size: i % 3 ? '' : '6,25',
    orientation: ['Noord', 'Oost', 'Zuid', 'West'][i % 4],
    type: types[i % 2],
    status: statuses[i % 4],
    comments: i % 10 ? '' : `Opmerking bij rij ${i + 2}`,
  }));
  const payloadBytes = Buffer.byteLength(JSON.stringify({ housing_rows: rows, apply: false }));

  const timed = async (label, apply) => {
    const started = performance.now();
    const { data, error } = await db.rpc('import_housing', { housing_rows: rows, apply });
    const ms = performance.now() - started;
    if (error) throw new Error(`${label}: ${error.message}`);
    const result = { label, ms: Math.round(ms), rows: data.rows, imported: data.imported, problems: data.problems.length };
    console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s  (${data.imported} imported, ${data.problems.length} rows with problems)`);
    return result;
  };

  console.log(`${ROWS} rows over ${BUILDINGS} buildings, request body ${(payloadBytes / 1024 / 1024).toFixed(1)} MB\n`);
  const results = [
    await timed('check 10,000 new rows (preview)', false),
    await timed('import 10,000 rows (one transaction)', true),
    await timed('check the same file again (all duplicates)', false),
  ];
  const { rows: [{ count }] } = await sql.query('select count(*)::int from public.housing h join public.buildings b on b.id = h.building_id where b.name like $1', ['Benchgebouw %']);
  console.log(`\nhousing units of the bench buildings now: ${count}`);
  await writeFile(resultsFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows: ROWS, payloadBytes, results }, null, 2)}\n`);
  console.log(`results in ${path.relative(root, resultsFile)}`);
} finally {
  await stop();
}
