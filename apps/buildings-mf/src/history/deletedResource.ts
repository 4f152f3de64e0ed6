import { deletedRowLabel, historyActor, historyTableLabel, historyValue } from '@facility/data/history';
import { defineResource } from '@facility/kit';
import { tableField } from './historyFields';

/** Settings tab 'Verwijderd': deleted rows that have not come back, newest first (issue #29). */
export const deletedResource = defineResource({
  table: 'deleted_rows',
  select: 'id, table_name, row_id, actor_email, actor_name, changed_at, old_row',
  columns: [
    { key: 'table_name', label: 'Soort', text: (d) => historyTableLabel(d.table_name ?? '') },
    { key: 'row', label: 'Omschrijving', text: (d) => deletedRowLabel(d.old_row as Record<string, unknown> | null) },
    { key: 'actor', label: 'Verwijderd door', text: (d) => historyActor(d) },
    { key: 'changed_at', label: 'Verwijderd op', text: (d) => historyValue('history', 'changed_at', d.changed_at), sortBy: 'changed_at' },
  ],
  defaultSort: { key: 'changed_at', direction: 'desc' },
  fields: [tableField as never],
  count: 'estimated',
  texts: {
    title: 'Verwijderd',
    empty: 'Geen verwijderde gegevens gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de verwijderde gegevens',
  },
  rowLabel: (d) => [historyTableLabel(d.table_name ?? ''), deletedRowLabel(d.old_row as Record<string, unknown> | null)].filter(Boolean).join(' '),
  history: false,
});

