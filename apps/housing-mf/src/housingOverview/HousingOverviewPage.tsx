import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from '@facility/runtime/router';
import { HOUSING_STATUS_LABELS, toDutchMessage, useRows, type From, type HousingStatus } from '@facility/data/records';
import { PageHeader, QueryState } from '@facility/ui';
import { AddIcon } from '@facility/ui/icons';

const STATUSES = Object.keys(HOUSING_STATUS_LABELS) as HousingStatus[];

/** Every building's units counted per status by the database (decisions.md), by building name. */
export const housingOverview = (from: From) => from('housing_overview').select('*').order('building_name').order('building_id');

/**
 * /housing-list: 'Woningen'. Every building in one table with the totals under it (no
 * pages: the totals are of all of them); a saved, deleted or imported unit refreshes it.
 */
export default function HousingOverviewPage() {
  const { data, error, isLoading, mutate } = useRows(housingOverview);
  const rows = data ?? [];
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return (
    <>
      <PageHeader
        title="Woningen"
        action={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/housing">
            Nieuwe Woning
          </Button>
        }
      />
      <Card sx={{ minWidth: 0 }}>
        <CardHeader title="Woningen per gebouw" slotProps={{ title: { component: 'h2' } }} />
        <CardContent>
          <QueryState
            loading={isLoading}
            error={error}
            empty={rows.length === 0}
            errorTitle="Er is een fout opgetreden bij het ophalen van de woningen"
            errorText={error ? toDutchMessage(error) : ''}
            emptyText="Nog geen woningen."
            onRetry={() => void mutate()}
          >
            <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Table size="small" aria-label="Woningen per gebouw">
                <TableHead>
                  <TableRow>
                    <TableCell>Gebouw</TableCell>
                    {STATUSES.map((status) => (
                      <TableCell key={status} align="right">
                        {HOUSING_STATUS_LABELS[status]}
                      </TableCell>
                    ))}
                    <TableCell align="right">Totaal</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.building_id} hover>
                      <TableCell component="th" scope="row">
                        {row.building_name}
                      </TableCell>
                      {STATUSES.map((status) => (
                        <TableCell key={status} align="right">
                          {row[status] ?? 0}
                        </TableCell>
                      ))}
                      <TableCell align="right">{row.total ?? 0}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      Totaal
                    </TableCell>
                    {STATUSES.map((status) => (
                      <TableCell key={status} align="right" sx={{ fontWeight: 600 }}>
                        {sum((row) => row[status] ?? 0)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {sum((row) => row.total ?? 0)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
