import { labelFor, MALFUNCTION_STATE_LABELS, malfunctionState, PRIORITY_LABELS } from '@facility/data/records';
import { defineResource, withAttachments } from '@facility/kit';
import { shortDate } from '../common/dates';
import { supplierName } from '../common/options';
import { MALFUNCTION_SELECT, type Malfunction } from './malfunctionRow';
import { MalfunctionStateBadge } from './MalfunctionStateBadge';
import { PriorityBadge } from './PriorityBadge';
import { ProvisionCell } from './ProvisionCell';

const stateLabel = (m: Malfunction) => labelFor(MALFUNCTION_STATE_LABELS, malfunctionState(m.resolved_at));

/** /malfunctions: 'Storingen', newest first (records.md §2, §7). */
export const malfunctionsResource = withAttachments(
  defineResource({
    table: 'malfunctions',
    select: MALFUNCTION_SELECT,
    columns: [
      {
        key: 'technical_provision',
        label: 'Technische voorziening',
        text: (m) => m.technical_provision?.device_name,
        cell: (m) => <ProvisionCell provision={m.technical_provision} />,
        sortBy: 'device_name',
      },
      { key: 'type_and_model', label: 'Type en model', text: (m) => m.technical_provision?.type_and_model, shown: false },
      { key: 'description', label: 'Omschrijving', text: (m) => m.description },
      { key: 'supplier', label: 'Leverancier', text: (m) => supplierName(m.supplier), sortBy: 'supplier_company_name' },
      { key: 'started_at', label: 'Startdatum', text: (m) => shortDate(m.started_at), sortBy: 'started_at' },
      { key: 'resolved_at', label: 'Einddatum', text: (m) => shortDate(m.resolved_at), sortBy: 'resolved_at' },
      { key: 'state', label: 'Status', text: stateLabel, cell: (m) => <MalfunctionStateBadge resolvedAt={m.resolved_at} /> },
      { key: 'priority', label: 'Prioriteit', text: (m) => labelFor(PRIORITY_LABELS, m.priority), cell: (m) => <PriorityBadge priority={m.priority} /> },
    ],
    defaultSort: { key: 'created_at', direction: 'desc' },
    search: ['description'],
    // The spec gives no toasts for malfunctions (records.md §8); they follow the other assets
    // pages, the kit's for this noun: 'Storing toegevoegd' / 'De storing is succesvol
    // toegevoegd.', '… bijgewerkt', '… verwijderd', and on failure 'Fout' / 'Er is een fout
    // opgetreden bij het opslaan van de storing.' (decisions.md).
    noun: { name: 'Storing', the: 'de storing', this: 'deze storing' },
    texts: {
      title: 'Storingen',
      add: 'Nieuwe storing',
      empty: 'Geen storingen gevonden.',
      loadError: 'Er is een fout opgetreden bij het ophalen van de storingen',
    },
    rowLabel: (m) => [m.technical_provision?.device_name, m.description].filter(Boolean).join(': '),
    form: { load: () => import('./malfunctionForm').then((m) => m.malfunctionForm) },
    delete: true,
    // Saving sets the provision's status; the provision lists and choices show it.
    refreshes: ['technical_provisions'],
  }),
);
