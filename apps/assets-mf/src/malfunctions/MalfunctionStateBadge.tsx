import Chip from '@mui/material/Chip';
import { labelFor, MALFUNCTION_STATE_LABELS, malfunctionState } from '@facility/data';

/** 'Open' while the malfunction has no end date, 'Opgelost' once it has. */
export function MalfunctionStateBadge({ resolvedAt }: { resolvedAt: string | null }) {
  const state = malfunctionState(resolvedAt);
  return <Chip size="small" variant="outlined" color={state === 'open' ? 'warning' : 'success'} label={labelFor(MALFUNCTION_STATE_LABELS, state)} />;
}
