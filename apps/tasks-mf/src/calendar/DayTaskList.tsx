import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { lightFormat } from 'date-fns';
import { openedLazily, StatusBadge } from '@facility/ui';
import type { Task } from '../tasks/taskRow';
import { isOccurrenceDone, type Occurrence } from './occurrences';
import { meterReadingUtilityType } from './meterReadingTitle';

// 'Meteropname Toevoegen' holds a form: its code loads the first time it opens.
const MeterReadingDialog = openedLazily(() => import('./MeterReadingDialog').then((m) => m.MeterReadingDialog));

export interface DayTaskListProps {
  occurrences: Occurrence<Task>[];
}

interface ReadingRequest {
  task: Task;
  utilityType: string;
}

/** The tasks falling on the selected day, under 'Taken op {dag}'. */
export function DayTaskList({ occurrences }: DayTaskListProps) {
  const [reading, setReading] = useState<ReadingRequest | null>(null);
  return (
    <>
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
      {reading && <MeterReadingDialog open {...reading} onClose={() => setReading(null)} />}
    </>
  );
}
