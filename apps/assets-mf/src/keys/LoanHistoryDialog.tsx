import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { KEY_LOAN_KIND_LABELS, labelFor, toDutchMessage, useTableQuery } from '@facility/data';
import { QueryState } from '@facility/ui';
import { dateTime, shortDate } from '../common/dates';
import { loanHistoryQuery } from './loans';

/** A key's loan history, newest first; it cannot be changed, so it is only shown. */
export function LoanHistoryDialog({ keyRow, onClose }: { keyRow: { id: string; number: string } | null; onClose: () => void }) {
  const title = `Uitgiftegeschiedenis van sleutel ${keyRow?.number ?? ''}`;
  return (
    <Dialog open={keyRow !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="loan-history-title">
      <DialogTitle id="loan-history-title">{title}</DialogTitle>
      <DialogContent>{keyRow && <History keyId={keyRow.id} label={title} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ keyId, label }: { keyId: string; label: string }) {
  const { data, error, isLoading, mutate } = useTableQuery(['key_loans', 'of-key', keyId], () => loanHistoryQuery(keyId));
  const rows = data ?? [];
  return (
    <QueryState
      loading={!data && isLoading}
      error={error}
      empty={rows.length === 0}
      errorTitle="Er is een fout opgetreden bij het ophalen van de uitgiftegeschiedenis"
      errorText={toDutchMessage(error)}
      emptyText="Deze sleutel is nog nooit uitgegeven."
      onRetry={() => mutate()}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Moment</TableCell>
            <TableCell>Gebeurtenis</TableCell>
            <TableCell>Naam</TableCell>
            <TableCell>Bedrijf</TableCell>
            <TableCell>Telefoon</TableCell>
            <TableCell>Uitgegeven op</TableCell>
            <TableCell>Terug uiterlijk</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((loan) => (
            <TableRow key={loan.id}>
              <TableCell>{dateTime(loan.created_at)}</TableCell>
              <TableCell>{labelFor(KEY_LOAN_KIND_LABELS, loan.kind)}</TableCell>
              <TableCell>{loan.borrower_name}</TableCell>
              <TableCell>{loan.borrower_company}</TableCell>
              <TableCell>{loan.borrower_phone}</TableCell>
              <TableCell>{shortDate(loan.handed_out_on)}</TableCell>
              <TableCell>{shortDate(loan.due_date)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </QueryState>
  );
}
