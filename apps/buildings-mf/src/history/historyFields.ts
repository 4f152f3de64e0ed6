import { labelOptions } from '@facility/data/records';
import { HISTORY_ACTION_LABELS, HISTORY_TABLES, historyTableLabel } from '@facility/data/history';
import { searchFilter, type ListFieldFilter } from '@facility/kit';

/** The tables with a history, by the name of one of their rows ('Ruimte'), alphabetically. */
export const TABLE_OPTIONS = HISTORY_TABLES.map((table) => ({ value: table, label: historyTableLabel(table) })).sort((a, b) => a.label.localeCompare(b.label, 'nl'));

/** Midnight at the start of a day (yyyy-MM-dd) in the browser's time zone, as an instant. */
export function dayStart(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

export const tableField: ListFieldFilter<'history'> = {
  key: 'soort',
  label: 'Soort',
  type: 'select',
  options: TABLE_OPTIONS,
  apply: (query, value) => query.eq('table_name', value),
};

/** The filters of 'Wijzigingen': person, kind of row, action, and a range of days. */
export const CHANGES_FIELDS: ListFieldFilter<'history'>[] = [
  { key: 'persoon', label: 'Persoon', type: 'text', apply: (query, value) => query.or(searchFilter(['actor_name', 'actor_email'], value)) },
  tableField,
  { key: 'actie', label: 'Actie', type: 'select', options: labelOptions(HISTORY_ACTION_LABELS), apply: (query, value) => query.eq('action', value) },
  { key: 'van', label: 'Vanaf', type: 'date', apply: (query, value) => query.gte('changed_at', dayStart(value)) },
  { key: 'tot', label: 'Tot en met', type: 'date', apply: (query, value) => query.lt('changed_at', dayStart(value, 1)) },
];
