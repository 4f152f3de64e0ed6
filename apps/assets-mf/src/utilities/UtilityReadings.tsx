import Typography from '@mui/material/Typography';
import { useRows } from '@facility/data/records';
import { RecordsTable } from '../common/RecordsTable';
import { longDate, READINGS_SHOWN, readingsOf } from './readings';

/** A utility's readings, newest first; mounted (and so loaded) only while its row is open. */
export function UtilityReadings({ utility }: { utility: { id: string; type: string; meter_number: string | null } }) {
  const query = useRows(readingsOf(utility.id));
  return (
    <>
      <RecordsTable
        query={query}
        label={`Meteropnames ${[utility.type, utility.meter_number].filter(Boolean).join(' ')}`}
        errorTitle="Er is een fout opgetreden bij het ophalen van de meteropnames"
        emptyText="Geen meteropnames gevonden."
        sx={{ maxWidth: 480 }}
        columns={[
          { label: 'Datum', cell: (reading) => longDate(reading.reading_date) },
          { label: 'Meterstand', cell: (reading) => reading.reading_value, align: 'right' },
        ]}
      />
      {query.data?.length === READINGS_SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          De nieuwste {READINGS_SHOWN} meteropnames.
        </Typography>
      )}
    </>
  );
}
