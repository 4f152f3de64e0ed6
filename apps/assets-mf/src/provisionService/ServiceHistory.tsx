import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { labelFor, SERVICE_KIND_LABELS, toDutchMessage, useTableQuery } from '@facility/data';
import { QueryState } from '@facility/ui';
import { shortDate } from '../common/dates';
import { supplierName } from '../common/options';
import { serviceHistoryQuery } from './services';

/** A provision's performed maintenance and inspections, newest first; the history is only shown. */
export function ServiceHistory({ provisionId }: { provisionId: string }) {
  const { data, error, isLoading, mutate } = useTableQuery(['provision_services', 'of-provision', provisionId], () => serviceHistoryQuery(provisionId));
  const rows = data ?? [];
  return (
    <QueryState
      loading={!data && isLoading}
      error={error}
      empty={rows.length === 0}
      errorTitle="Er is een fout opgetreden bij het ophalen van de onderhoudsgeschiedenis"
      errorText={toDutchMessage(error)}
      emptyText="Nog geen onderhoud of keuringen vastgelegd."
      onRetry={() => mutate()}
    >
      <Table size="small" aria-label="Onderhoudsgeschiedenis">
        <TableHead>
          <TableRow>
            <TableCell>Uitgevoerd op</TableCell>
            <TableCell>Soort</TableCell>
            <TableCell>Uitgevoerd door</TableCell>
            <TableCell>Opmerking</TableCell>
            <TableCell>Volgende datum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{shortDate(entry.performed_on)}</TableCell>
              <TableCell>{labelFor(SERVICE_KIND_LABELS, entry.kind)}</TableCell>
              <TableCell>{entry.mechanic ? `${entry.mechanic.name} (monteur)` : supplierName(entry.supplier)}</TableCell>
              <TableCell>{entry.note}</TableCell>
              <TableCell>{shortDate(entry.next_date)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </QueryState>
  );
}
