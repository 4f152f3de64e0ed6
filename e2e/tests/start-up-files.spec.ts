// The files every page runs at start (main.js and the chunks index.html preloads) begin with
// V8's compile hint, so Chromium compiles their functions as they arrive, off the main
// thread, instead of one by one on it as they are first called; a page's other files do not
// (compiling what a page may never run costs). The licence texts of the code in a file are
// published beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AUTH_STATE } from '../playwright.config';
import { coldVisit } from '../route-weight.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const cdn = process.env.CDN_DIR as string;
/** A served path's file in the published folders: the shell's at the root, each remote's under /remotes. */
const fileOf = (servedPath: string) => path.join(cdn, servedPath.startsWith('/remotes/') ? '' : 'shell', servedPath);
const startsWithHint = (servedPath: string) => readFileSync(fileOf(servedPath), 'utf8').startsWith(COMPILE_HINT);

test("the files every page runs at start are compiled as they arrive, a page's own files when they run", async ({ browser, baseURL }) => {
  const html = readFileSync(path.join(cdn, 'shell/index.html'), 'utf8');
  const startUp = [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="preload" as="script" href)="([^"]+)"/g)].map((match) => match[1]);
  expect(startUp.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(['/react', '/page-libraries', '/mui-core', '/mui-frame', '/main']);

  const visit = await coldVisit(browser, { baseURL: baseURL as string, storageState: AUTH_STATE, route: '/housing' });
  await visit.context.close();
  const scripts = visit.files.map((file) => file.path).filter((file) => file.endsWith('.js'));
  expect(scripts).toEqual(expect.arrayContaining(startUp));
  expect(scripts.some((file) => file.startsWith('/remotes/housing_mf/'))).toBe(true);
  for (const file of scripts) expect(startsWithHint(file), file).toBe(startUp.includes(file));
});

test('the licences of the code in a file are published beside it', () => {
  const html = readFileSync(path.join(cdn, 'shell/index.html'), 'utf8');
  const react = html.match(/href="(\/react\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(react).toBeDefined();
  expect(readFileSync(`${fileOf(react as string)}.LICENSE.txt`, 'utf8')).toContain('@license React');
});
