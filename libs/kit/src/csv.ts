// CSV as Dutch Excel opens it: ';' between values, a UTF-8 byte order mark, CRLF.
import { format } from 'date-fns';
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
  const lines = [shown.map((c) => cell(c.label)), ...rows.map((row) => shown.map((c) => cell(c.text?.(row))))];
  return `\uFEFF${lines.map((line) => line.join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** 'Ruimtes 2026-11-22.csv' */
export function csvFileName(title: string, date = new Date()) {
  return `${title} ${format(date, 'yyyy-MM-dd')}.csv`;
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
