// 'Verbruik' in a readable utility's open row: its consumption per month, quarter or year as
// a chart with the figures in a table beside it, and as CSV. Loaded when a row first opens.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { csvFileName, downloadFile } from '@facility/kit';
import { toDutchMessage, useFunctionRows } from '@facility/data/records';
import { QueryState } from '@facility/ui';
import { ChartWithTable, MuiBars, dutchNumber } from '@facility/ui/charts';
import { DownloadIcon } from '@facility/ui/icons';
import { categoriesOf, consumptionCsv, decimalsFor, PERIODS, type Period } from './consumption';

export const NO_CONSUMPTION = 'Nog geen verbruik: er zijn minstens twee meteropnames nodig.';

export function UtilityConsumption({ utility }: { utility: { id: string; type: string; meter_number: string | null } }) {
  const [period, setPeriod] = useState<Period>('month');
  const headingId = useId();
  const query = useFunctionRows('utility_consumption', { p_utility_id: utility.id, p_period: period });
  const { data, error, isLoading, mutate } = query;
  const rows = data ?? [];
  const name = [utility.type, utility.meter_number].filter(Boolean).join(' ');
  const { title } = PERIODS.find((p) => p.value === period) ?? PERIODS[0];
  const values = rows.map((r) => r.consumption);
  const digits = decimalsFor(values);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Verbruik
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label={`Periode van het verbruik ${name}`}
          // Choosing the period that is already chosen gives null: it stays.
          onChange={(_, next: Period | null) => next && setPeriod(next)}
        >
          {PERIODS.map((p) => (
            // MUI's grey for a period not chosen (action.active, 0.54) falls below 4.5:1 on the open row's grey.
            <ToggleButton key={p.value} value={p.value} sx={{ textTransform: 'none', color: 'text.secondary' }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() => downloadFile(csvFileName(`Verbruik ${name} ${title}`), consumptionCsv(rows, period))}
        >
          Verbruik exporteren
        </Button>
      </Stack>
      <QueryState
        loading={!data && isLoading}
        error={error}
        empty={rows.length === 0}
        errorTitle="Er is een fout opgetreden bij het ophalen van het verbruik"
        errorText={toDutchMessage(error)}
        emptyText={NO_CONSUMPTION}
        onRetry={() => mutate()}
      >
        <ChartWithTable
          Drawing={MuiBars}
          title={`Verbruik ${name} ${title}`}
          categories={categoriesOf(rows, period)}
          series={[{ id: 'consumption', label: 'Verbruik', values }]}
          format={(value) => dutchNumber(value, digits)}
          remarks={rows.map((r) => (r.needs_check ? 'Controleren' : undefined))}
          remarkLabel="Let op"
          layout="beside"
        />
      </QueryState>
    </Box>
  );
}
