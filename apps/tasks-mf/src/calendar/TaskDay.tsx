import Box from '@mui/material/Box';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { format } from 'date-fns';
import { dayKey } from './occurrences';

export type TaskDayProps = PickerDayProps & { taskDays?: ReadonlySet<string> };

/**
 * A day of the calendar, with a dot when tasks fall on it. The dot is inside the day's
 * own cell, centred under its number (a badge at the corner sat between two days and
 * read as the next day's).
 */
export function TaskDay({ taskDays, ...props }: TaskDayProps) {
  const hasTasks = !props.outsideCurrentMonth && Boolean(taskDays?.has(dayKey(props.day)));
  return (
    <PickerDay {...props} data-has-tasks={hasTasks || undefined} data-day={dayKey(props.day)}>
      {props.children ?? format(props.day, 'd')}
      {hasTasks && (
        <Box
          component="span"
          aria-hidden
          data-task-dot
          sx={{
            position: 'absolute',
            left: '50%',
            bottom: 4,
            transform: 'translateX(-50%)',
            width: 5,
            height: 5,
            borderRadius: '50%',
            // On the selected day's filled circle the dot takes the text colour.
            bgcolor: props.selected ? 'primary.contrastText' : 'primary.main',
            pointerEvents: 'none',
          }}
        />
      )}
    </PickerDay>
  );
}
