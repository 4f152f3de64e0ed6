import Box from '@mui/material/Box';
import { shortDate, todayIso } from '../common/dates';
import { StatusBadge } from '@facility/ui';

/** A due date before today: overdue. */
export const isOverdue = (due: string | null, today = todayIso()) => Boolean(due && due < today);

/** dd-MM-yyyy, and 'Achterstallig' once the date has passed. */
export function DueDate({ due }: { due: string | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{shortDate(due)}</span>
      {isOverdue(due) && <StatusBadge color="error" label="Achterstallig" />}
    </Box>
  );
}
