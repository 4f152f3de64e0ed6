import { labelFor } from '@facility/data/records';
import { HISTORY_ACTION_LABELS, historyActor, historySummary, historyTableLabel, historyValue } from '@facility/data/history';
import { defineResource } from '@facility/kit';
import { CHANGES_FIELDS } from './historyFields';

const SELECT = 'id, table_name, row_id, action, actor_email, actor_name, changed_at, changes, row_count, label';

/** Settings tab 'Wijzigingen': recent changes across every table, newest first (issue #29). */
export const changesResource = defineResource({
  table: 'history',
  select: SELECT,
  columns: [
    { key: 'changed_at', label: 'Wanneer', text: (h) => historyValue('history', 'changed_at', h.changed_at), sortBy: 'changed_at' },
    { key: 'actor', label: 'Wie', text: (h) => historyActor(h) },
    { key: 'table_name', label: 'Soort', text: (h) => historyTableLabel(h.table_name) },
    { key: 'action', label: 'Actie', text: (h) => labelFor(HISTORY_ACTION_LABELS, h.action) },
    { key: 'summary', label: 'Wijziging', text: (h) => historySummary(h as never) },
  ],
  defaultSort: { key: 'changed_at', direction: 'desc' },
  fields: CHANGES_FIELDS,
  // A history of millions of rows: beyond 1,000 the total is the planner's estimate.
  count: 'estimated',
  texts: {
    title: 'Wijzigingen',
    empty: 'Geen wijzigingen gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de wijzigingen',
  },
  rowLabel: (h) => `${historyTableLabel(h.table_name)}: ${historySummary(h as never)}`,
  history: false,
});
