import { csvFileName, parseCsv, toCsv } from './csv';
import type { ListColumn } from './resource';

interface Unit {
  street: string;
  size: number | null;
  comments: string | null;
}

const columns: ListColumn<Unit>[] = [
  { key: 'street', label: 'Straat', text: (u) => u.street },
  { key: 'size', label: 'Oppervlakte (m²)', text: (u) => u.size },
  { key: 'comments', label: 'Opmerkingen', text: (u) => u.comments },
  { key: 'icon', label: 'Icoon', cell: () => null },
  { key: 'hidden', label: 'Verborgen', text: () => 'x', exported: false },
];

describe('CSV for Dutch Excel', () => {
  const csv = toCsv(columns, [
    { street: 'Oudegracht', size: 72.5, comments: 'Hoek; "mooi"\nuitzicht' },
    { street: 'Coolsingel', size: null, comments: null },
  ]);

  it('starts with a UTF-8 byte order mark and Dutch headers, separated by ;', () => {
    expect(csv.startsWith('\uFEFFStraat;Oppervlakte (m²);Opmerkingen\r\n')).toBe(true);
  });

  it('writes decimal commas, empty cells for nothing, and quotes what needs it', () => {
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Straat;Oppervlakte (m²);Opmerkingen',
      'Oudegracht;72,5;"Hoek; ""mooi""\nuitzicht"',
      'Coolsingel;;',
      '',
    ]);
  });

  it('quotes a value with the separator, so ; inside a value does not start a new column', () => {
    expect(toCsv(columns, [{ street: 'a;b', size: 1, comments: null }]).slice(1).split('\r\n')[1]).toBe('"a;b";1;');
  });

  it('quotes a value with spaces around it, so Excel keeps them', () => {
    expect(toCsv(columns, [{ street: ' Dam ', size: null, comments: null }]).slice(1).split('\r\n')[1]).toBe('" Dam ";;');
  });

  it('names the file after the page and the day', () => {
    expect(csvFileName('Ruimtes', new Date(2026, 10, 22))).toBe('Ruimtes 2026-11-22.csv');
  });
});

describe('reading a CSV file', () => {
  it('reads what toCsv writes: BOM, ;, quotes with "" and line breaks inside, CRLF; a csvLabel is the header', () => {
    const withCsvLabel: ListColumn<Unit>[] = [
      { key: 'street', label: 'Straat', text: (u) => u.street },
      { key: 'size', label: 'Oppervlakte', csvLabel: 'm²', text: (u) => u.size, shown: false },
      { key: 'comments', label: 'Opmerkingen', text: (u) => u.comments },
    ];
    const text = toCsv(withCsvLabel, [{ street: 'Oudegracht', size: 72.5, comments: 'Hoek; "mooi"\nuitzicht' }]);
    expect(parseCsv(text)).toEqual([
      ['Straat', 'm²', 'Opmerkingen'],
      ['Oudegracht', '72,5', 'Hoek; "mooi"\nuitzicht'],
    ]);
  });

  it('takes , when the header line uses it, LF line ends, and leaves out empty lines', () => {
    expect(parseCsv('Gebouw,Huisnummer\n"Dom, toren",12\n\n A ,\n')).toEqual([
      ['Gebouw', 'Huisnummer'],
      ['Dom, toren', '12'],
      [' A ', ''],
    ]);
  });
});
