import Chip from '@mui/material/Chip';
import { shortDate, todayIso } from '../common/dates';

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

/** The status as a badge: present, out, or out past its return date. */
export function LoanStatus({ loan }: { loan: Loan }) {
  const color = !loan.loaned_to ? 'success' : isOverdue(loan) ? 'error' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={isOverdue(loan) ? `${loanStatusText(loan)} (te laat)` : loanStatusText(loan)} />;
}
