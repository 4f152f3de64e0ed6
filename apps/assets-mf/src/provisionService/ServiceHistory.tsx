import { labelFor, SERVICE_KIND_LABELS, useRows } from '@facility/data/records';
import { shortDate } from '../common/dates';
import { supplierName } from '../common/options';
import { RecordsTable } from '../common/RecordsTable';
import { serviceHistory } from './services';

/** A provision's performed maintenance and inspections, newest first; the history is only shown. */
export function ServiceHistory({ provisionId }: { provisionId: string }) {
  const query = useRows(serviceHistory(provisionId));
  return (
    <RecordsTable
      query={query}
      label="Onderhoudsgeschiedenis"
      errorTitle="Er is een fout opgetreden bij het ophalen van de onderhoudsgeschiedenis"
      emptyText="Nog geen onderhoud of keuringen vastgelegd."
      columns={[
        { label: 'Uitgevoerd op', cell: (entry) => shortDate(entry.performed_on) },
        { label: 'Soort', cell: (entry) => labelFor(SERVICE_KIND_LABELS, entry.kind) },
        { label: 'Uitgevoerd door', cell: (entry) => (entry.mechanic ? `${entry.mechanic.name} (monteur)` : supplierName(entry.supplier)) },
        { label: 'Opmerking', cell: (entry) => entry.note },
        { label: 'Volgende datum', cell: (entry) => shortDate(entry.next_date) },
      ]}
    />
  );
}
