import { labelFor, MALFUNCTION_STATE_LABELS, malfunctionState } from '@facility/data/records';
import { StatusBadge } from '@facility/ui';

/** 'Open' while the malfunction has no end date, 'Opgelost' once it has. */
export function MalfunctionStateBadge({ resolvedAt }: { resolvedAt: string | null }) {
  const state = malfunctionState(resolvedAt);
  return <StatusBadge variant="outlined" color={state === 'open' ? 'warning' : 'success'} label={labelFor(MALFUNCTION_STATE_LABELS, state)} />;
}
