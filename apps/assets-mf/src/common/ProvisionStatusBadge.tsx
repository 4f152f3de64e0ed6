import { labelFor, labelOptions, PROVISION_STATUS_LABELS, type ProvisionStatus } from '@facility/data/records';
import { StatusBadge } from '@facility/ui';

// records.md §4: active default, in_repair warning, out_of_order destructive.
const COLORS: Record<ProvisionStatus, 'default' | 'warning' | 'error'> = {
  active: 'default',
  in_repair: 'warning',
  out_of_order: 'error',
};

/** Actief, In reparatie, Buiten gebruik: any of them may be chosen freely. */
export const PROVISION_STATUS_OPTIONS = labelOptions(PROVISION_STATUS_LABELS);

export function ProvisionStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={labelFor(PROVISION_STATUS_LABELS, status)} color={COLORS[status as ProvisionStatus] ?? 'default'} />;
}
