import { ENTRANCE_TYPE_LABELS, labelFor, type EntranceType } from '@facility/data/records';
import { StatusBadge } from '@facility/ui';

const COLORS: Record<EntranceType, { bgcolor: string; color: string }> = {
  entrance: { bgcolor: '#2e7d32', color: '#fff' },
  exit: { bgcolor: '#c62828', color: '#fff' },
  both: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
  vehicles: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' },
};

export function EntranceTypeBadge({ type }: { type: string }) {
  const colors = COLORS[type as EntranceType] ?? COLORS.both;
  return <StatusBadge label={labelFor(ENTRANCE_TYPE_LABELS, type)} sx={colors} />;
}
