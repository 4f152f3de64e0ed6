// Benchmark (not a test): what the paperclip count (attachment_count, a computed field) adds to
// a page of 50 housing units at 100,000 units and 100,000 objects in the attachments bucket
// (every other unit a photo and its thumbnail), as the demo beheerder through the gateway, and
// the plan of the count (a range scan on storage.objects' (bucket_id, name) index).
//   node tools/bench/attachments-scale.mjs   (offset 70: its own ports and .data/bench-attachments)
import path from 'node:path';
import pg from 'pg';
import { addHousing, addSpaces, measure, signedInClient, startBenchBackend } from './scale.mjs';
import { root } from '../run/nx.mjs';

const PAGE = 50;
const DEMO_USER_ID = 'beb0e000-0000-4000-8000-000000000001';

/** The page's SQL with and without the counts, as the demo user (role and claims as PostgREST sets them), median of 15 in ms. */
async function inSqlAsDemoUser(sql) {
  await sql.query('begin');
  await sql.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: DEMO_USER_ID, role: 'authenticated' }),
  ]);
  const page = (extra) => `select h.*${extra} from public.housing h order by h.street, h.id limit ${PAGE}`;
  const without = await measure(() => sql.query(page('')));
  const withCount = await measure(() => sql.query(page(', public.attachment_count(h)')));
  await sql.query('rollback');
  return { without: without.median, withCount: withCount.median };
}

const backend = await startBenchBackend({ dataDir: path.join(root, '.data/bench-attachments'), offset: 70 });
const sql = new pg.Client({ connectionString: backend.dbUrl });
try {
  await sql.connect();
  await addSpaces(sql, { buildings: 1000, total: 10_000 });
  const housing = await addHousing(sql, 100_000);
  // Objects made as the owner: the bytes do not matter for the count.
  await sql.query(
    `insert into storage.objects (bucket_id, name, metadata)
     select 'attachments', format('housing/%s/%s%s', h.id, f.id, s.suffix), '{"size": 1000, "mimetype": "image/jpeg"}'
       from (select id, row_number() over (order by id) as n from public.housing) h
       cross join lateral (select gen_random_uuid() as id) f
       cross join (values ('.jpg'), ('.thumb.jpg')) s(suffix)
      where h.n % 2 = 0`,
  );
  await sql.query('vacuum (analyze) storage.objects');
  const { rows: [{ objects }] } = await sql.query(`select count(*)::int as objects from storage.objects`);

  const db = await signedInClient(backend);
  const page = (select) => () => db.from('housing').select(select).order('street').order('id').range(0, PAGE - 1);
  const without = await measure(page('*'));
  const withCount = await measure(page('*, attachment_count'));
  const sqlTimes = await inSqlAsDemoUser(sql);
  // The count's own query as a generic plan (as inside the function): a range scan on the index.
  await sql.query(`prepare count_files(text) as select count(*) from storage.objects o
    where o.bucket_id = 'attachments' and o.name >= $1 || '/' and o.name < $1 || '0' and o.name not like '%.thumb.jpg'`);
  await sql.query(`set plan_cache_mode = force_generic_plan`);
  const { rows: plan } = await sql.query(`explain (costs off) execute count_files('housing/00000004-0000-4000-8000-000000000001')`);
  console.log(JSON.stringify({ housing, objects, page: PAGE, gateway: { without, withCount }, sql: sqlTimes }, null, 2));
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await sql.end().catch(() => {});
  await backend.stop();
}
