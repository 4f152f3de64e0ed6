// The local Storage API's bytes on disk: one file per object version, named by the object's
// id and version (uuids the server made), never by the object's name. Uploads land in tmp/
// first. Bytes whose object is gone are removed: at once after a remove through the API, on a
// notification from the delete trigger of attachments (private.attachment_trash), and by a
// sweep on start (a crash between writing and committing, an object deleted in SQL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

const BLOB_NAME = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/;
const TRASH_CHANNEL = 'attachment_trash';
const RECONNECT_MS = 1000;

export function createBlobStore({ dir, pool, dbUrl, log = () => {} }) {
  const objectsDir = path.join(dir, 'objects');
  const tmpDir = path.join(dir, 'tmp');
  fs.mkdirSync(objectsDir, { recursive: true });
  fs.mkdirSync(tmpDir, { recursive: true });
  // Blobs written but not committed yet: the sweep leaves them alone.
  const inFlight = new Set();

  const blobName = (id, version) => `${id}.${version}`;
  const blobPath = (id, version) => path.join(objectsDir, blobName(id, version));
  const tempPath = () => path.join(tmpDir, crypto.randomUUID());
  const removeBlob = (id, version) => fsp.rm(blobPath(id, version), { force: true });

  /** Removes the bytes of objects deleted by the attachments trigger and empties its queue. */
  async function emptyTrash() {
    const { rows: exists } = await pool.query(`select to_regclass('private.attachment_trash') is not null as ok`);
    if (!exists[0].ok) return 0;
    const { rows } = await pool.query('delete from private.attachment_trash returning object_id, version');
    for (const r of rows) await removeBlob(r.object_id, r.version);
    return rows.length;
  }

  /** Removes every blob whose (id, version) is no object any more, except those being written. */
  async function sweep() {
    await emptyTrash();
    const names = (await fsp.readdir(objectsDir)).filter((n) => BLOB_NAME.test(n) && !inFlight.has(n));
    const ids = [...new Set(names.map((n) => BLOB_NAME.exec(n)[1]))];
    const { rows } = await pool.query(`select id::text || '.' || version as blob from storage.objects where id = any ($1::uuid[])`, [ids]);
    const kept = new Set(rows.map((r) => r.blob));
    let removed = 0;
    for (const n of names) {
      if (kept.has(n) || inFlight.has(n)) continue;
      await fsp.rm(path.join(objectsDir, n), { force: true });
      removed += 1;
    }
    const stale = await fsp.readdir(tmpDir);
    for (const n of stale) await fsp.rm(path.join(tmpDir, n), { force: true });
    return removed;
  }

  // LISTEN on a connection of its own, opened again when Postgres restarts.
  let listener = null;
  let stopped = false;
  let timer = null;
  let draining = Promise.resolve();
  const drain = () => {
    draining = draining.then(emptyTrash).catch((err) => log(`[storage] prullenbak legen mislukt: ${err.message}`));
    return draining;
  };

  async function listen() {
    if (stopped) return;
    const client = new pg.Client({ connectionString: dbUrl });
    listener = client;
    const again = () => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      if (!stopped) timer = setTimeout(listen, RECONNECT_MS);
    };
    client.on('error', again);
    client.on('end', again);
    client.on('notification', drain);
    try {
      await client.connect();
      await client.query(`listen ${TRASH_CHANNEL}`);
      await drain();
    } catch {
      again();
    }
  }

  return {
    dir,
    inFlight,
    blobName,
    blobPath,
    tempPath,
    removeBlob,
    sweep,
    async start() {
      await sweep();
      await listen();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const client = listener;
      listener = null;
      await draining;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
