import { labelFor, PARKING_TYPE_LABELS, type ParkingType } from '@facility/data/records';
import { StatusBadge } from '@facility/ui';

const COLORS: Record<ParkingType, { bgcolor: string; color: string }> = {
  regular: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
  disabled: { bgcolor: '#1565c0', color: '#fff' },
  visitor: { bgcolor: '#6a1b9a', color: '#fff' },
  electric: { bgcolor: '#2e7d32', color: '#fff' },
};

/** Regulier, Invalide, Bezoeker, Elektrisch (records.md §4). */
export function ParkingTypeBadge({ type }: { type: string }) {
  const colors = COLORS[type as ParkingType] ?? COLORS.regular;
  return <StatusBadge label={labelFor(PARKING_TYPE_LABELS, type)} sx={colors} />;
}
