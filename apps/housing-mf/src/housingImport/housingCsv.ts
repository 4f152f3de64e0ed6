// A housing CSV (as /housing exports it, or typed in a spreadsheet) as the rows
// public.import_housing takes: the file's text per field, checked by the database.
import { numberText } from '@facility/data/records';
import { parseCsv } from '@facility/kit';

export type ImportField =
  | 'building'
  | 'house_number'
  | 'floor'
  | 'square_meters'
  | 'balcony_size'
  | 'orientation'
  | 'type'
  | 'status'
  | 'comments';

export type ImportRow = Partial<Record<ImportField, string>>;

/** The Dutch headers (as the export writes them, and a few a spreadsheet may have), lower case. */
const HEADERS: Record<string, ImportField | null> = {
  gebouw: 'building',
  // The street is taken from the building.
  straat: null,
  huisnummer: 'house_number',
  verdieping: 'floor',
  etage: 'floor',
  'm²': 'square_meters',
  m2: 'square_meters',
  oppervlakte: 'square_meters',
  'oppervlakte (m²)': 'square_meters',
  'vierkante meters': 'square_meters',
  'balkon m²': 'balcony_size',
  'balkon m2': 'balcony_size',
  'balkongrootte (m²)': 'balcony_size',
  oriëntatie: 'orientation',
  orientatie: 'orientation',
  type: 'type',
  status: 'status',
  opmerkingen: 'comments',
};

/** The headers a file must have. */
const REQUIRED: { field: ImportField; header: string }[] = [
  { field: 'building', header: 'Gebouw' },
  { field: 'house_number', header: 'Huisnummer' },
  { field: 'floor', header: 'Verdieping' },
];

/** The most rows one import takes (public.import_housing refuses more). */
export const MAX_IMPORT_ROWS = 50000;

export type ReadResult = { rows: ImportRow[]; error: null } | { rows: null; error: string };

/** Reads the file's text: the rows, or why the file as a whole cannot be read. */
export function readHousingCsv(text: string): ReadResult {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { rows: null, error: 'Het bestand is leeg.' };
  const fields = header.map((name) => HEADERS[name.trim().toLowerCase()] ?? null);
  const missing = REQUIRED.filter(({ field }) => !fields.includes(field)).map(({ header: name }) => name);
  if (missing.length > 0) {
    return { rows: null, error: `Kolom ontbreekt in het bestand: ${missing.join(', ')}.` };
  }
  if (lines.length === 0) return { rows: null, error: 'Het bestand bevat geen woningen.' };
  if (lines.length > MAX_IMPORT_ROWS) {
    return { rows: null, error: `Het bestand bevat ${numberText(lines.length)} woningen; importeer er ten hoogste 50.000 tegelijk.` };
  }
  const rows = lines.map((values) => {
    const row: ImportRow = {};
    fields.forEach((field, i) => {
      if (field && values[i] !== undefined) row[field] = values[i];
    });
    return row;
  });
  return { rows, error: null };
}
