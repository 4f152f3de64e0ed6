// Where the app's static server listens: loopback unless APP_HOST opens it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { appHost, appUrl, startStaticServer } from './static-server.mjs';

/** This machine's addresses that are not loopback (the ones another machine could reach). */
const outsideAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a.address);

/** 'connected' or the connect error's code. */
const connect = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err) => resolve(err.code));
  });

async function withServer(options, check) {
  const cdn = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.mkdirSync(path.join(cdn, 'shell'));
  fs.writeFileSync(path.join(cdn, 'shell', 'index.html'), '<!doctype html><title>app</title>');
  const app = await startStaticServer({ cdn, port: 0, runtimeConfig: {}, ...options });
  try {
    await check(app);
  } finally {
    await app.stop();
    fs.rmSync(cdn, { recursive: true, force: true });
  }
}
// Port 0: the OS picks one; the URL tells which.
const portOf = (app) => Number(new URL(app.url).port);

test('APP_HOST chooses the address; unset or blank it is 127.0.0.1', () => {
  assert.equal(appHost({}), '127.0.0.1');
  assert.equal(appHost({ APP_HOST: '  ' }), '127.0.0.1');
  assert.equal(appHost({ APP_HOST: '0.0.0.0' }), '0.0.0.0');
});

test('the URL shown: localhost for loopback and wildcard addresses, else the address', () => {
  assert.equal(appUrl('127.0.0.1', 4200), 'http://localhost:4200');
  assert.equal(appUrl('0.0.0.0', 4200), 'http://localhost:4200');
  assert.equal(appUrl('192.168.1.5', 4200), 'http://192.168.1.5:4200');
  assert.equal(appUrl('fd00::2', 4200), 'http://[fd00::2]:4200');
});

test('by default the app listens on loopback only: another interface of this machine is refused', async () => {
  const saved = process.env.APP_HOST;
  delete process.env.APP_HOST;
  try {
    await withServer({}, async (app) => {
      assert.equal(app.host, '127.0.0.1');
      const response = await fetch(`http://127.0.0.1:${portOf(app)}/`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<title>app<\/title>/);
      for (const address of outsideAddresses()) assert.equal(await connect(address, portOf(app)), 'ECONNREFUSED', address);
    });
  } finally {
    if (saved !== undefined) process.env.APP_HOST = saved;
  }
});

test('opened with APP_HOST=0.0.0.0 it answers on every interface', async () => {
  const saved = process.env.APP_HOST;
  process.env.APP_HOST = '0.0.0.0';
  try {
    await withServer({}, async (app) => {
      assert.equal(app.host, '0.0.0.0');
      for (const address of ['127.0.0.1', ...outsideAddresses()]) assert.equal(await connect(address, portOf(app)), 'connected', address);
    });
  } finally {
    if (saved === undefined) delete process.env.APP_HOST;
    else process.env.APP_HOST = saved;
  }
});
