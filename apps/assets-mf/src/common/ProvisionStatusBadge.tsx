import Chip from '@mui/material/Chip';
import { labelFor, PROVISION_STATUS_LABELS, type ProvisionStatus } from '@facility/data';
import type { SelectOption } from '@facility/ui/form';

// records.md §4: active default, in_repair warning, out_of_order destructive.
const COLORS: Record<ProvisionStatus, 'default' | 'warning' | 'error'> = {
  active: 'default',
  in_repair: 'warning',
  out_of_order: 'error',
};

/** Actief, In reparatie, Buiten gebruik: any of them may be chosen freely. */
export const PROVISION_STATUS_OPTIONS: SelectOption[] = Object.entries(PROVISION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function ProvisionStatusBadge({ status }: { status: string }) {
  return <Chip size="small" label={labelFor(PROVISION_STATUS_LABELS, status)} color={COLORS[status as ProvisionStatus] ?? 'default'} />;
}
