// What attaching a phone's photo costs: a 10 MB JPEG (4,000 × 3,000, noisy so it does not
// compress away) chosen in a malfunction's dialog, in Chromium against the production builds
// and the local storage API. Reports, per run, the time from choosing the file to its
// thumbnail on screen, and the bytes the browser sent (the scaled photo and its thumbnail);
// asserts nothing.
//   node tools/bench/attachment-upload.mjs [--runs=5]
import path from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { ensureInstall } from '../run/ensure-install.mjs';
import { ensureChromium } from '../run/ensure-chromium.mjs';
import { buildAll, publishAll } from '../deploy/build.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { root } from '../run/nx.mjs';
import { round, startBenchBackend } from './scale.mjs';
import { signedInPage } from './sign-in.mjs';

ensureInstall();
ensureChromium();

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const offset = 410;
const dataDir = path.join(root, '.data/bench-attachments');
const cdn = path.join(root, '.data/bench-attachments-cdn');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A JPEG of about 10 MB, made by the browser. */
async function tenMegabytePhoto(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    const pixels = context.createImageData(4000, 3000);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels.data[i] = seed & 255;
      pixels.data[i + 1] = (seed >> 8) & 255;
      pixels.data[i + 2] = (seed >> 16) & 255;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}


/** The bytes stored for a malfunction's files: what the browser sent, without the multipart frame. */
async function storedBytes(sql, malfunctionId) {
  const { rows: [{ bytes }] } = await sql.query(
    `select coalesce(sum((metadata ->> 'size')::bigint), 0)::bigint as bytes from storage.objects
      where bucket_id = 'attachments' and name like 'malfunctions/' || $1 || '/%'`,
    [malfunctionId],
  );
  return Number(bytes);
}

/** One upload: choose the photo in the malfunction's dialog, wait for its thumbnail. */
async function uploadOnce(page, sql, malfunctionId, photo) {
  await page.goto(`/malfunctions?open=${malfunctionId}`);
  const dialog = page.getByRole('dialog', { name: 'Storing bewerken' });
  await dialog.getByRole('heading', { name: /^Bijlagen/ }).waitFor();
  const started = Date.now();
  await dialog.locator('input[type=file]:not([capture])').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.waitForFunction(() => [...document.querySelectorAll('[role=dialog] li img')].some((img) => img.complete && img.naturalWidth > 0));
  const ms = Date.now() - started;
  // The thumbnail follows the photo: wait until both are stored.
  let sent = 0;
  for (let tries = 0; tries < 50 && sent === 0; tries++) {
    const { rows } = await sql.query(`select count(*)::int as n from storage.objects where name like 'malfunctions/' || $1 || '/%'`, [malfunctionId]);
    if (rows[0].n >= 2) sent = await storedBytes(sql, malfunctionId);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ms, sent };
}

const backend = await startBenchBackend({ dataDir, offset });
let app;
let browser;
try {
  await buildAll();
  await rm(cdn, { recursive: true, force: true });
  await publishAll(cdn, () => {});
  app = await startStaticServer({ cdn, port: 4300 + offset, runtimeConfig: { supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await signedInPage(browser, app.url);
  const photo = await tenMegabytePhoto(page);
  // A malfunction per run, so each starts without files.
  const sql = new pg.Client({ connectionString: backend.dbUrl });
  await sql.connect();
  const { rows: malfunctions } = await sql.query(
    `insert into public.malfunctions (technical_provision_id, description, priority)
     select (select id from public.technical_provisions limit 1), 'Bench: foto van de lekkage ' || i, 'high'
       from generate_series(1, $1::int) i returning id`,
    [runs],
  );
  const results = [];
  for (const malfunction of malfunctions) {
    results.push(await uploadOnce(page, sql, malfunction.id, photo));
    console.log(`run ${results.length}: ${results.at(-1).ms} ms to the thumbnail, ${round(results.at(-1).sent / 1024)} KB sent`);
  }
  console.log(
    `\nA ${round(photo.length / 1024 / 1024)} MB photo (4000 × 3000): median ${median(results.map((r) => r.ms))} ms from choosing it to its thumbnail; ` +
      `${round(median(results.map((r) => r.sent)) / 1024)} KB sent (${round((100 * median(results.map((r) => r.sent))) / photo.length)}% of the file), median of ${runs}.`,
  );
  await sql.end();
} finally {
  await browser?.close();
  await app?.stop();
  await backend.stop();
}
