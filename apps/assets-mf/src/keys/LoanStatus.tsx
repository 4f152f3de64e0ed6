import Box from '@mui/material/Box';
import { shortDate, todayIso } from '../common/dates';
import { StatusBadge } from '@facility/ui';

interface Loan {
  loaned_to: string | null;
  loaned_until: string | null;
}

/** 'Aanwezig', or 'Uitgegeven aan <naam> tot <datum>'. */
export function loanStatusText(key: Loan) {
  return key.loaned_to ? `Uitgegeven aan ${key.loaned_to} tot ${shortDate(key.loaned_until)}` : 'Aanwezig';
}

export function isOverdue(key: Loan, today = todayIso()) {
  return Boolean(key.loaned_to && key.loaned_until && key.loaned_until < today);
}

/** The status as a badge: present, out, and a second badge 'Te laat' once its return date has passed. */
export function LoanStatus({ loan }: { loan: Loan }) {
  const late = isOverdue(loan);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <StatusBadge variant="outlined" color={loan.loaned_to ? 'warning' : 'success'} label={loanStatusText(loan)} />
      {late && <StatusBadge color="error" label="Te laat" />}
    </Box>
  );
}
