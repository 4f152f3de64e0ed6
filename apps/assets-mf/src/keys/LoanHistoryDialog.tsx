import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { KEY_LOAN_KIND_LABELS, labelFor, useRows } from '@facility/data/records';
import { dateTime, shortDate } from '../common/dates';
import { RecordsTable } from '../common/RecordsTable';
import { loanHistory } from './loans';

/** A key's loan history, newest first; it cannot be changed, so it is only shown. */
export function LoanHistoryDialog({ open, keyRow, onClose }: { open: boolean; keyRow: { id: string; number: string } | null; onClose: () => void }) {
  const title = `Uitgiftegeschiedenis van sleutel ${keyRow?.number ?? ''}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="loan-history-title">
      <DialogTitle id="loan-history-title">{title}</DialogTitle>
      <DialogContent>{keyRow && <History keyId={keyRow.id} label={title} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ keyId, label }: { keyId: string; label: string }) {
  const query = useRows(loanHistory(keyId));
  return (
    <RecordsTable
      query={query}
      label={label}
      errorTitle="Er is een fout opgetreden bij het ophalen van de uitgiftegeschiedenis"
      emptyText="Deze sleutel is nog nooit uitgegeven."
      columns={[
        { label: 'Moment', cell: (loan) => dateTime(loan.created_at) },
        { label: 'Gebeurtenis', cell: (loan) => labelFor(KEY_LOAN_KIND_LABELS, loan.kind) },
        { label: 'Naam', cell: (loan) => loan.borrower_name },
        { label: 'Bedrijf', cell: (loan) => loan.borrower_company },
        { label: 'Telefoon', cell: (loan) => loan.borrower_phone },
        { label: 'Uitgegeven op', cell: (loan) => shortDate(loan.handed_out_on) },
        { label: 'Terug uiterlijk', cell: (loan) => shortDate(loan.due_date) },
      ]}
    />
  );
}
