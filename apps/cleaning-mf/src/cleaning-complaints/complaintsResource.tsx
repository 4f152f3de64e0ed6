import { COMPLAINT_STATUS_LABELS, labelFor } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { dateTimeText, locationText } from '../common/format';
import { StatusSelect } from '../common/StatusSelect';
import { COMPLAINT_SELECT, type CleaningComplaint } from './complaintRow';

const STATUS_MESSAGES = {
  success: { title: 'Status bijgewerkt', description: 'De status van de klacht is succesvol bijgewerkt.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het bijwerken van de status van de klacht.' },
};

const rowLabel = (c: CleaningComplaint) => [locationText(c.space), dateTimeText(c.reported_at)].filter(Boolean).join(', ');

/** /cleaning-complaints: newest first; setting 'Opgelost' makes the database store resolved_at. */
export const complaintsResource = defineResource({
  table: 'cleaning_complaints',
  select: COMPLAINT_SELECT,
  columns: [
    { key: 'location', label: 'Locatie', text: (c) => locationText(c.space) },
    { key: 'description', label: 'Omschrijving', text: (c) => c.description },
    {
      key: 'status',
      label: 'Status',
      sortBy: 'status',
      text: (c) => labelFor(COMPLAINT_STATUS_LABELS, c.status),
      cell: (c) => (
        <StatusSelect table="cleaning_complaints" id={c.id} value={c.status} labels={COMPLAINT_STATUS_LABELS} label={`Status van ${rowLabel(c)}`} messages={STATUS_MESSAGES} />
      ),
    },
    { key: 'reported_at', label: 'Gemeld op', text: (c) => dateTimeText(c.reported_at), sortBy: 'reported_at' },
    { key: 'resolved_at', label: 'Opgelost op', text: (c) => dateTimeText(c.resolved_at), sortBy: 'resolved_at' },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['description'],
  texts: {
    title: 'Schoonmaak Klachten',
    add: 'Schoonmaakklacht Toevoegen',
    empty: 'Nog geen schoonmaakklachten.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de schoonmaakklachten',
  },
  // The form's toasts are the kit's for this noun.
  noun: { name: 'Klacht', the: 'de klacht', this: 'deze klacht' },
  rowLabel,
  form: { editable: false, load: () => import('./complaintForm').then((m) => m.complaintForm) },
});
