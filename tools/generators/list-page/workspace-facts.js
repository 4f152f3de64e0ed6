// What the list-page generator reads of the workspace (through the generator's Tree): a
// table's columns (libs/data/src/database.types.ts), their SQL types and the existing
// (column, id) indexes (supabase/migrations), the text limits and multi-line columns
// (libs/data/src/constraintMessages.ts) and the reference kinds (libs/data/src/references.ts).
const TYPES_FILE = 'libs/data/src/database.types.ts';
const MIGRATIONS = 'supabase/migrations';
const MESSAGES_FILE = 'libs/data/src/constraintMessages.ts';
const REFERENCES_FILE = 'libs/data/src/references.ts';

const read = (tree, file) => {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return text;
};

/** The text between `open` (found from `from`) and its matching closing brace. */
function block(text, from) {
  const start = text.indexOf('{', from);
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(start + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** The Tables of the public schema: name -> { row: { column: tsType }, insert: { column: optional? }, relations: [{ column, table }] }. */
function tablesOf(tree) {
  const text = read(tree, TYPES_FILE);
  const tables = block(text, text.indexOf('Tables: {', text.indexOf('public: {')));
  const result = {};
  for (const match of tables.matchAll(/^ {6}(\w+): \{$/gm)) {
    const body = block(tables, match.index);
    const fields = (name) =>
      [...block(body, body.indexOf(`${name}: {`)).matchAll(/^\s+(\w+)(\??): (.+)$/gm)].map(([, column, optional, type]) => ({ column, optional: optional === '?', type: type.trim() }));
    const relations = [...body.matchAll(/columns: \["(\w+)"\][\s\S]*?referencedRelation: "(\w+)"/g)].map(([, column, table]) => ({ column, table }));
    result[match[1]] = { row: fields('Row'), insert: fields('Insert'), relations };
  }
  return result;
}

/** The SQL migrations in the order they run. */
function migrationsOf(tree) {
  return tree
    .children(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ file: f, sql: read(tree, `${MIGRATIONS}/${f}`).replace(/--.*$/gm, '') }));
}

/** column -> its SQL type ('text', 'date', 'integer', …) from the table's create table and add column statements. */
function sqlTypesOf(migrations, table) {
  const types = {};
  const add = (definition) => {
    const m = /^\s*"?(\w+)"?\s+([a-z][a-z0-9_ ]*?(?:\([^)]*\))?)(?=\s+(?:not|null|default|primary|references|constraint|unique|check|generated)\b|\s*$)/i.exec(definition.replace(/\s+/g, ' '));
    if (m && !/^(constraint|primary|unique|check|foreign|exclude)$/i.test(m[1])) types[m[1]] = m[2].toLowerCase().trim();
  };
  const splitTop = (text) => {
    const parts = [];
    let depth = 0;
    let current = '';
    for (const ch of text) {
      if (ch === '(') depth += 1;
      if (ch === ')') depth -= 1;
      if (ch === ',' && depth === 0) {
        parts.push(current);
        current = '';
      } else current += ch;
    }
    return [...parts, current];
  };
  for (const { sql } of migrations) {
    const create = new RegExp(`create table (?:if not exists )?(?:public\\.)?${table}\\s*\\(`, 'i').exec(sql);
    if (create) {
      let depth = 1;
      let i = create.index + create[0].length;
      const start = i;
      for (; depth > 0 && i < sql.length; i += 1) {
        if (sql[i] === '(') depth += 1;
        if (sql[i] === ')') depth -= 1;
      }
      splitTop(sql.slice(start, i - 1)).forEach(add);
    }
    for (const alter of sql.matchAll(new RegExp(`alter table (?:only )?(?:public\\.)?${table}\\s+([^;]*);`, 'gi'))) {
      for (const part of splitTop(alter[1])) {
        const m = /^\s*add column (?:if not exists )?([\s\S]*)$/i.exec(part);
        if (m) add(m[1]);
        const retyped = /^\s*alter column "?(\w+)"? (?:set data )?type ([a-z][a-z0-9_ ]*?(?:\([^)]*\))?)(?:\s+using\b[\s\S]*)?\s*$/i.exec(part);
        if (retyped) types[retyped[1]] = retyped[2].toLowerCase().trim();
      }
    }
  }
  return types;
}

/** 'table.column' of every plain ascending (column, id) btree index the migrations leave. */
function sortIndexesOf(migrations) {
  const byName = new Map();
  for (const { sql } of migrations) {
    for (const statement of sql.split(';')) {
      const create = /create\s+(?:unique\s+)?index\s+(?:concurrently\s+)?(?:if\s+not\s+exists\s+)?(\w+)\s+on\s+(?:only\s+)?(?:public\.)?(\w+)\s*(?:using\s+btree\s*)?\(\s*"?(\w+)"?\s*(?:asc\s*)?,\s*"?id"?\s*(?:asc\s*)?[,)]([\s\S]*)$/i.exec(statement);
      if (create && !/\bwhere\b/i.test(create[4])) byName.set(create[1], `${create[2]}.${create[3]}`);
      for (const drop of statement.matchAll(/drop\s+index\s+(?:concurrently\s+)?(?:if\s+exists\s+)?(?:public\.)?(\w+)/gi)) byName.delete(drop[1]);
    }
  }
  return new Set(byName.values());
}

/** The text limits (TEXT_LIMITS) and multi-line columns (MULTILINE_TEXT) of a table. */
function textRulesOf(tree, table) {
  const text = read(tree, MESSAGES_FILE);
  const entry = (name) => {
    const body = block(text, text.indexOf(name));
    const m = new RegExp(`^\\s*${table}: ([\\[{])`, 'm').exec(body);
    if (!m) return m;
    const end = body.indexOf(m[1] === '[' ? ']' : '}', m.index);
    return body.slice(m.index + m[0].length, end);
  };
  const limits = Object.fromEntries([...(entry('TEXT_LIMITS = {') ?? '').matchAll(/(\w+): (\d+)/g)].map(([, c, n]) => [c, Number(n)]));
  const multiline = [...(entry('MULTILINE_TEXT') ?? '').matchAll(/'(\w+)'/g)].map(([, c]) => c);
  return { limits, multiline };
}

/** table -> the first reference kind that chooses its rows (REFERENCE_KINDS). */
function referenceKindsOf(tree) {
  const text = read(tree, REFERENCES_FILE);
  const body = block(text, text.indexOf('REFERENCE_KINDS = {'));
  const kinds = {};
  for (const [, kind, table] of body.matchAll(/^ {2}(\w+): \{\s*table: '(\w+)'/gm)) kinds[table] ??= kind;
  return kinds;
}

module.exports = { TYPES_FILE, MIGRATIONS, tablesOf, migrationsOf, sqlTypesOf, sortIndexesOf, textRulesOf, referenceKindsOf };
