// The pure parts of the stack's e-mail: the templates config.toml names, how they are filled,
// the site URL of a link, GoTrue's ban durations. (Sending and the endpoints: the data test
// supabase/tests/auth-mail.data.spec.ts against a real stack.)
import assert from 'node:assert/strict';
import test from 'node:test';
import { PATHS } from './config.mjs';
import { hashToken, parseGoDuration, siteUrlFor } from './auth.mjs';
import { htmlToText, renderTemplate } from './mail.mjs';
import { parseToml, readAuthConfig } from './supabase-config.mjs';

test('config.toml: the auth settings and both Dutch templates', () => {
  const config = readAuthConfig(PATHS.configToml, PATHS.projectRoot);
  assert.equal(config.siteUrl, 'http://localhost:4200');
  assert.deepEqual(config.additionalRedirectUrls, ['http://127.0.0.1:4200']);
  assert.equal(config.minimumPasswordLength, 6);
  assert.equal(config.templates.invite.subject, 'Je uitnodiging voor het beheer');
  assert.equal(config.templates.recovery.subject, 'Nieuw wachtwoord instellen');
  assert.match(config.templates.invite.html, /\{\{ \.SiteURL \}\}\/wachtwoord-instellen\?token_hash=\{\{ \.TokenHash \}\}&type=invite/);
  assert.match(config.templates.recovery.html, /\{\{ \.SiteURL \}\}\/wachtwoord-instellen\?token_hash=\{\{ \.TokenHash \}\}&type=recovery/);
});

test('parseToml: sections, strings with #, arrays, numbers, booleans', () => {
  const toml = parseToml('a = 1\n[x.y]\ns = "p # q" # comment\nl = ["a", "b"]\nb = false\n');
  assert.deepEqual(toml, { '': { a: 1 }, 'x.y': { s: 'p # q', l: ['a', 'b'], b: false } });
});

test('renderTemplate: the variables, HTML-escaped; unknown ones left out', () => {
  const out = renderTemplate('{{ .SiteURL }}|{{.TokenHash}}|{{ .Email }}|{{ .Data.name }}|{{ .Data.none }}|{{ .Other }}', {
    siteUrl: 'http://x',
    tokenHash: 'abc',
    email: 'a@b.nl',
    data: { name: 'A & <B>' },
  });
  assert.equal(out, 'http://x|abc|a@b.nl|A &amp; &lt;B&gt;||');
  assert.equal(renderTemplate('Hoi {{ .Data.name }}', { data: { name: 'A & B' } }, { html: false }), 'Hoi A & B');
  assert.equal(htmlToText('<p>Kies <a href="http://x/?a=1&b=2">hier</a></p><p>&amp; klaar</p>'), 'Kies hier: http://x/?a=1&b=2\n& klaar');
});

test('siteUrlFor: the origin of an allowed or loopback redirect, else site_url', () => {
  const config = { siteUrl: 'http://localhost:4200', additionalRedirectUrls: ['https://beheer.example.nl'] };
  assert.equal(siteUrlFor(null, config), 'http://localhost:4200');
  assert.equal(siteUrlFor('http://localhost:4200/wachtwoord-instellen', config), 'http://localhost:4200');
  assert.equal(siteUrlFor('https://beheer.example.nl/a/b', config), 'https://beheer.example.nl');
  assert.equal(siteUrlFor('http://127.0.0.1:4330/', config), 'http://127.0.0.1:4330');
  assert.equal(siteUrlFor('https://aanvaller.example.com/', config), 'http://localhost:4200');
  assert.equal(siteUrlFor('javascript:alert(1)', config), 'http://localhost:4200');
  assert.equal(siteUrlFor('geen url', config), 'http://localhost:4200');
});

test('parseGoDuration and hashToken', () => {
  assert.equal(parseGoDuration('876000h'), 876000 * 3600 * 1000);
  assert.equal(parseGoDuration('1h30m'), 90 * 60 * 1000);
  assert.equal(parseGoDuration('90s'), 90_000);
  assert.equal(parseGoDuration('none'), null);
  assert.equal(parseGoDuration('10 days'), null);
  assert.equal(hashToken('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});
