import { Box } from '@mui/material';
import { TodayCard } from './TodayCard';
import { WeekCard } from './WeekCard';
import { UrgentCard } from './UrgentCard';
import { StatusCard } from './StatusCard';
import { OverviewCard } from './OverviewCard';
import { NotesCard } from './NotesCard';

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="h1" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Dashboard
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <TodayCard />
        <WeekCard />
        <UrgentCard />
        <StatusCard />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <OverviewCard />
        <NotesCard />
      </Box>
    </Box>
  );
}
