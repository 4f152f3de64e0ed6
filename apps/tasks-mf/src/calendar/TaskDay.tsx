import { Badge } from '@mui/material';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers';
import { dayKey } from './occurrences';

export type TaskDayProps = PickerDayProps & { taskDays?: ReadonlySet<string> };

/** A day of the calendar, with a dot when tasks fall on it. */
export function TaskDay({ taskDays, ...props }: TaskDayProps) {
  const hasTasks = !props.outsideCurrentMonth && Boolean(taskDays?.has(dayKey(props.day)));
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color="primary"
      invisible={!hasTasks}
      data-has-tasks={hasTasks || undefined}
      data-day={dayKey(props.day)}
    >
      <PickerDay {...props} />
    </Badge>
  );
}
