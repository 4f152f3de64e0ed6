import { labelFor, PRIORITY_LABELS, type Priority } from '@facility/data/records';
import { StatusBadge, type StatusBadgeProps } from '@facility/ui';

// records.md §4: low gray, medium yellow, high orange, critical red. High is the theme's
// warning orange, whose white text reads (WCAG AA); MUI's lighter orange did not.
const LOOKS: Record<Priority, Pick<StatusBadgeProps, 'color' | 'sx'>> = {
  low: { sx: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' } },
  medium: { sx: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' } },
  high: { color: 'warning' },
  critical: { sx: { bgcolor: '#c62828', color: '#fff' } },
};

/** Laag, Gemiddeld, Hoog, Kritiek. */
export function PriorityBadge({ priority }: { priority: string }) {
  return <StatusBadge label={labelFor(PRIORITY_LABELS, priority)} {...(LOOKS[priority as Priority] ?? LOOKS.low)} />;
}
