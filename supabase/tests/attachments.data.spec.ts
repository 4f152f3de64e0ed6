// Attachments (supabase/migrations/20261202000100_attachments.sql and the local Storage API,
// tools/stack/storage.mjs), through supabase-js's storage client as the browser uses it:
//
// - anon lists, downloads and uploads nothing;
// - a beheerder uploads a JPEG to a malfunction and gets the same bytes back; a signed URL
//   works without any header until it expires;
// - a medewerker of building A reads, signs, lists and deletes A's files and none of B's; a
//   lezer of A reads but uploads nothing;
// - 30 MB is refused with 413 and leaves nothing behind, an .exe with 415, a malformed name
//   with a 4xx;
// - attachment_files and attachment_count give the files (thumbnails apart);
// - deleting a malfunction removes its objects at once and its bytes from disk soon after;
// - the sweep for a hosted project removes queued files through the Storage API.
//
// Two buildings, each with a space, a technical provision and malfunctions, and the people are
// made as the database owner and removed afterwards.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { RUN } from './cases';
import { anonClient, ownerDb, serviceRoleClient, signedIn, userClient, type Db } from './helpers';

const BUCKET = 'attachments';
const PASSWORD = `bijlage-${RUN}`;
const STORAGE_DIR = process.env.STORAGE_DIR ?? '';

type Building = { building: string; space: string; provision: string; malfunction: string; doomed: string };
type Who = 'medewerker' | 'lezer';
const PEOPLE: Record<Who, { id: string; email: string; role: string }> = {
  medewerker: { id: randomUUID(), email: `bijlage-medewerker-${RUN}@example.nl`, role: 'medewerker' },
  lezer: { id: randomUUID(), email: `bijlage-lezer-${RUN}@example.nl`, role: 'lezer' },
};

let pg: Client;
let A: Building;
let B: Building;
let beheerder: Db;
let anon: Db;
const as = {} as Record<Who, Db>;

async function makeBuilding(label: string): Promise<Building> {
  const b: Building = { building: randomUUID(), space: randomUUID(), provision: randomUUID(), malfunction: randomUUID(), doomed: randomUUID() };
  await pg.query(`insert into public.buildings (id, name, street, city, floors) values ($1, $2, 'Bijlagestraat 1', 'Delft', 2)`, [
    b.building,
    `Bijlagen ${label} ${RUN}`,
  ]);
  await pg.query(`insert into public.spaces (id, building_id, name) values ($1, $2, 'Kelder')`, [b.space, b.building]);
  await pg.query(
    `insert into public.technical_provisions (id, device_name, type_and_model, manufacturer, serial_number, space_id, installation_date)
     values ($1, 'Pomp', 'P2', 'Grundfos', $2, $3, current_date - 10)`,
    [b.provision, `SN-bijlage-${label}-${RUN}`, b.space],
  );
  await pg.query(`insert into public.malfunctions (id, technical_provision_id, description) values ($1, $3, 'Lekt'), ($2, $3, 'Tikt')`, [
    b.malfunction,
    b.doomed,
    b.provision,
  ]);
  return b;
}

async function addPerson(p: { id: string; email: string; role: string }, building: string) {
  await pg.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}', now(), now())`,
    [p.id, p.email, PASSWORD],
  );
  await pg.query('insert into public.staff (user_id, name, role, active) values ($1, $2, $3, true)', [p.id, p.email, p.role]);
  await pg.query('insert into public.staff_buildings (user_id, building_id) values ($1, $2)', [p.id, building]);
}

async function cleanUp() {
  const buildings = [A, B].filter(Boolean);
  await pg.query('begin');
  // The objects through the trigger (as a delete of the rows would), then the rows past history.
  await pg.query(`select set_config('storage.allow_delete_query', 'true', true)`);
  await pg.query(`delete from storage.objects where bucket_id = $1 and split_part(name, '/', 2) = any ($2::text[])`, [
    BUCKET,
    buildings.flatMap((b) => [b.malfunction, b.doomed]),
  ]);
  await pg.query('set local session_replication_role = replica');
  for (const b of buildings) {
    await pg.query('delete from public.malfunctions where technical_provision_id = $1', [b.provision]);
    await pg.query('delete from public.technical_provisions where id = $1', [b.provision]);
    await pg.query('delete from public.spaces where id = $1', [b.space]);
    await pg.query('delete from public.staff_buildings where building_id = $1', [b.building]);
    await pg.query('delete from public.buildings where id = $1', [b.building]);
  }
  const ids = Object.values(PEOPLE).map((p) => p.id);
  await pg.query('delete from public.staff where user_id = any ($1)', [ids]);
  await pg.query('delete from auth.refresh_tokens where user_id = any ($1::text[])', [ids]);
  await pg.query('delete from auth.sessions where user_id = any ($1)', [ids]);
  await pg.query('delete from auth.users where id = any ($1)', [ids]);
  await pg.query('commit');
}

beforeAll(async () => {
  pg = await ownerDb();
  A = await makeBuilding('A');
  B = await makeBuilding('B');
  for (const p of Object.values(PEOPLE)) await addPerson(p, A.building);
  for (const [who, p] of Object.entries(PEOPLE)) as[who as Who] = await signedIn({ email: p.email, password: PASSWORD });
  beheerder = await userClient();
  anon = anonClient();
}, 60_000);

afterAll(async () => {
  for (const db of [...Object.values(as), beheerder]) await db?.auth.signOut().catch(() => undefined);
  if (pg) {
    await cleanUp().catch(async (error) => {
      await pg.query('rollback');
      throw error;
    });
    await pg.end();
  }
});

// ---------------------------------------------------------------------------
// Files as the browser makes them.
// ---------------------------------------------------------------------------
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

function jpeg(size = 2048): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) % 256;
  bytes.set(JPEG_START, 0);
  return bytes;
}

const fileName = (row: string, ext = 'jpg', table = 'malfunctions') => `${table}/${row}/${randomUUID()}.${ext}`;

async function upload(db: Db, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg', original = 'foto.jpg') {
  return db.storage.from(BUCKET).upload(name, new Blob([bytes], { type }), { metadata: { name: original } });
}

async function uploaded(db: Db, name: string, bytes: Uint8Array<ArrayBuffer> = jpeg(), type = 'image/jpeg', original = 'foto.jpg') {
  const { error } = await upload(db, name, bytes, type, original);
  expect(error).toBeNull();
  return name;
}

async function objectRow(name: string) {
  const { rows } = await pg.query('select id, version from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]);
  return rows[0] as { id: string; version: string } | undefined;
}

const blobFile = (o: { id: string; version: string }) => path.join(STORAGE_DIR, 'objects', `${o.id}.${o.version}`);
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

async function bytesOf(blob: Blob | null) {
  return new Uint8Array(await (blob as Blob).arrayBuffer());
}

describe('attachments: anon', () => {
  let name: string;
  beforeAll(async () => {
    name = await uploaded(beheerder, fileName(A.malfunction));
  });

  it('cannot list, download, sign or upload', async () => {
    const listed = await anon.storage.from(BUCKET).list(`malfunctions/${A.malfunction}`);
    expect(listed.data ?? []).toEqual([]);
    const downloaded = await anon.storage.from(BUCKET).download(name);
    expect(downloaded.data).toBeNull();
    expect(downloaded.error).toMatchObject({ status: 404, statusCode: '404' });
    const signed = await anon.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(signed.data).toBeNull();
    const put = await upload(anon, fileName(A.malfunction), jpeg());
    expect(put.error).toMatchObject({ status: 403, statusCode: '403' });
  });

  it('cannot read the file list or the count through the API', async () => {
    const files = await anon.rpc('attachment_files', { p_table: 'malfunctions', p_row: A.malfunction });
    expect(files.data ?? []).toEqual([]);
    const { data } = await anon.from('malfunctions').select('id, attachment_count').eq('id', A.malfunction);
    expect(data ?? []).toEqual([]);
  });
});

describe('attachments: upload, download and signed URLs', () => {
  it('gives the beheerder back the bytes uploaded, with the original name as metadata', async () => {
    const bytes = jpeg(5000);
    const name = await uploaded(beheerder, fileName(A.malfunction), bytes, 'image/jpeg', 'lekkage kelder.jpg');
    const { data, error } = await beheerder.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(await bytesOf(data)).toEqual(bytes);
    expect(data?.type).toBe('image/jpeg');
    const info = await beheerder.storage.from(BUCKET).info(name);
    expect(info.data?.metadata).toEqual({ name: 'lekkage kelder.jpg' });
  });

  it('serves a signed URL without any header until it expires', async () => {
    const bytes = jpeg(3000);
    const name = await uploaded(beheerder, fileName(A.malfunction), bytes);
    const { data, error } = await beheerder.storage.from(BUCKET).createSignedUrl(name, 1);
    expect(error).toBeNull();
    const url = data?.signedUrl ?? '';
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(bytes);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('does not take a signed URL of one file for another', async () => {
    const first = await uploaded(beheerder, fileName(A.malfunction));
    const second = await uploaded(beheerder, fileName(A.malfunction));
    const { data } = await beheerder.storage.from(BUCKET).createSignedUrl(first, 60);
    const forged = (data?.signedUrl ?? '').replace(first, second);
    expect((await fetch(forged)).status).toBe(400);
  });
});

describe('attachments: per building', () => {
  let ofA: string;
  let ofB: string;
  beforeAll(async () => {
    ofA = await uploaded(beheerder, fileName(A.malfunction));
    ofB = await uploaded(beheerder, fileName(B.malfunction));
  });

  it("lets a medewerker of A read, sign and list A's files", async () => {
    const db = as.medewerker;
    expect((await db.storage.from(BUCKET).download(ofA)).error).toBeNull();
    expect((await db.storage.from(BUCKET).createSignedUrl(ofA, 60)).error).toBeNull();
    const { data } = await db.storage.from(BUCKET).list(`malfunctions/${A.malfunction}`);
    expect(data?.map((f) => f.name)).toContain(ofA.split('/')[2]);
  });

  it("gives a medewerker of A nothing of B's files", async () => {
    const db = as.medewerker;
    expect((await db.storage.from(BUCKET).download(ofB)).error).toMatchObject({ status: 404 });
    expect((await db.storage.from(BUCKET).createSignedUrl(ofB, 60)).data).toBeNull();
    const signedMany = await db.storage.from(BUCKET).createSignedUrls([ofB], 60);
    expect(signedMany.data?.[0]).toMatchObject({ path: ofB, signedURL: null });
    expect((await db.storage.from(BUCKET).list(`malfunctions/${B.malfunction}`)).data ?? []).toEqual([]);
    const removed = await db.storage.from(BUCKET).remove([ofB]);
    expect(removed.data ?? []).toEqual([]);
    expect(await objectRow(ofB)).toBeDefined();
    const put = await upload(db, fileName(B.malfunction), jpeg());
    expect(put.error).toMatchObject({ status: 403, statusCode: '403' });
  });

  it("lets a medewerker of A upload to and delete from A's malfunction", async () => {
    const db = as.medewerker;
    const name = await uploaded(db, fileName(A.malfunction));
    const o = await objectRow(name);
    expect(o).toBeDefined();
    const removed = await db.storage.from(BUCKET).remove([name]);
    expect(removed.data?.map((f) => f.name)).toEqual([name]);
    expect(await objectRow(name)).toBeUndefined();
    expect(fs.existsSync(blobFile(o as { id: string; version: string }))).toBe(false);
  });

  it("lets a lezer of A read A's files but not upload or delete", async () => {
    const db = as.lezer;
    expect((await db.storage.from(BUCKET).download(ofA)).error).toBeNull();
    const put = await upload(db, fileName(A.malfunction), jpeg());
    expect(put.error).toMatchObject({ status: 403, statusCode: '403' });
    expect((await db.storage.from(BUCKET).remove([ofA])).data ?? []).toEqual([]);
    expect(await objectRow(ofA)).toBeDefined();
  });
});

describe('attachments: what is refused', () => {
  it('refuses 30 MB with 413 and keeps nothing of it', async () => {
    const before = filesIn(path.join(STORAGE_DIR, 'objects'));
    const big = new Uint8Array(30 * 1024 * 1024);
    big.set(JPEG_START, 0);
    const name = fileName(A.malfunction);
    const { error } = await upload(beheerder, name, big);
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(await objectRow(name)).toBeUndefined();
    expect(filesIn(path.join(STORAGE_DIR, 'objects'))).toEqual(before);
    expect(filesIn(path.join(STORAGE_DIR, 'tmp'))).toEqual([]);
  });

  it.each([
    ['application/x-msdownload', 'exe'],
    ['application/octet-stream', 'exe'],
  ])('refuses an .exe sent as %s with 415', async (type, ext) => {
    const name = fileName(A.malfunction, ext);
    const { error } = await upload(beheerder, name, new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), type, `setup.${ext}`);
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    expect(await objectRow(name)).toBeUndefined();
  });

  it('refuses a file whose bytes are not the image it claims to be', async () => {
    const { error } = await upload(beheerder, fileName(A.malfunction), new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), 'image/jpeg');
    expect(error).toMatchObject({ status: 415 });
  });

  it.each([
    ['an unknown table', () => `tasks/${A.malfunction}/${randomUUID()}.jpg`],
    ['a row that is not a uuid', () => `malfunctions/12/${randomUUID()}.jpg`],
    ['a file name that is not a uuid', () => `malfunctions/${A.malfunction}/foto.jpg`],
    ['a row that does not exist', () => fileName(randomUUID())],
  ])('refuses %s without a server error', async (_what, name) => {
    const { error } = await upload(beheerder, name(), jpeg());
    expect(error).toMatchObject({ status: 403, statusCode: '403' });
  });

  it('refuses to replace a file (files are immutable)', async () => {
    const name = await uploaded(beheerder, fileName(A.malfunction));
    const { error } = await beheerder.storage.from(BUCKET).update(name, new Blob([jpeg(10)], { type: 'image/jpeg' }));
    expect(error).toMatchObject({ status: 403 });
  });
});

describe('attachments: file list and counts', () => {
  it('lists the files oldest first with their thumbnails, and counts the files only', async () => {
    const row = A.doomed;
    const photo = await uploaded(beheerder, fileName(row), jpeg(), 'image/jpeg', 'voor.jpg');
    const thumb = await uploaded(beheerder, photo.replace(/\.jpg$/, '.thumb.jpg'), jpeg(100), 'image/jpeg', 'voor.jpg');
    const pdf = await uploaded(beheerder, fileName(row, 'pdf'), new TextEncoder().encode('%PDF-1.7 rapport'), 'application/pdf', 'rapport.pdf');

    const { data, error } = await beheerder.rpc('attachment_files', { p_table: 'malfunctions', p_row: row });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ path: photo, name: 'voor.jpg', mimetype: 'image/jpeg', size: 2048, thumb_path: thumb }),
      expect.objectContaining({ path: pdf, name: 'rapport.pdf', mimetype: 'application/pdf', thumb_path: null }),
    ]);
    const counted = await beheerder.from('malfunctions').select('id, attachment_count').in('id', [row, B.malfunction]).order('id');
    expect(counted.error).toBeNull();
    expect(Object.fromEntries((counted.data ?? []).map((r) => [r.id, r.attachment_count]))).toEqual({ [row]: 2, [B.malfunction]: 1 });
  });

  it('counts nothing of another building for a medewerker', async () => {
    const { data } = await as.medewerker.rpc('attachment_files', { p_table: 'malfunctions', p_row: B.malfunction });
    expect(data).toEqual([]);
  });
});

describe('attachments: deleting the row', () => {
  it('removes its objects at once and its files from disk', async () => {
    const row = A.doomed;
    const names = [await uploaded(beheerder, fileName(row)), await uploaded(beheerder, fileName(row, 'pdf'), new TextEncoder().encode('%PDF-1.4'), 'application/pdf')];
    const objects = (await Promise.all(names.map(objectRow))) as { id: string; version: string }[];
    for (const o of objects) expect(fs.existsSync(blobFile(o))).toBe(true);

    const { error } = await beheerder.from('malfunctions').delete().eq('id', row);
    expect(error).toBeNull();

    const { rows } = await pg.query(`select name from storage.objects where bucket_id = $1 and name like $2`, [BUCKET, `malfunctions/${row}/%`]);
    expect(rows).toEqual([]);
    const deadline = Date.now() + 5000;
    while (objects.some((o) => fs.existsSync(blobFile(o))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    for (const o of objects) expect(fs.existsSync(blobFile(o))).toBe(false);
    const trash = await pg.query('select count(*)::int as n from private.attachment_trash where object_id = any ($1::uuid[])', [objects.map((o) => o.id)]);
    expect(trash.rows[0].n).toBe(0);
  });
});

describe('attachments: the sweep for a hosted project (supabase/functions/attachments-sweep)', () => {
  it('refuses every caller but the service role', async () => {
    for (const db of [anon, beheerder]) {
      const { error } = await db.functions.invoke('attachments-sweep', { body: {} });
      expect((error as { context?: Response } | null)?.context?.status).toBe(403);
    }
  });

  it('removes queued files through the Storage API and empties the queue', async () => {
    const name = await uploaded(beheerder, fileName(A.malfunction));
    const o = (await objectRow(name)) as { id: string; version: string };
    // What the delete trigger leaves on a hosted project: the metadata gone, the object queued,
    // the bytes still stored (no notification here, so the local server does not remove them).
    await pg.query('begin');
    await pg.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    await pg.query(
      `with gone as (delete from storage.objects where id = $1 returning id, bucket_id, name, version, metadata)
       insert into private.attachment_trash (object_id, bucket_id, name, version, metadata)
       select id, bucket_id, name, version, metadata from gone`,
      [o.id],
    );
    await pg.query('commit');
    expect(fs.existsSync(blobFile(o))).toBe(true);

    const { data, error } = await serviceRoleClient().functions.invoke('attachments-sweep', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ left: false });
    expect(data.removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(blobFile(o))).toBe(false);
    expect(await objectRow(name)).toBeUndefined();
    const trash = await pg.query('select count(*)::int as n from private.attachment_trash where object_id = $1', [o.id]);
    expect(trash.rows[0].n).toBe(0);
  });
});
