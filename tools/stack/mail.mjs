// E-mail of the local stack: the mail catcher (maildev: SMTP and a web UI with a REST API, both
// on loopback) and the auth server's sender (nodemailer over SMTP to that catcher, nothing else).
// The messages come from the templates supabase/config.toml names ([auth.email.template.*]),
// the same files a hosted Supabase project is given (docs/architecture.md, "User management").
import fs from 'node:fs';
import nodemailer from 'nodemailer';
import { HOST, MAIL } from './config.mjs';
import { readAuthConfig } from './supabase-config.mjs';

/**
 * Starts maildev: SMTP on `smtpPort`, the web UI (and its REST API, GET /api/email) on
 * `webPort`, both on 127.0.0.1. Mails are kept in `mailDir` (at most MAIL.keep).
 * @returns {Promise<{ url: string, smtpPort: number, webPort: number, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ webPort, smtpPort, mailDir, wipe = false }) {
  if (wipe) fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: HOST,
    web: webPort,
    webIp: HOST,
    mailDirectory: mailDir,
    maxEmails: MAIL.keep,
    silent: true,
  });
  // Its API server prints its address with console.info whatever `silent` says; the stack's
  // own log line says it instead.
  const info = console.info;
  console.info = () => {};
  try {
    await maildev.start();
  } finally {
    console.info = info;
  }
  let stopped = null;
  return {
    url: `http://${HOST}:${webPort}`,
    smtpPort,
    webPort,
    stop: () => (stopped ??= maildev.stop()),
  };
}

const escapeValue = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Fills a Supabase e-mail template: {{ .SiteURL }}, {{ .TokenHash }}, {{ .Email }} and
 * {{ .Data.<key> }} (the user's metadata), each HTML-escaped (unless `html: false`, for the
 * subject); anything else is left out.
 */
export function renderTemplate(template, { siteUrl, tokenHash, email, data = {} }, { html = true } = {}) {
  const escapeHtml = html ? escapeValue : (s) => String(s ?? '');
  return template.replace(/\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g, (_, name, key) => {
    if (name === 'SiteURL' && !key) return escapeHtml(siteUrl);
    if (name === 'TokenHash' && !key) return escapeHtml(tokenHash);
    if (name === 'Email' && !key) return escapeHtml(email);
    if (name === 'Data' && key) return escapeHtml(data?.[key] ?? '');
    return '';
  });
}

/** A plain-text version of a rendered template (links written out). */
export function htmlToText(html) {
  return html
    .replace(/<(style|head|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href, label) => `${label.replace(/<[^>]+>/g, '').trim()}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|li|div|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i, all) => l || (i > 0 && all[i - 1]))
    .join('\n')
    .trim();
}

/**
 * The auth server's sender. `send(type, { to, siteUrl, tokenHash, data })` reads the template
 * of `type` ('invite' | 'recovery') from config.toml at that moment (an edited template counts
 * at once) and delivers it to the catcher's SMTP port on loopback.
 */
export function createMailer({ smtpPort, configToml, projectRoot }) {
  const transport = nodemailer.createTransport({
    host: HOST,
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: MAIL.sendTimeoutMs,
    socketTimeout: MAIL.sendTimeoutMs,
  });
  return {
    async send(type, { to, siteUrl, tokenHash, data }) {
      const template = readAuthConfig(configToml, projectRoot).templates[type];
      if (!template) throw new Error(`geen e-mailsjabloon voor ${type} in ${configToml} ([auth.email.template.${type}])`);
      const html = renderTemplate(template.html, { siteUrl, tokenHash, email: to, data });
      const subject = renderTemplate(template.subject, { siteUrl, tokenHash, email: to, data }, { html: false });
      await transport.sendMail({ from: MAIL.from, to, subject, html, text: htmlToText(html) });
    },
    close: () => transport.close(),
  };
}
