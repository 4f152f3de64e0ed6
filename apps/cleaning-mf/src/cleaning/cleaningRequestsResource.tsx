import { CLEANING_REQUEST_STATUS_LABELS, labelFor } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { dateTimeText, locationText } from '../common/format';
import { StatusSelect } from '../common/StatusSelect';
import { CLEANING_REQUEST_SELECT, type CleaningRequest } from './cleaningRequestRow';
import { supplierText } from './useCleaningSuppliers';

const STATUS_MESSAGES = {
  success: { title: 'Status bijgewerkt', description: 'De status van de prijsopgave is succesvol bijgewerkt.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het bijwerken van de status van de prijsopgave.' },
};

const rowLabel = (r: CleaningRequest) => [locationText(r.space), supplierText(r.supplier)].filter(Boolean).join(', ');

/** /cleaning: the cleaning quotes, newest first; staff change the status in the list. */
export const cleaningRequestsResource = defineResource({
  table: 'cleaning_requests',
  select: CLEANING_REQUEST_SELECT,
  columns: [
    { key: 'location', label: 'Locatie', text: (r) => locationText(r.space) },
    { key: 'supplier', label: 'Leverancier', text: (r) => supplierText(r.supplier) },
    { key: 'description', label: 'Omschrijving', text: (r) => r.description },
    {
      key: 'status',
      label: 'Status',
      sortBy: 'status',
      text: (r) => labelFor(CLEANING_REQUEST_STATUS_LABELS, r.status),
      cell: (r) => (
        <StatusSelect table="cleaning_requests" id={r.id} value={r.status} labels={CLEANING_REQUEST_STATUS_LABELS} label={`Status van ${rowLabel(r)}`} messages={STATUS_MESSAGES} />
      ),
    },
    { key: 'requested_at', label: 'Aangevraagd op', text: (r) => dateTimeText(r.requested_at), sortBy: 'requested_at' },
    { key: 'completed_at', label: 'Afgerond op', text: (r) => dateTimeText(r.completed_at), sortBy: 'completed_at' },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['description'],
  texts: {
    title: 'Schoonmaak',
    listTitle: 'Prijsopgaves',
    add: 'Prijsopgave Aanvragen',
    empty: 'Nog geen prijsopgaves.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de prijsopgaves',
  },
  // The form's toasts are the kit's for this noun.
  noun: { name: 'Prijsopgave', the: 'de prijsopgave', this: 'deze prijsopgave' },
  rowLabel,
  form: { editable: false, load: () => import('./cleaningRequestForm').then((m) => m.cleaningRequestForm) },
});
