import Typography from '@mui/material/Typography';
import { useRows } from '@facility/data/records';
import { LoadFailure, LoadingState, loadOnce, useLoaded } from '@facility/ui';
import { RecordsTable } from '../common/RecordsTable';
import { longDate, READINGS_SHOWN, readingsOf } from './readings';

export type ShownUtility = { id: string; type: string; meter_number: string | null };

// 'Verbruik' and its chart download when a row first opens, not with the page.
const consumption = loadOnce(() => import('./UtilityConsumption').then((m) => m.UtilityConsumption));

function Consumption({ utility }: { utility: ShownUtility }) {
  const View = useLoaded(consumption);
  return View ? <View utility={utility} /> : <LoadingState />;
}

/** A utility's readings, newest first, and its consumption; mounted (and so loaded) only while its row is open. */
export function UtilityReadings({ utility }: { utility: ShownUtility }) {
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
      {/* A failed download says so in a toast and shows nothing; opening the row again tries again. */}
      <LoadFailure message="Het verbruik kon niet worden geladen. Controleer je verbinding en probeer het opnieuw." onFailure={() => undefined}>
        <Consumption utility={utility} />
      </LoadFailure>
    </>
  );
}
