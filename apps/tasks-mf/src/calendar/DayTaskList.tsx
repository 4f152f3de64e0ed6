import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { lightFormat } from 'date-fns';
import { longDateText } from '@facility/data/records';
import { EmptyState, openedLazily, StatusBadge } from '@facility/ui';
import type { Task } from '../tasks/useOpenTasks';
import { isOccurrenceDone, type Occurrence } from './occurrences';
import { meterReadingUtilityType } from './meterReadingTitle';

// 'Meteropname Toevoegen' holds a form: its code loads the first time it opens.
const MeterReadingDialog = openedLazily(() => import('./MeterReadingDialog').then((m) => m.MeterReadingDialog));

export interface DayTaskListProps {
  day: Date;
  occurrences: Occurrence<Task>[];
}

interface ReadingRequest {
  task: Task;
  utilityType: string;
}

/** 'Taken op {dag}': the tasks falling on the selected day. */
export function DayTaskList({ day, occurrences }: DayTaskListProps) {
  const [reading, setReading] = useState<ReadingRequest | null>(null);
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {`Taken op ${longDateText(day, { weekday: true })}`}
      </Typography>
      {occurrences.length === 0 ? (
        <EmptyState text="Geen taken gepland voor deze dag" />
      ) : (
        <List aria-label="Taken van de dag">
          {occurrences.map(({ task, date }) => {
            const done = isOccurrenceDone(task, date);
            const utilityType = done ? null : meterReadingUtilityType(task.title);
            return (
              <ListItem key={task.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  primary={task.title}
                  secondary={lightFormat(date, 'HH:mm')}
                  sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}
                />
                {done && <StatusBadge label="Voltooid" color="success" />}
                {utilityType && (
                  <Button
                    variant="outlined"
                    size="small"
                    onPointerEnter={MeterReadingDialog.preload}
                    onFocus={MeterReadingDialog.preload}
                    onClick={() => setReading({ task, utilityType })}
                  >
                    Meterstand invoeren
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {reading && <MeterReadingDialog open {...reading} onClose={() => setReading(null)} />}
    </Box>
  );
}
