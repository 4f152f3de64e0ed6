// The parts of the local Storage API that need no database: object keys, mime types, the
// first bytes of a file, and receiving an upload (multipart as storage-js sends it, or a raw
// body) over real HTTP into a temporary file. (Policies, signed URLs and the clean-up: the
// data test supabase/tests/attachments.data.spec.ts against a real stack.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { checkKey, contentMatchesType, decodePath, mimeAllowed, splitBucketPath } from './storage-rules.mjs';
import { declaredTooLarge, receiveFile } from './storage-upload.mjs';

const ALLOWED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

test('object keys: segments, no dot segments, no control characters, at most 1024 characters', () => {
  assert.equal(checkKey('malfunctions/a/b.jpg'), 'malfunctions/a/b.jpg');
  for (const bad of ['', 'a//b', '/a', 'a/', 'a/../b', './a', 'a\u0000b', 'x'.repeat(1025)]) {
    assert.throws(() => checkKey(bad), (err) => err.status === 400 && err.error === 'InvalidKey', bad);
  }
});

test('mime types: the bucket list, wildcards, parameters, and no list meaning all', () => {
  assert.equal(mimeAllowed('image/jpeg', ALLOWED), true);
  assert.equal(mimeAllowed('Image/JPEG; charset=binary', ALLOWED), true);
  assert.equal(mimeAllowed('application/x-msdownload', ALLOWED), false);
  assert.equal(mimeAllowed('application/octet-stream', ALLOWED), false);
  assert.equal(mimeAllowed('', ALLOWED), false);
  assert.equal(mimeAllowed('image/avif', ['image/*']), true);
  assert.equal(mimeAllowed('application/zip', null), true);
});

test('first bytes: each stored type by its signature', () => {
  assert.equal(contentMatchesType('image/jpeg', JPEG), true);
  assert.equal(contentMatchesType('image/png', Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')), true);
  assert.equal(contentMatchesType('image/gif', Buffer.from('GIF89a')), true);
  assert.equal(contentMatchesType('image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')), true);
  assert.equal(contentMatchesType('application/pdf', Buffer.from('%PDF-1.7')), true);
  assert.equal(contentMatchesType('image/jpeg', Buffer.from('MZ\x90\0', 'latin1')), false);
  assert.equal(contentMatchesType('application/pdf', JPEG), false);
});

test('paths: bucket and key, decoded per segment', () => {
  assert.deepEqual(splitBucketPath('attachments/housing/x/y.pdf'), { bucket: 'attachments', key: 'housing/x/y.pdf' });
  assert.deepEqual(splitBucketPath('attachments'), { bucket: 'attachments', key: '' });
  assert.equal(decodePath('a/b%20c/d.jpg'), 'a/b c/d.jpg');
  assert.equal(decodePath('a/%E0%A4%A'), null);
});

/** A server that receives one upload per request and answers with what it got (or the error). */
async function withUploadServer(limit, run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  let n = 0;
  const server = http.createServer(async (req, res) => {
    const tmp = path.join(dir, `upload-${(n += 1)}`);
    try {
      if (declaredTooLarge(req, limit)) {
        req.resume();
        throw Object.assign(new Error('too large'), { status: 413 });
      }
      const file = await receiveFile(req, { limit, allowed: ALLOWED, tmp });
      res.end(JSON.stringify({ ...file, head: undefined, onDisk: fs.readFileSync(tmp).length }));
    } catch (err) {
      res.statusCode = err.status ?? 500;
      res.end(JSON.stringify({ error: err.error ?? err.message, leftOnDisk: fs.existsSync(tmp) }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  try {
    await run(url, dir);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function form(bytes, type, metadata) {
  const body = new FormData();
  body.append('cacheControl', '3600');
  if (metadata) body.append('metadata', JSON.stringify(metadata));
  body.append('', new Blob([bytes], { type }));
  return body;
}

test('upload: storage-js multipart, with the original name as metadata', async () => {
  await withUploadServer(1024, async (url) => {
    const res = await fetch(url, { method: 'POST', body: form(JPEG, 'image/jpeg', { name: 'foto.jpg' }) });
    assert.equal(res.status, 200);
    const got = await res.json();
    assert.equal(got.mimeType, 'image/jpeg');
    assert.equal(got.size, JPEG.length);
    assert.equal(got.onDisk, JPEG.length);
    assert.deepEqual(got.metadata, { name: 'foto.jpg' });
    assert.equal(got.cacheControl, 'max-age=3600');
  });
});

test('upload: a raw body with its content type', async () => {
  await withUploadServer(1024, async (url) => {
    const res = await fetch(url, { method: 'POST', body: JPEG, headers: { 'content-type': 'image/jpeg' } });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).size, JPEG.length);
  });
});

test('upload: past the limit is 413 and nothing stays on disk', async () => {
  await withUploadServer(1024, async (url, dir) => {
    const big = Buffer.alloc(4096, 7);
    for (const body of [form(big, 'image/jpeg'), big]) {
      const res = await fetch(url, { method: 'POST', body, headers: body instanceof FormData ? {} : { 'content-type': 'image/jpeg' } });
      assert.equal(res.status, 413);
      assert.equal((await res.json()).leftOnDisk, false);
    }
    assert.deepEqual(fs.readdirSync(dir), []);
  });
});

test('upload: streamed without a length, cut off at the limit', async () => {
  await withUploadServer(1024, async (url, dir) => {
    const chunks = [Buffer.alloc(800, 1), Buffer.alloc(800, 2)];
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await fetch(url, { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'image/jpeg' } });
    assert.equal(res.status, 413);
    assert.deepEqual(fs.readdirSync(dir), []);
  });
});

test('upload: a type the bucket does not take is 415 before anything is written', async () => {
  await withUploadServer(1024, async (url, dir) => {
    for (const type of ['application/x-msdownload', 'application/octet-stream']) {
      const res = await fetch(url, { method: 'POST', body: form(Buffer.from('MZ'), type) });
      assert.equal(res.status, 415);
      assert.equal((await res.json()).error, 'invalid_mime_type');
    }
    assert.deepEqual(fs.readdirSync(dir), []);
  });
});

test('upload: a form without a file is refused', async () => {
  await withUploadServer(1024, async (url) => {
    const body = new FormData();
    body.append('cacheControl', '3600');
    const res = await fetch(url, { method: 'POST', body });
    assert.equal(res.status, 400);
  });
});
