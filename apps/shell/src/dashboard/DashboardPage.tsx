import { lazy } from 'react';
import Box from '@mui/material/Box';
import { TodayCard } from './TodayCard';
import { WeekCard } from './WeekCard';
import { UrgentCard } from './UrgentCard';
import { StatusCard } from './StatusCard';
import { OverviewCard } from './OverviewCard';
import { NotesCard } from './NotesCard';
import { WhenVisible } from './insights/WhenVisible';

const InsightCards = lazy(() => import('./insights/InsightCards'));

// For screen readers only. In sx a width of 1 means 100%: the heading must be 1px wide,
// or it sticks out of the page and phones scroll sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The grids' columns are minmax(0, 1fr): a long word in a card cannot widen the page. */
export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="h1" sx={visuallyHidden}>
        Dashboard
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <TodayCard />
        <WeekCard />
        <UrgentCard />
        <StatusCard />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <OverviewCard />
        <NotesCard />
        <WhenVisible minHeight={320}>
          <InsightCards />
        </WhenVisible>
      </Box>
    </Box>
  );
}
