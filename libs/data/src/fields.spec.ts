import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  FORMATS,
  isBlank,
  meterReading,
  optionalEmail,
  optionalKvkNumber,
  optionalPhone,
  optionalPostcode,
  optionalText,
  optionalVatNumber,
  optionalWebsite,
  optionalWholeNumber,
  optionalDecimal,
  requiredText,
  wholeNumber,
} from './fields';
import { CHECK_MESSAGES, PRINTABLE_MESSAGE, SINGLE_LINE_MESSAGE } from './constraintMessages';

const message = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0].message;

/** The migration with the value rules: the forms mirror its patterns. */
const VALUE_RULES = fs.readFileSync(
  path.resolve(__dirname, '../../../supabase/migrations/20261122000002_value_rules.sql'),
  'utf8',
);
/** The record rules: the website's port (replaces the pattern of the value rules). */
const RECORD_RULES = fs.readFileSync(path.resolve(__dirname, '../../../supabase/migrations/20261127002002_record_rules.sql'), 'utf8');

describe('form field schemas', () => {
  it('requires trimmed text', () => {
    expect(message(requiredText('Naam is verplicht'), '   ')).toBe('Naam is verplicht');
    expect(v.parse(requiredText('x'), '  Dom  ')).toBe('Dom');
  });

  it('turns empty optional text into null', () => {
    expect(v.parse(optionalText(), '  ')).toBeNull();
    expect(v.parse(optionalText(), ' a ')).toBe('a');
  });

  it('reads whole numbers and names what is wrong', () => {
    const floors = wholeNumber({ required: 'Verplicht', whole: 'Heel getal' });
    expect(v.parse(floors, ' 4 ')).toBe(4);
    expect(message(floors, '')).toBe('Verplicht');
    expect(message(floors, '2.5')).toBe('Heel getal');
    expect(message(floors, 'abc')).toBe('Heel getal');
  });

  it('lets an optional whole number be empty', () => {
    const floor = optionalWholeNumber('Heel getal');
    expect(v.parse(floor, '')).toBeNull();
    expect(v.parse(floor, '-1')).toBe(-1);
    expect(message(floor, '1,5')).toBe('Heel getal');
    expect(message(floor, 'abc')).toBe('Heel getal');
  });
});

/** The migration that widened is_blank and added the control character rules. */
const TEXT_RULES = fs.readFileSync(path.resolve(__dirname, '../../../supabase/migrations/20261127001000_text_rules.sql'), 'utf8');

/** The body of a function of the text rules migration. */
const sqlFunction = (name: string) => {
  const start = TEXT_RULES.indexOf(`function public.${name}(`);
  expect(start).toBeGreaterThan(-1);
  return TEXT_RULES.slice(start, TEXT_RULES.indexOf('$$;', start));
};

/** A Postgres regular expression of the migration in JavaScript's notation (\U0001BCA0 is \u{1BCA0}). */
const inJavaScript = (pattern: string) => pattern.replace(/\\U([0-9A-F]{8})/g, '\\u{$1}');

/** Code points that are characters (no surrogates), the whole of Unicode or the Basic Multilingual Plane. */
function* codePoints(last = 0x10ffff) {
  for (let code = 1; code <= last; code++) if (code < 0xd800 || code > 0xdfff) yield code;
}

describe('blank text (public.is_blank)', () => {
  const invisible = '\u00A0\u2002\u200B\u200D\u2060\u3000\uFEFF\u180E\u00AD\u202E\u3164\uFE0F\u{E0041}\u{E0100}\t\n';

  it('is blank when only Unicode spaces and invisible characters are left', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(invisible)).toBe(true);
    expect(isBlank(`${invisible}a`)).toBe(false);
    expect(isBlank('\u00E9')).toBe(false);
  });

  it('is blank when only control characters, U+2800, U+FFFC or combining marks are left (they show nothing)', () => {
    for (const text of ['\u0001', '\u001b', '\u007F', '\u0085', '\u009F', '\u2800', '\uFFFC', '\u0301', '\u20DD', '\u093E', ` \u0301\u2800\u0007 `]) {
      expect({ text, blank: isBlank(text) }).toEqual({ text, blank: true });
    }
    // A mark on a letter, a letter of a script with marks, an emoji: visible.
    for (const text of ['e\u0301', '\u0915\u093E', '\u{1F3E2}', '\u2801', '-']) expect({ text, blank: isBlank(text) }).toEqual({ text, blank: false });
  });

  it('treats exactly the characters of the database function as blank', () => {
    // The character class of public.is_blank: the quoted parts between '[' and ']'.
    const body = sqlFunction('is_blank');
    const parts = body.slice(body.indexOf("'['"), body.indexOf("']'") + 3).match(/'[^']*'/g) ?? [];
    const blankInSql = new RegExp(`^${inJavaScript(parts.map((p) => p.slice(1, -1)).join(''))}$`, 'u');
    const differences: string[] = [];
    for (const code of codePoints()) {
      const c = String.fromCodePoint(code);
      if (isBlank(c) !== blankInSql.test(c)) differences.push(code.toString(16));
    }
    expect(differences).toEqual([]);
  });

  it('requiredText refuses them with the field message, and trims spaces, invisible characters and U+2800 from both ends', () => {
    expect(message(requiredText('Naam is verplicht'), invisible)).toBe('Naam is verplicht');
    for (const text of ['\u0001', '\u2800', '\uFFFC', '\u0301', '\u001b\u0301']) expect(message(requiredText('Naam is verplicht'), text)).toBe('Naam is verplicht');
    expect(v.parse(requiredText('x'), `\u200B\u00A0Dom\uFEFF\u3000\u2800`)).toBe('Dom');
    expect(v.parse(optionalText(), invisible)).toBeNull();
  });

  it('trims the characters public.trim_blank trims', () => {
    const pattern = /'\^(\[[^']+\])\+'/.exec(sqlFunction('trim_blank'))?.[1];
    expect(pattern).toBeDefined();
    const trimmedInSql = new RegExp(`^${inJavaScript(pattern ?? '')}$`, 'u');
    const differences: string[] = [];
    for (const code of codePoints()) {
      const c = String.fromCodePoint(code);
      const trimmedInForm = v.safeParse(optionalText(), `${c}a${c}`).output === 'a';
      if (trimmedInForm !== trimmedInSql.test(c)) differences.push(code.toString(16));
    }
    expect(differences).toEqual([]);
  });
});

describe('control characters', () => {
  const oneLine = optionalText({ max: 200 });
  const lines = optionalText({ max: 5000, multiline: true });

  it('a text of one line takes no control character, tab or line break (the issue examples)', () => {
    for (const text of ['Naam\u0007', '\u001b[31mrood', 'a\u0085b', 'a\u009Bb', 'a\nb', 'a\r\nb', 'a\tb', 'a\u2028b']) {
      expect({ text, message: message(oneLine, text) }).toEqual({ text, message: SINGLE_LINE_MESSAGE });
      expect({ text, message: message(requiredText('Naam is verplicht'), text) }).toEqual({ text, message: SINGLE_LINE_MESSAGE });
    }
    expect(v.parse(oneLine, 'Kantoor Utrecht – Dom (2e)')).toBe('Kantoor Utrecht – Dom (2e)');
  });

  it('a multi-line text keeps line breaks (\\n, \\r\\n) and takes no other control character', () => {
    expect(v.parse(lines, 'regel 1\nregel 2\r\nregel 3\n\nregel 5')).toBe('regel 1\nregel 2\r\nregel 3\n\nregel 5');
    for (const text of ['Naam\u0007', '\u001b[31mrood', 'a\u0085b', 'a\u009Bb', 'a\tb', 'a\rb', 'a\u000Bb']) {
      expect({ text, message: message(lines, text) }).toEqual({ text, message: PRINTABLE_MESSAGE });
    }
    expect(message(requiredText('Omschrijving is verplicht', { multiline: true }), 'lek\tkage')).toBe(PRINTABLE_MESSAGE);
  });

  it('control characters at either end that are spaces (tab, line breaks) are trimmed, as every space', () => {
    expect(v.parse(oneLine, '\tNaam\r\n')).toBe('Naam');
  });

  it.each([
    ['is_single_line', oneLine],
    ['is_printable', lines],
  ] as const)('refuses exactly what public.%s refuses, for every character of the Basic Multilingual Plane', (name, schema) => {
    const pattern = /value !~ '([^']+)'/.exec(sqlFunction(name))?.[1];
    expect(pattern).toBeDefined();
    const refusedInSql = new RegExp(inJavaScript(pattern ?? ''), 'u');
    const differences: string[] = [];
    for (const code of codePoints(0xffff)) {
      const text = `a${String.fromCodePoint(code)}b`;
      if (v.safeParse(schema, text).success === refusedInSql.test(text)) differences.push(code.toString(16));
    }
    // \r followed by \n is a line break, not a control character on its own
    expect(v.safeParse(schema, 'a\r\nb').success).toBe(!refusedInSql.test('a\r\nb'));
    expect(differences).toEqual([]);
  });
});

describe('length limits', () => {
  it('refuses more characters than the maximum, counted as the database counts them', () => {
    const name = requiredText('Naam is verplicht', { max: 200 });
    expect(v.parse(name, 'x'.repeat(200))).toHaveLength(200);
    expect(message(name, 'x'.repeat(201))).toBe('Deze tekst is te lang (maximaal 200 tekens).');
    // 200 emoji are 400 UTF-16 units but 200 characters.
    expect(v.parse(name, '\u{1F3E2}'.repeat(200))).toBe('\u{1F3E2}'.repeat(200));
    // Surrounding spaces are trimmed before counting.
    expect(v.parse(name, ` ${'x'.repeat(200)} `)).toHaveLength(200);
    const comments = optionalText({ max: 5000 });
    expect(message(comments, 'x'.repeat(5001))).toBe('Deze tekst is te lang (maximaal 5000 tekens).');
    expect(v.parse(comments, 'x'.repeat(5000))).toHaveLength(5000);
  });

  it('says a blank required text is missing before it says it is too long', () => {
    expect(message(requiredText('Vul een huisnummer in.', { max: 3 }), '      ')).toBe('Vul een huisnummer in.');
  });
});

describe('number bounds', () => {
  const floors = wholeNumber({
    required: 'Verplicht',
    whole: 'Heel getal',
    min: { value: 1, message: 'Minimaal 1' },
    max: { value: 200, message: 'Maximaal 200' },
  });

  it('keeps a whole number within its bounds', () => {
    expect(v.parse(floors, '1')).toBe(1);
    expect(v.parse(floors, '200')).toBe(200);
    expect(message(floors, '0')).toBe('Minimaal 1');
    expect(message(floors, '201')).toBe('Maximaal 200');
  });

  it('an optional whole number too, and says which bound', () => {
    const floor = optionalWholeNumber('Heel getal', {
      min: { value: 0, message: 'Tussen 0 en 200' },
      max: { value: 200, message: 'Tussen 0 en 200' },
    });
    expect(v.parse(floor, '')).toBeNull();
    expect(v.parse(floor, '200')).toBe(200);
    expect(message(floor, '-1')).toBe('Tussen 0 en 200');
    expect(message(floor, '201')).toBe('Tussen 0 en 200');
    expect(message(floor, '2.5')).toBe('Heel getal');
  });

  it('an optional decimal: a comma or a point, empty is null, text is not a number (only that message)', () => {
    const area = optionalDecimal('Geen getal', {
      min: { value: 0, message: 'Niet negatief' },
      max: { value: 100000, message: 'Te groot' },
    });
    expect(v.parse(area, '')).toBeNull();
    expect(v.parse(area, '75,5')).toBe(75.5);
    expect(v.parse(area, ' 8.25 ')).toBe(8.25);
    expect(message(area, '-0,5')).toBe('Niet negatief');
    expect(message(area, '100000,01')).toBe('Te groot');
    expect(v.safeParse(area, 'abc').issues?.map((i) => i.message)).toEqual(['Geen getal']);
  });
});

describe('formats', () => {
  /** The pattern of a *_format CHECK in the migration ('column ~ ...' or 'column ~* ...'). */
  const sqlPattern = (column: string, sql = VALUE_RULES) => new RegExp(`${column} ~\\*? '([^']+)'`).exec(sql)?.[1];
  const source = (pattern: RegExp) => pattern.source.replace(/\\\//g, '/');

  it('are the patterns of the database', () => {
    expect(source(FORMATS.email)).toBe(sqlPattern('email'));
    expect(source(FORMATS.website)).toBe(sqlPattern('website', RECORD_RULES));
    expect(FORMATS.website.flags).toContain('i'); // ~* in the database
    expect(source(FORMATS.phone)).toBe(sqlPattern('phone'));
    expect(source(FORMATS.phone)).toBe(sqlPattern('mobile_phone'));
    expect(source(FORMATS.postcode)).toBe(sqlPattern('postal_code'));
    expect(source(FORMATS.kvkNumber)).toBe(sqlPattern('kvk_number'));
    expect(source(FORMATS.vatNumber)).toBe(sqlPattern('vat_number'));
    expect(source(FORMATS.meterReading)).toBe(sqlPattern('reading_value'));
  });

  it('e-mail: refuses scripts and addresses without a domain', () => {
    const email = optionalEmail();
    expect(v.parse(email, ' info@example.nl ')).toBe('info@example.nl');
    expect(v.parse(email, '')).toBeNull();
    for (const bad of ['javascript:alert(1)//@x.nl', 'geen-email', 'a@b', 'a..b@example.nl', '"a"@example.nl']) {
      expect(message(email, bad)).toBe('Ongeldig e-mailadres');
    }
    expect(message(email, `${'a'.repeat(244)}@example.nl`)).toBe('Deze tekst is te lang (maximaal 254 tekens).');
  });

  it('website: http or https only, no quotes, angle brackets or spaces', () => {
    const website = optionalWebsite();
    expect(v.parse(website, 'https://www.example.nl/pad?a=1&b=2#top')).toBe('https://www.example.nl/pad?a=1&b=2#top');
    for (const bad of ['https://x.nl/"><script>', 'javascript:alert(1)', 'www.example.nl', 'ftp://example.nl', 'https://exa mple.nl']) {
      expect(message(website, bad)).toBe('Ongeldige website URL');
    }
  });

  it('website: a port is 1..65535', () => {
    const website = optionalWebsite();
    for (const good of ['http://x.nl:1', 'https://example.nl:8080/pad', 'https://example.nl:65535']) expect(v.parse(website, good)).toBe(good);
    for (const bad of ['http://x.nl:99999', 'https://example.nl:65536/', 'http://x.nl:0', 'http://x.nl:080', 'https://x.nl:123456']) {
      expect(message(website, bad)).toBe('Ongeldige website URL');
    }
  });

  it('phone: digits, spaces, + and -', () => {
    const phone = optionalPhone();
    for (const good of ['030 234 5678', '06-12345678', '+31 6 1234 5678', '0031 20 555 1234']) expect(v.parse(phone, good)).toBe(good);
    for (const bad of ['(020) 1234567', '06 1234 567a', '12345', '+']) {
      expect(message(phone, bad)).toBe('Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.');
    }
  });

  it('postcode: stored as 1234 AB, whatever the user typed around it', () => {
    const postcode = optionalPostcode();
    expect(v.parse(postcode, '1234ab')).toBe('1234 AB');
    expect(v.parse(postcode, ' 1234  ab ')).toBe('1234 AB');
    expect(v.parse(postcode, '3511 GC')).toBe('3511 GC');
    for (const bad of ['0123 AB', '123 AB', '1234 A', 'ABCD EF']) {
      expect(message(postcode, bad)).toBe('Ongeldige postcode: gebruik vier cijfers, een spatie en twee hoofdletters (bijvoorbeeld 1234 AB).');
    }
  });

  it('KvK and VAT numbers', () => {
    expect(v.parse(optionalKvkNumber(), '30 12 34 56')).toBe('30123456');
    expect(message(optionalKvkNumber(), '1234567')).toBe('Een KvK-nummer bestaat uit 8 cijfers.');
    expect(v.parse(optionalVatNumber(), 'nl 8123.45678 b01')).toBe('NL812345678B01');
    expect(message(optionalVatNumber(), 'NL12345678B01')).toBe(
      'Ongeldig btw-nummer: gebruik NL, 9 cijfers, B en 2 cijfers (bijvoorbeeld NL123456789B01).',
    );
  });

  it('meter reading: a number of 0 or more', () => {
    for (const good of ['0', '1843,2', '48211', '1843.25']) expect(FORMATS.meterReading.test(good)).toBe(true);
    for (const bad of ['-5', '12a', '1.234,5', '1,2345', '']) expect(FORMATS.meterReading.test(bad)).toBe(false);
  });
});

describe('meter readings', () => {
  const reading = meterReading('Vul een meterstand in.');

  it('takes a number of 0 or more and stores a decimal point as the comma the database stores', () => {
    expect(v.parse(reading, ' 1843.2 ')).toBe('1843,2');
    expect(v.parse(reading, '48211')).toBe('48211');
    expect(v.parse(reading, '0,125')).toBe('0,125');
  });

  it('refuses a blank value and what is not such a number, with the messages of the database', () => {
    expect(message(reading, '  ')).toBe('Vul een meterstand in.');
    for (const text of ['-5', '1.234,5', '1,2345', '12a']) expect(message(reading, text)).toBe(CHECK_MESSAGES.utility_readings_reading_value_format);
  });
});
