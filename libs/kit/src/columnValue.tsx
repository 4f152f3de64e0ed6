import type { ReactNode } from 'react';
import type { ListColumn } from './resource';

/** What a column shows of a row: its cell, else its text, else a dash. */
export function columnValue<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const text = column.text?.(row);
  return text === null || text === undefined || text === '' ? '–' : text;
}
