// `nx g @facility/generators:list-page`: a list page on the kit (libs/kit) for a table
// that exists in libs/data/src/database.types.ts, added to one remote: the area folder
// (row type, resource, form, fields, valibot schema, page, component test), the route in
// the remote's src/remote.json (with an `owns` entry when the path is not covered yet) and
// a migration with the (column, id) indexes its sorting needs that do not exist yet.
// README.md, "Adding a list page".
const path = require('node:path');
const { generateFiles, names } = require('@nx/devkit');
const facts = require('./workspace-facts');
const { checkDeclaration, matches } = require('../../webpack/remote-declaration.js');

/** Dutch column headers the generator knows; any other column needs one in --columns (column:Kop). */
const HEADERS = {
  name: 'Naam',
  description: 'Omschrijving',
  comments: 'Opmerkingen',
  note: 'Notitie',
  kind: 'Soort',
  type: 'Type',
  status: 'Status',
  street: 'Straat',
  city: 'Plaats',
  email: 'E-mail',
  phone: 'Telefoon',
  floor: 'Etage',
  number: 'Nummer',
  brand: 'Merk',
  company_name: 'Bedrijfsnaam',
  created_at: 'Aangemaakt op',
  performed_on: 'Uitgevoerd op',
  next_date: 'Volgende datum',
  reading_date: 'Datum',
  reading_value: 'Meterstand',
  borrower_name: 'Naam',
  borrower_company: 'Bedrijf',
  borrower_phone: 'Telefoon',
  handed_out_on: 'Uitgegeven op',
  due_date: 'Terug op',
};

/** The field label of a reference kind (a required link to another row). */
const KIND_LABELS = {
  building: 'Gebouw',
  space: 'Ruimte',
  housing: 'Woning',
  supplier: 'Leverancier',
  mechanic: 'Monteur',
  owner: 'Eigenaar',
  company: 'VvE',
  keyCabinet: 'Sleutelkast',
  key: 'Sleutel',
  provision: 'Technische voorziening',
};

/** What the generator makes of a column, by its SQL type. */
function kindOf(sqlType, tsType) {
  const t = sqlType ?? '';
  if (/^(text|citext|character varying|varchar|character|char)\b/.test(t)) return 'text';
  if (/^(smallint|integer|int|bigint|int2|int4|int8)$/.test(t)) return 'whole';
  if (/^(numeric|decimal|real|double precision|float)/.test(t)) return 'decimal';
  if (t === 'date') return 'date';
  if (/^timestamp/.test(t) || t === 'timestamptz') return 'moment';
  if (/^bool/.test(t)) return 'boolean';
  if (t === 'uuid') return 'uuid';
  if (t) return 'other';
  return { number: 'decimal', boolean: 'boolean', string: 'text' }[tsType.replace(' | null', '')] ?? 'other';
}

const SHOWN_BY_DEFAULT = ['text', 'whole', 'decimal', 'date'];
const EDITABLE = ['text', 'whole', 'decimal', 'date', 'boolean'];
const MAX_DEFAULT_COLUMNS = 5;
/** A text column is sortable when an index entry stays well below btree's ~2,700 bytes. */
const MAX_SORTABLE_TEXT = 500;

const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** A regular expression literal that finds `text` (at the start with `anchored`). */
const pattern = (text, anchored = false) => `/${anchored ? '^' : ''}${String(text).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`;
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** provisionServices -> provisionService (English plural of a code name). */
function singularOf(plural) {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return `${plural}Item`;
}

/** 'kind:Soort,performed_on' -> [{ column: 'kind', label: 'Soort' }, { column: 'performed_on' }]. */
function parseColumns(text) {
  if (!text) return null;
  return String(text)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [column, ...label] = part.split(':');
      return { column: column.trim(), label: label.join(':').trim() || undefined };
    });
}

/** Bracket matching outside JSON strings: the index of the `]` that closes the `[` at `open`. */
function closingBracket(text, open) {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') depth += 1;
    else if ((ch === ']' || ch === '}') && --depth === 0) return i;
  }
  throw new Error('remote.json: unbalanced brackets');
}

/** JSON on one line in the style of remote.json ({"path": "/keys", "label": "Sleutels"}). */
const inline = (value) =>
  Array.isArray(value)
    ? `[${value.map(inline).join(', ')}]`
    : value && typeof value === 'object'
      ? `{${Object.entries(value)
          .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
          .join(', ')}}`
      : JSON.stringify(value);

/** Adds the route (and its owns entry) to remote.json as text, so the rest of the file keeps its layout. */
function addRoute(tree, file, route) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing: is the remote's name right?`);
  const declaration = JSON.parse(text);
  if (declaration.routes.some((r) => r.path === route.path)) throw new Error(`${file}: ${route.path} is already a page of ${declaration.name}.`);
  let next = text;
  const owns = declaration.owns.some((pattern) => matches(pattern, route.path)) ? declaration.owns : [...declaration.owns, route.path];
  if (owns !== declaration.owns) {
    const start = next.indexOf('[', next.indexOf('"owns"'));
    next = `${next.slice(0, start)}${inline(owns)}${next.slice(closingBracket(next, start) + 1)}`;
  }
  const start = next.indexOf('[', next.indexOf('"routes"'));
  const end = closingBracket(next, start);
  const before = next.slice(0, end).replace(/\s*$/, '');
  const indent = /\n([ \t]*)\S[^\n]*$/.exec(before)?.[1] ?? '    ';
  const closingIndent = /\n([ \t]*)$/.exec(next.slice(0, end))?.[1] ?? '  ';
  const separator = before.endsWith('[') ? '' : ',';
  next = `${before}${separator}\n${before.endsWith('[') ? `${closingIndent}  ` : indent}${inline(route)}\n${closingIndent}${next.slice(end)}`;
  const updated = JSON.parse(next);
  checkDeclaration(updated, file);
  tree.write(file, next);
  return { ownsAdded: owns !== declaration.owns, declaration: updated };
}

/** The next migration's timestamp: now (UTC), but always after the last migration. */
function migrationStamp(tree, now = new Date()) {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const last = tree
    .children(facts.MIGRATIONS)
    .map((f) => /^(\d{14})_/.exec(f)?.[1])
    .filter(Boolean)
    .sort()
    .at(-1);
  return last && last >= stamp ? String(BigInt(last) + 1n) : stamp;
}

/** Everything the templates need, from the options and the workspace. */
function plan(tree, options) {
  const tables = facts.tablesOf(tree);
  const table = tables[options.table];
  if (!table) throw new Error(`There is no table ${options.table} in ${facts.TYPES_FILE} (views and functions are no list pages here).`);
  const appRoot = `apps/${options.remote}`;
  if (!tree.exists(`${appRoot}/src/remote.json`)) throw new Error(`${appRoot}/src/remote.json is missing: --remote names a folder of apps/ (e.g. assets-mf).`);
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(options.path)) throw new Error(`--path must look like /meter-readings (lower case, digits and -), not ${options.path}.`);

  const migrations = facts.migrationsOf(tree);
  const sqlTypes = facts.sqlTypesOf(migrations, options.table);
  const { limits, multiline } = facts.textRulesOf(tree, options.table);
  const kinds = facts.referenceKindsOf(tree);
  const rowTypes = Object.fromEntries(table.row.map((c) => [c.column, c.type]));
  const order = [...Object.keys(sqlTypes).filter((c) => c in rowTypes), ...Object.keys(rowTypes).filter((c) => !(c in sqlTypes))];
  const insertOptional = Object.fromEntries(table.insert.map((c) => [c.column, c.optional]));

  const columnOf = (column, label) => {
    if (!(column in rowTypes)) throw new Error(`${options.table} has no column ${column}; it has ${order.join(', ')}.`);
    const kind = kindOf(sqlTypes[column], rowTypes[column]);
    const nullable = rowTypes[column].includes('| null');
    const header = label ?? HEADERS[column];
    return { column, kind, nullable, label: header, limit: limits[column], multiline: multiline.includes(column) };
  };

  const chosen = parseColumns(options.columns);
  const shown = (
    chosen ??
    order
      .filter((c) => c !== 'id' && !/_at$/.test(c) && !/_id$/.test(c) && SHOWN_BY_DEFAULT.includes(kindOf(sqlTypes[c], rowTypes[c])))
      .slice(0, MAX_DEFAULT_COLUMNS)
      .map((column) => ({ column }))
  ).map(({ column, label }) => columnOf(column, label));
  if (shown.length === 0) throw new Error(`${options.table} has no text, number or date column to show: name them with --columns.`);
  for (const c of shown) {
    if (!['text', 'whole', 'decimal', 'date', 'moment', 'boolean'].includes(c.kind)) throw new Error(`${options.table}.${c.column} (${sqlTypes[c.column] ?? rowTypes[c.column]}) cannot be a column of the list.`);
  }

  // The form: the shown columns it can edit, and every column a new row needs.
  const fields = [];
  if (options.form !== false) {
    for (const c of shown) if (EDITABLE.includes(c.kind)) fields.push({ ...c, required: !c.nullable });
    for (const column of order) {
      if (column === 'id' || insertOptional[column] !== false || fields.some((f) => f.column === column)) continue;
      const c = columnOf(column, parseColumns(options.columns)?.find((x) => x.column === column)?.label);
      const target = table.relations.find((r) => r.column === column && kinds[r.table]);
      if (c.kind === 'uuid' && target) fields.push({ ...c, kind: 'reference', reference: kinds[target.table], label: c.label ?? KIND_LABELS[kinds[target.table]], required: true });
      else if (EDITABLE.includes(c.kind)) fields.push({ ...c, required: true });
      else {
        throw new Error(
          `A new ${options.table} row needs ${column} (${sqlTypes[column] ?? rowTypes[column]}), which the generated form cannot fill in` +
            `${c.kind === 'uuid' ? ' (no reference kind in libs/data/src/references.ts chooses its rows)' : ''}. Generate the list without a form (--form=false) and add one by hand.`,
        );
      }
    }
  }
  const unnamed = [...shown, ...fields].filter((c) => !c.label).map((c) => c.column);
  if (unnamed.length) throw new Error(`Give the Dutch header of ${[...new Set(unnamed)].join(', ')}: --columns=${shown.map((c) => `${c.column}:${c.label ?? '…'}`).join(',')}`);

  const sortable = (c) => c.kind !== 'text' || (c.limit !== undefined && c.limit <= MAX_SORTABLE_TEXT && !c.multiline);
  const defaultSort = 'created_at' in rowTypes ? { key: 'created_at', direction: 'desc', column: 'created_at' } : { key: shown.find(sortable)?.column ?? 'id', direction: 'asc', column: shown.find(sortable)?.column ?? 'id' };
  const sortColumns = [...new Set([defaultSort.column, ...shown.filter(sortable).map((c) => c.column)])].filter((c) => c !== 'id');
  const indexed = facts.sortIndexesOf(migrations);
  const missingIndexes = sortColumns.filter((c) => !indexed.has(`${options.table}.${c}`));

  const plural = names(options.name ?? options.path.split('/').at(-1));
  const singular = names(options.singular ?? singularOf(plural.propertyName));
  const area = plural.propertyName;
  const areaDir = `${appRoot}/src/${area}`;
  if (tree.exists(areaDir)) throw new Error(`${areaDir} exists already: choose another --name.`);

  const nounText = lower(options.noun.trim());
  const article = options.article === 'het' ? 'het' : 'de';
  const noun = { name: capitalized(nounText), the: `${article} ${nounText}`, this: `${article === 'het' ? 'dit' : 'deze'} ${nounText}` };
  const labelLower = lower(options.label);
  const rowLabel = shown.find((c) => c.kind === 'text') ?? shown[0];
  const select = [...new Set(['id', ...shown.map((c) => c.column), ...fields.map((c) => c.column)])].join(', ');

  return {
    options,
    appRoot,
    areaDir,
    area,
    plural,
    singular,
    noun,
    labelLower,
    shown,
    fields,
    rowLabel,
    select,
    sortable,
    defaultSort,
    missingIndexes,
    search: shown.filter((c) => c.kind === 'text').map((c) => c.column),
    limits: fields.some((f) => f.kind === 'text' && f.limit !== undefined),
    settings: options.settingsLink ? String(options.settingsLink) : undefined,
  };
}

/** Sample values of the component test's row, one per column, different per column. */
function sampleOf(c, i) {
  const day = String(10 + i).padStart(2, '0');
  switch (c.kind) {
    case 'text':
      return { value: quote(`${c.label} ${i + 1}`), shown: `${c.label} ${i + 1}` };
    case 'whole':
    case 'decimal':
      return { value: String(i + 1), shown: String(i + 1) };
    case 'date':
      return { value: quote(`2026-11-${day}`), shown: `${day}-11-2026` };
    case 'moment':
      return { value: quote(`2026-11-${day}T09:30:00`), shown: `${day}-11-2026 09:30` };
    case 'boolean':
      return { value: 'true' };
    default:
      return { value: quote(`r${i + 1}`) };
  }
}

/** The code snippets of the templates. */
function snippets(p) {
  const s = p.singular;
  const row = s.className;
  const cell = (c) => {
    const value = `r.${c.column}`;
    if (c.kind === 'date') return `day(${value})`;
    if (c.kind === 'moment') return `moment(${value})`;
    if (c.kind === 'boolean') return `${value} ? 'Ja' : 'Nee'`;
    return value;
  };
  const columns = p.shown
    .map((c) => {
      const parts = [`key: ${quote(c.column)}`, `label: ${quote(c.label)}`, `text: (r) => ${cell(c)}`];
      if (p.sortable(c)) parts.push(`sortBy: ${quote(c.column)}`);
      if (c.kind === 'whole' || c.kind === 'decimal') parts.push(`align: 'right'`);
      return `    { ${parts.join(', ')} },`;
    })
    .join('\n');
  const usesDay = p.shown.some((c) => c.kind === 'date');
  const usesMoment = p.shown.some((c) => c.kind === 'moment');
  const dateFns = [usesDay || usesMoment ? 'lightFormat' : null, usesDay || usesMoment ? 'parseISO' : null].filter(Boolean);
  const helpers = [
    usesDay ? `/** dd-MM-yyyy of a date from the database; '' for none. */\nconst day = (value: string | null) => (value ? lightFormat(parseISO(value), 'dd-MM-yyyy') : '');` : null,
    usesMoment ? `/** dd-MM-yyyy HH:mm of a moment from the database; '' for none. */\nconst moment = (value: string | null) => (value ? lightFormat(parseISO(value), 'dd-MM-yyyy HH:mm') : '');` : null,
  ].filter(Boolean);
  const rowLabel = p.rowLabel.kind === 'text' ? `r.${p.rowLabel.column}${p.rowLabel.nullable ? " ?? ''" : ''}` : `String(${cell(p.rowLabel)})`;

  // Schema, empty form and fields.
  const fieldImports = new Set();
  const schemaImports = new Set();
  const rule = (f) => {
    const required = `${quote(`${f.label} is verplicht`)}`;
    const textOptions = [f.limit !== undefined ? `max: LIMITS.${f.column}` : null, f.multiline ? 'multiline: true' : null].filter(Boolean);
    const opts = textOptions.length ? `{ ${textOptions.join(', ')} }` : '';
    switch (f.kind) {
      case 'text':
        schemaImports.add(f.required ? 'requiredText' : 'optionalText');
        return f.required ? `requiredText(${required}${opts ? `, ${opts}` : ''})` : `optionalText(${opts})`;
      case 'reference':
        schemaImports.add('requiredText');
        return `requiredText(${required})`;
      case 'whole': {
        const whole = quote(`${capitalized(lower(f.label))} moet een heel getal zijn.`);
        schemaImports.add(f.required ? 'wholeNumber' : 'optionalWholeNumber');
        return f.required ? `wholeNumber({ required: ${required}, whole: ${whole} })` : `optionalWholeNumber(${whole})`;
      }
      case 'decimal':
        schemaImports.add('optionalDecimal');
        if (!f.required) return `optionalDecimal('Vul een getal in.')`;
        return `v.pipe(optionalDecimal('Vul een getal in.'), v.check((n) => n !== null, ${required}), v.transform((n) => n as number))`;
      case 'date':
        schemaImports.add(f.required ? 'requiredDate' : 'optionalDate');
        return f.required ? `requiredDate(${required})` : 'optionalDate()';
      case 'boolean':
        return 'v.boolean()';
      default:
        throw new Error(`no rule for ${f.kind}`);
    }
  };
  const rules = p.fields.map((f) => `  ${f.column}: ${rule(f)},`).join('\n');
  const empty = p.fields.map((f) => `${f.column}: ${f.kind === 'date' ? 'null' : f.kind === 'boolean' ? 'false' : "''"}`).join(', ');
  const input = (f) => {
    const common = `control={control} name=${JSON.stringify(f.column)} label=${JSON.stringify(f.label)}${f.required ? ' required' : ''}`;
    switch (f.kind) {
      case 'date':
        fieldImports.add('DateInput');
        return `<DateInput ${common} />`;
      case 'boolean':
        fieldImports.add('SwitchInput');
        return `<SwitchInput control={control} name=${JSON.stringify(f.column)} label=${JSON.stringify(f.label)} />`;
      case 'reference':
        fieldImports.add('ReferenceInput');
        return `<ReferenceInput ${common} kind=${JSON.stringify(f.reference)} />`;
      case 'whole':
        fieldImports.add('TextInput');
        return `<TextInput ${common} type="number" slotProps={{ htmlInput: { step: 1 } }} />`;
      case 'decimal':
        fieldImports.add('TextInput');
        return `<TextInput ${common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />`;
      default:
        fieldImports.add('TextInput');
        return `<TextInput ${common}${f.multiline ? ' multiline minRows={2}' : ''} />`;
    }
  };
  const inputs = p.fields.map((f, i) => `      ${input(f).replace(' />', i === 0 && f.kind !== 'boolean' ? ' autoFocus />' : ' />')}`).join('\n');

  // The form's conversions of dates (the pickers hold a Date, the database a 'yyyy-MM-dd').
  const dates = p.fields.filter((f) => f.kind === 'date');
  const toInput = dates.length
    ? `\n/** The row as the form's input: its dates as the pickers' Date. */\nfunction toInput(row: ${row}): ${row}Input {\n  return { ...toFormValues(EMPTY_${s.constantName}, row), ${dates.map((d) => `${d.column}: asDate(row.${d.column})`).join(', ')} };\n}\n`
    : '';
  const toRow = dates.length
    ? `\n/** The values as the row to save: dates as the database's 'yyyy-MM-dd'. */\nconst toRow = (values: ${row}Values) => ({ ...values, ${dates.map((d) => `${d.column}: ${d.required ? `asDay(values.${d.column})` : `values.${d.column} && asDay(values.${d.column})`}`).join(', ')} });\n`
    : '';

  // The component test.
  const columnsOfRow = [...new Set(['id', ...p.shown.map((c) => c.column), ...p.fields.map((c) => c.column)])];
  const all = [...p.shown, ...p.fields.filter((f) => !p.shown.some((c) => c.column === f.column))];
  const samples = new Map(all.map((c, i) => [c.column, sampleOf(c, i)]));
  const fixture = columnsOfRow.map((c) => `  ${c}: ${c === 'id' ? quote('1') : samples.get(c).value},`).join('\n');
  const rowLabelText = p.rowLabel.kind === 'boolean' ? 'Ja' : samples.get(p.rowLabel.column).shown;
  const expectations = p.shown
    .filter((c) => samples.get(c.column).shown !== undefined && c.column !== p.rowLabel.column)
    .map((c) => `    expect(within(row).getByText(${quote(samples.get(c.column).shown)})).toBeInTheDocument();`)
    .join('\n');
  const required = p.fields.find((f) => f.required && f.kind === 'text') ?? p.fields.find((f) => f.required && f.kind !== 'boolean');
  const firstText = p.fields.find((f) => f.kind === 'text');
  const references = [...new Set(p.fields.filter((f) => f.kind === 'reference').map((f) => f.reference))].map((kind) => {
    const f = p.fields.find((x) => x.reference === kind);
    return `  ...referenceAnswers(${quote(kind)}, [{ id: ${samples.get(f.column).value}, label: ${quote(`${f.label} 1`)} }]),`;
  });

  return {
    columns,
    dateFnsImport: dateFns.length ? `import { ${dateFns.join(', ')} } from 'date-fns';\n` : '',
    helpers: helpers.length ? `\n${helpers.join('\n\n')}\n` : '',
    rowLabelCode: rowLabel,
    rules,
    empty,
    schemaImports: [...schemaImports].sort().join(', '),
    fieldImports: [...fieldImports].sort().join(', '),
    inputs,
    toInput,
    toRow,
    hasDates: dates.length > 0,
    fixture,
    rowLabelText,
    expectations,
    required,
    firstText,
    firstTextSample: firstText ? samples.get(firstText.column).shown : undefined,
    references,
  };
}

const SORT_INDEX_COMMENT = (p) =>
  `-- ${p.options.path} (${p.options.remote}, ${p.area}Resource): the list orders by these columns and\n` +
  `-- then by id (libs/kit); an index on (column, id) lets the database read a page in order\n` +
  `-- instead of sorting the whole table (README, "Adding a list page").\n`;

async function listPageGenerator(tree, options) {
  for (const required of ['remote', 'table', 'path', 'label', 'noun']) {
    if (!options[required] || !String(options[required]).trim()) throw new Error(`--${required} is required (see tools/generators/list-page/schema.json).`);
  }
  const p = plan(tree, options);
  const s = snippets(p);
  const substitutions = {
    ...p,
    ...s,
    quote,
    pattern,
    hasForm: p.options.form !== false,
    tmpl: '',
    singularFile: p.singular.propertyName,
    Singular: p.singular.className,
    pluralFile: p.plural.propertyName,
    Plural: p.plural.className,
  };
  generateFiles(tree, path.join(__dirname, 'files', 'list'), p.areaDir, substitutions);
  if (substitutions.hasForm) generateFiles(tree, path.join(__dirname, 'files', 'form'), p.areaDir, substitutions);

  const route = { path: options.path, label: options.label, page: `./${p.area}/${p.plural.className}Page` };
  if (p.settings) {
    const declaration = JSON.parse(tree.read(`${p.appRoot}/src/remote.json`, 'utf-8'));
    const orders = [...declaration.routes, ...(declaration.settingsTabs ?? [])].map((r) => r.order).filter(Number.isFinite);
    route.links = { settings: p.settings };
    if (options.icon) route.icons = { settings: options.icon };
    route.order = Number.isFinite(options.order) ? options.order : Math.max(0, ...orders) + 10;
  }
  const { ownsAdded } = addRoute(tree, `${p.appRoot}/src/remote.json`, route);

  let migration = null;
  if (p.missingIndexes.length) {
    migration = `${facts.MIGRATIONS}/${migrationStamp(tree)}_${options.table}_sort_indexes.sql`;
    const statements = p.missingIndexes.map((c) => `create index if not exists ${`${options.table}_${c}_id_idx`.slice(0, 63)} on public.${options.table} (${c}, id);`);
    tree.write(migration, `${SORT_INDEX_COMMENT(p)}${statements.join('\n')}\n`);
  }

  return () => {
    const done = [`${p.areaDir}/`, `${p.appRoot}/src/remote.json: ${options.path}${ownsAdded ? ' (and in "owns")' : ''}`, migration ?? `no migration: ${options.table} has the (column, id) indexes already`];
    console.log(`\nList page ${options.path} ('${options.label}') in ${options.remote}:\n${done.map((d) => `  - ${d}`).join('\n')}\n`);
  };
}

module.exports = listPageGenerator;
module.exports.default = listPageGenerator;
module.exports.plan = plan;
module.exports.migrationStamp = migrationStamp;
