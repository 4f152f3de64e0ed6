import { useMemo, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { isSameMonth, startOfMonth } from 'date-fns';
import { toDutchMessage } from '@facility/data/records';
import { ErrorState, LoadingState, PageHeader } from '@facility/ui';
import { TASKS_FETCH_FAILED } from '../tasks/useOpenTasks';
import { DayTaskList } from './DayTaskList';
import { MonthCalendar } from './MonthCalendar';
import { dayKey, occurrencesByDay } from './occurrences';
import { useCalendarTasks } from './useCalendarTasks';

export default function CalendarPage() {
  const [selected, setSelected] = useState(() => new Date());
  const [month, setMonth] = useState(() => startOfMonth(selected));
  const { data, error, isLoading, mutate } = useCalendarTasks(month);
  const byDay = useMemo(() => occurrencesByDay(data ?? [], month), [data, month]);
  const taskDays = useMemo(() => new Set(byDay.keys()), [byDay]);

  const showMonth = (next: Date) => {
    const today = new Date();
    setMonth(startOfMonth(next));
    setSelected(isSameMonth(next, today) ? today : startOfMonth(next));
  };

  return (
    <>
      <PageHeader title="Kalender" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Card sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', md: 'flex-start' } }}>
          <CardContent sx={{ display: 'flex', justifyContent: 'center', p: { xs: 0.5, sm: 2 } }}>
            <MonthCalendar month={month} selected={selected} taskDays={taskDays} onSelect={setSelected} onMonthChange={showMonth} />
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            {/* Said once, here, with a retry; not also as a toast. */}
            {error ? (
              <ErrorState title={TASKS_FETCH_FAILED} text={toDutchMessage(error)} onRetry={() => mutate()} />
            ) : isLoading ? (
              <LoadingState />
            ) : (
              <DayTaskList day={selected} occurrences={byDay.get(dayKey(selected)) ?? []} />
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
