import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { SundayFirstCalendar, weekdayAbbreviation } from './SundayFirstCalendar';
import { TaskDay, type TaskDayProps } from './TaskDay';

export interface TaskCalendarProps {
  selected: Date;
  taskDays: ReadonlySet<string>;
  loading: boolean;
  onSelect: (day: Date) => void;
  onMonthChange: (month: Date) => void;
}

/** The month view: Sunday first, a dot on each day with tasks, previous/next month. */
export function TaskCalendar({ selected, taskDays, loading, onSelect, onMonthChange }: TaskCalendarProps) {
  return (
    <SundayFirstCalendar>
      <DateCalendar
        value={selected}
        onChange={(day) => day && onSelect(day)}
        onMonthChange={onMonthChange}
        views={['day']}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        dayOfWeekFormatter={weekdayAbbreviation}
        slots={{ day: TaskDay }}
        slotProps={{ day: { taskDays } as Partial<TaskDayProps> }}
        sx={{ width: '100%', maxWidth: 360, m: 0 }}
      />
    </SundayFirstCalendar>
  );
}
