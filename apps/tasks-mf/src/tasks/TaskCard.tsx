import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { labelFor, longDateText, RECURRENCE_PATTERN_LABELS, useWriteAccess } from '@facility/data/records';
import { RepeatIcon, ScheduleIcon, TodayIcon } from '@facility/ui/icons';
import { taskDuration } from './duration';
import { isTaskOpen, useSetTaskCompleted } from './taskCompletion';
import type { Task } from './taskRow';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

export function TaskCard({ task }: { task: Task }) {
  const titleId = useId();
  const open = isTaskOpen(task);
  // The toggle completes an open task and reopens a completed one.
  const { run: toggle, busy } = useSetTaskCompleted(open);
  const { write } = useWriteAccess();
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography>
          {task.comments && <Typography sx={{ whiteSpace: 'pre-line' }}>{task.comments}</Typography>}
          <Detail icon={<TodayIcon fontSize="small" />}>
            {longDateText(new Date(task.start_date), { time: true })}
          </Detail>
          <Detail icon={<ScheduleIcon fontSize="small" />}>{taskDuration(task)}</Detail>
          {task.is_recurring && (
            <Detail icon={<RepeatIcon fontSize="small" />}>{labelFor(RECURRENCE_PATTERN_LABELS, task.recurrence_pattern)}</Detail>
          )}
        </Box>
        <FormControlLabel
          label="Voltooid"
          control={<Checkbox checked={!open} disabled={busy || !write} onChange={() => toggle(task)} />}
        />
      </CardContent>
    </Card>
  );
}
