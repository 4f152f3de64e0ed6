import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toDutchMessage, useTableQuery } from '@facility/data';
import { QueryState } from '@facility/ui';
import { longDate, READINGS_SHOWN, readingsQuery } from './readings';

/** A utility's readings, newest first; mounted (and so loaded) only while its row is open. */
export function UtilityReadings({ utility }: { utility: { id: string; type: string; meter_number: string | null } }) {
  const { data, error, isLoading, mutate } = useTableQuery(['utility_readings', 'of-utility', utility.id], () => readingsQuery(utility.id));
  const rows = data ?? [];
  const label = `Meteropnames ${[utility.type, utility.meter_number].filter(Boolean).join(' ')}`;
  return (
    <QueryState
      loading={!data && isLoading}
      error={error}
      empty={rows.length === 0}
      errorTitle="Er is een fout opgetreden bij het ophalen van de meteropnames"
      errorText={toDutchMessage(error)}
      emptyText="Geen meteropnames gevonden."
      onRetry={() => mutate()}
    >
      <Table size="small" aria-label={label} sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Datum</TableCell>
            <TableCell align="right">Meterstand</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((reading) => (
            <TableRow key={reading.id}>
              <TableCell>{longDate(reading.reading_date)}</TableCell>
              <TableCell align="right">{reading.reading_value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length === READINGS_SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          De nieuwste {READINGS_SHOWN} meteropnames.
        </Typography>
      )}
    </QueryState>
  );
}
