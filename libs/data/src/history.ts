// History (public.history, 20261201000100_history.sql) as the screens show it:
// '26-11-2026 14:32 · Ria de Vries · Status: Open → Opgelost', with each column's Dutch
// label and its values as the lists show them.
import { parseISO } from 'date-fns';
import { COLUMN_LABELS, labelFor, MALFUNCTION_STATE_LABELS, malfunctionState, yesNo } from './labels';
import { FIELD_LABELS, TABLE_NOUNS } from './constraintMessages';
import { errorKind, toDutchMessage } from './errors';
import { normalize, quoted } from './errorText';
import { numberText, shortDateText, timeText } from './displayText';

export interface HistoryEntry {
  id: number;
  table_name: string;
  row_id: string | null;
  action: string;
  actor_email: string | null;
  actor_name: string | null;
  changed_at: string;
  changes: Record<string, [unknown, unknown]> | null;
  old_row?: Record<string, unknown> | null;
  row_count: number;
  label: string | null;
}

export const HISTORY_ACTION_LABELS = {
  insert: 'Toegevoegd',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
} as const;

/** Labels of columns that forms name differently from FIELD_LABELS or not at all. */
const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  resolved_at: 'Einddatum',
  building_name: 'Gebouw',
  entrance_name: 'In-/uitgang',
  entrance_id: 'In-/uitgang',
  supplier_company_name: 'Leverancier',
  comments: 'Opmerkingen',
  square_meters: 'Oppervlakte',
  balcony_size: 'Balkon',
  orientation: 'Oriëntatie',
  loaned_to: 'Uitgeleend aan',
  loaned_until: 'Uitgeleend tot',
  completed_at: 'Voltooid op',
  next_occurrence_at: 'Volgende keer',
  recurrence_pattern: 'Herhaling',
  maintenance_interval_months: 'Onderhoud (maanden)',
  inspection_interval_months: 'Keuring (maanden)',
  next_maintenance_date: 'Volgend onderhoud',
  next_inspection_date: 'Volgende keuring',
  meter_number: 'Meternummer',
  email: 'E-mail',
  phone: 'Telefoon',
  role: 'Rol',
  all_buildings: 'Alle gebouwen',
  active: 'Actief',
};

/** Columns nobody reads in a history (the row's key, what the database keeps, sort copies). */
const UNSHOWN = new Set(['id', 'created_at', 'house_number_order', 'status_order', 'loan_id']);

export function historyColumnLabel(column: string): string {
  return HISTORY_FIELD_LABELS[column] ?? FIELD_LABELS[column] ?? column.replace(/_/g, ' ');
}

const STAFF_TABLE_LABELS: Readonly<Record<string, string>> = { staff: 'Medewerker', staff_buildings: 'Gebouw van medewerker' };

/** Every table with a history, as historyTableLabel names it. */
export const HISTORY_TABLES: readonly string[] = [...Object.keys(TABLE_NOUNS), ...Object.keys(STAFF_TABLE_LABELS)];

/** 'Ruimte', 'Technische voorziening', 'Sleutelkoppelingen': a table as one of its rows is called. */
export function historyTableLabel(table: string): string {
  const noun = TABLE_NOUNS[table];
  if (!noun) return STAFF_TABLE_LABELS[table] ?? table;
  // Three link tables share 'de koppeling': their plural tells them apart.
  const text = noun.one === 'de koppeling' ? noun.many : noun.one.replace(/^(de|het) /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DAY = /^\d{4}-\d\d-\d\d$/;
const MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A stored value as the lists show it: labels, dd-MM-yyyy, a decimal comma, Ja/Nee, '—' for empty. */
export function historyValue(table: string, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return numberText(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const labels = (COLUMN_LABELS as Record<string, Record<string, Readonly<Record<string, string>>> | undefined>)[table]?.[column];
  if (labels) return labelFor(labels, value);
  if (DAY.test(value)) return shortDateText(parseISO(value));
  if (MOMENT.test(value)) {
    const moment = parseISO(value);
    return `${shortDateText(moment)} ${timeText(moment)}`;
  }
  return value;
}

/** The changes of an update, one line per column: 'Status: Open → Opgelost'. */
export function historyChanges(table: string, changes: HistoryEntry['changes']): string[] {
  if (!changes) return [];
  const columns = Object.keys(changes).filter((c) => !UNSHOWN.has(c));
  // A reference that moved shows the name copied with it (building_name), not its id.
  const shown = columns.filter((c) => !(c.endsWith('_id') && columns.some((o) => o !== c && historyColumnLabel(o) === historyColumnLabel(c))));
  const lines = shown.map((c) =>
    c.endsWith('_id') ? `${historyColumnLabel(c)} gewijzigd` : `${historyColumnLabel(c)}: ${historyValue(table, c, changes[c][0])} → ${historyValue(table, c, changes[c][1])}`,
  );
  if (table === 'malfunctions' && changes.resolved_at) {
    const [before, after] = changes.resolved_at.map((v) => labelFor(MALFUNCTION_STATE_LABELS, malfunctionState(v as string | null)));
    if (before !== after) lines.unshift(`Status: ${before} → ${after}`);
  }
  return lines;
}

/** Who made the change: the staff member's name, else the e-mail, else the system (seed, maintenance). */
export function historyActor(entry: Pick<HistoryEntry, 'actor_name' | 'actor_email'>): string {
  return entry.actor_name || entry.actor_email || 'Systeem';
}

/** What happened, without who and when: 'Status: Open → Opgelost', 'Toegevoegd', '3 woningen geïmporteerd'. */
export function historySummary(entry: HistoryEntry): string {
  if (entry.row_id === null) return `${entry.label ?? HISTORY_ACTION_LABELS[entry.action as keyof typeof HISTORY_ACTION_LABELS]}: ${entry.row_count} rijen`;
  if (entry.label) return entry.label;
  if (entry.action === 'update') return historyChanges(entry.table_name, entry.changes).join('; ') || HISTORY_ACTION_LABELS.update;
  return HISTORY_ACTION_LABELS[entry.action as keyof typeof HISTORY_ACTION_LABELS] ?? entry.action;
}

/** '26-11-2026 14:32 · Ria de Vries · Status: Open → Opgelost'. */
export function historyLine(entry: HistoryEntry): string {
  return `${historyValue('', 'changed_at', entry.changed_at)} · ${historyActor(entry)} · ${historySummary(entry)}`;
}

/** A deleted row as a person recognises it: its name, number, address or description. */
export function deletedRowLabel(row: Record<string, unknown> | null | undefined): string {
  if (!row) return '';
  const street = [row.street, row.house_number].filter(Boolean).join(' ');
  const text = row.name ?? row.device_name ?? row.title ?? row.company_name ?? row.number ?? (street || undefined) ?? row.description ?? row.borrower_name;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}

/** Why 'Herstellen' failed, in Dutch: the row it belonged to is gone, a value is taken, it is back already. */
export function restoreFailureMessage(error: unknown): string {
  const e = normalize(error);
  if (errorKind(error) === 'foreign_key') {
    const missing = quoted(e.details, /not present in table "([^"]+)"/);
    const noun = missing ? TABLE_NOUNS[missing]?.one : undefined;
    if (noun) return `Herstellen kan niet: ${noun} waar dit bij hoorde bestaat niet meer.`;
  }
  if (errorKind(error) === 'unique') return `Herstellen kan niet: ${toDutchMessage(error)}`;
  return toDutchMessage(error);
}
