// CSV as Dutch Excel opens it: ';' between values, a UTF-8 byte order mark, CRLF.
// formatISO, not format: format brings its pattern parser and the English locale (about 5 KB
// gzipped on every list route) for a plain year-month-day.
import { formatISO } from 'date-fns';
import type { ListColumn } from './resource';

const SEPARATOR = ';';

function cell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return '';
  // Dutch Excel reads a decimal comma.
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The exported columns: every column with a text, headers in Dutch. */
export function exportedColumns<Row>(columns: ListColumn<Row>[]) {
  return columns.filter((c) => c.text && c.exported !== false);
}

export function toCsv<Row>(columns: ListColumn<Row>[], rows: Row[]): string {
  const shown = exportedColumns(columns);
  const lines = [shown.map((c) => cell(c.csvLabel ?? c.label)), ...rows.map((row) => shown.map((c) => cell(c.text?.(row))))];
  return `\uFEFF${lines.map((line) => line.join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** 'Ruimtes 2026-11-22.csv' */
export function csvFileName(title: string, date = new Date()) {
  return `${title} ${formatISO(date, { representation: 'date' })}.csv`;
}

export function downloadFile(name: string, content: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started by now; the file no longer needs the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A CSV file's rows as text: ';' or ',' between values (whichever the first line
 * uses most), quoted values with "" for a quote, CRLF or LF, with or without a
 * UTF-8 byte order mark. Empty lines are left out.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const endValue = () => {
    row.push(value);
    value = '';
  };
  const endRow = () => {
    endValue();
    if (row.some((v) => v.trim() !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"' && value === '') quoted = true;
    else if (c === separator) endValue();
    else if (c === '\n') endRow();
    else if (c === '\r' && source[i + 1] === '\n') continue;
    else value += c;
  }
  if (value !== '' || row.length > 0) endRow();
  return rows;
}
