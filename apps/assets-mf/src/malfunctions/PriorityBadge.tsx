import { labelFor, PRIORITY_LABELS, type Priority } from '@facility/data/records';
import { StatusBadge } from '@facility/ui';

// records.md §4: low gray, medium yellow, high orange, critical red.
const COLORS: Record<Priority, { bgcolor: string; color: string }> = {
  low: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
  medium: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' },
  high: { bgcolor: '#ef6c00', color: '#fff' },
  critical: { bgcolor: '#c62828', color: '#fff' },
};

/** Laag, Gemiddeld, Hoog, Kritiek. */
export function PriorityBadge({ priority }: { priority: string }) {
  return <StatusBadge label={labelFor(PRIORITY_LABELS, priority)} sx={COLORS[priority as Priority] ?? COLORS.low} />;
}
