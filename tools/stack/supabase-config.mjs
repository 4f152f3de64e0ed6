// What the stack reads from supabase/config.toml (the Supabase CLI's file): the auth settings
// and e-mail templates. A small reader for the TOML this file uses: [sections], and keys with
// a string, number, boolean or an array of strings on one line, # comments.
import fs from 'node:fs';
import path from 'node:path';

function parseValue(raw, where) {
  const v = raw.trim();
  if (/^"(?:[^"\\]|\\.)*"$/.test(v)) return JSON.parse(v);
  if (/^'[^']*'$/.test(v)) return v.slice(1, -1);
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^[+-]?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (/^\[.*\]$/.test(v)) {
    const inner = v.slice(1, -1).trim();
    return inner ? inner.split(',').map((part) => parseValue(part, where)).filter((x) => x !== '') : [];
  }
  if (v === '') return '';
  throw new Error(`${where}: waarde niet gelezen: ${v}`);
}

/** Strips a # comment that is not inside a quoted string. */
function stripComment(line) {
  let quote = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/** `{ 'auth': { site_url: … }, 'auth.email.template.invite': { … }, … }` */
export function parseToml(text, file = 'config.toml') {
  const sections = { '': {} };
  let current = sections[''];
  text.split('\n').forEach((rawLine, i) => {
    const line = stripComment(rawLine).trim();
    if (!line) return;
    const section = /^\[([^\]]+)\]$/.exec(line);
    if (section) {
      const name = section[1].trim().replace(/"/g, '');
      current = sections[name] ??= {};
      return;
    }
    const kv = /^([A-Za-z0-9_.-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${file}:${i + 1}: regel niet gelezen`);
    current[kv[1]] = parseValue(kv[2], `${file}:${i + 1}`);
  });
  return sections;
}

/**
 * The auth settings of supabase/config.toml as the local auth server uses them:
 * site URL, extra redirect URLs, minimum password length and the e-mail templates
 * ({ subject, html } per type, content_path resolved from `projectRoot` as the CLI does).
 */
export function readAuthConfig(configToml, projectRoot = path.dirname(path.dirname(configToml))) {
  const toml = parseToml(fs.readFileSync(configToml, 'utf8'), path.basename(configToml));
  const auth = toml.auth ?? {};
  const templates = {};
  for (const type of ['invite', 'recovery']) {
    const t = toml[`auth.email.template.${type}`];
    if (!t?.content_path) continue;
    const file = path.resolve(projectRoot, t.content_path);
    templates[type] = { subject: String(t.subject ?? ''), html: fs.readFileSync(file, 'utf8'), file };
  }
  return {
    siteUrl: String(auth.site_url ?? 'http://localhost:3000'),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.map(String) : [],
    minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
    templates,
  };
}
