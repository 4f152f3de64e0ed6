// The local Storage API's database work, run as the caller the way PostgREST runs a request:
// a transaction with the role and request.jwt.claims of the verified token, so the policies on
// storage.objects decide (auth.uid() and public.staff_* read those claims).
import { ERRORS, StorageError } from './storage-rules.mjs';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The caller of a verified token's claims; a role the stack does not know is refused. */
export function callerOf(claims) {
  const role = claims?.role;
  if (!ROLES.has(role)) throw ERRORS.unauthorized(`role ${role ?? '(none)'} is not allowed`);
  return { role, claims };
}

/** Postgres' refusals in storage-api's error shape; anything else is passed on. */
export function storageErrorOf(err) {
  if (err instanceof StorageError) return err;
  switch (err?.code) {
    case '42501': // row-level security, or a missing grant
      return ERRORS.rls();
    case '23505':
      return ERRORS.duplicate();
    case '23503':
      return ERRORS.bucketNotFound();
    case '22P02':
    case '22001':
      return ERRORS.badRequest(err.message);
    default:
      return err;
  }
}

/**
 * Runs `work(client)` in a transaction as `caller`; commits, or rolls back when `work` throws
 * or `rollback` is set (a dry run: would the policies allow this?).
 */
export async function asCaller(pool, caller, work, { rollback = false } = {}) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      caller.role,
      JSON.stringify(caller.claims),
    ]);
    const result = await work(client);
    await client.query(rollback ? 'rollback' : 'commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw storageErrorOf(err);
  } finally {
    client.release(broken);
  }
}

/** A bucket's settings (read past row-level security, as storage-api does). */
export async function loadBucket(pool, id) {
  const { rows } = await pool.query(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows.length) throw ERRORS.bucketNotFound();
  return rows[0];
}

const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at,
  metadata, user_metadata`;

/** The object if the caller may read it, else null. */
export async function findObject(client, bucket, key) {
  const { rows } = await client.query(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [
    bucket,
    key,
  ]);
  return rows[0] ?? null;
}

export async function insertObject(client, o) {
  await client.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, auth.uid(), auth.uid()::text, $4, $5, $6)`,
    [o.id, o.bucket, o.key, o.version, o.metadata, o.userMetadata],
  );
}

/** A new version of an existing object; false when the caller may not change it. */
export async function updateObject(client, o) {
  const { rowCount } = await client.query(
    `update storage.objects set version = $3, metadata = $4, user_metadata = $5, updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2`,
    [o.bucket, o.key, o.version, o.metadata, o.userMetadata],
  );
  return rowCount > 0;
}

/** Deletes what the caller may delete of `keys`; returns the deleted objects. */
export async function deleteObjects(client, bucket, keys) {
  await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
  const { rows } = await client.query(
    `delete from storage.objects where bucket_id = $1 and name = any ($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, keys],
  );
  return rows;
}

/** Objects under a folder prefix (ending in '/', or '' for the root), as the caller sees them. */
export async function objectsUnder(client, bucket, folder, search) {
  const from = folder + (search ?? '');
  const { rows } = await client.query(
    `select ${OBJECT_COLUMNS} from storage.objects
      where bucket_id = $1 and name >= $2 and ($3 = '' or name < $3) order by name limit 10000`,
    [bucket, from, nextPrefix(from)],
  );
  return rows.filter((r) => r.name.startsWith(from));
}

/** The first string after every string that starts with `prefix` (in collation "C"); '' for none. */
function nextPrefix(prefix) {
  if (!prefix) return '';
  const last = prefix.codePointAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}
