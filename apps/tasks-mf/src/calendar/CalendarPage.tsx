import { useMemo, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSameMonth, startOfMonth } from 'date-fns';
import { longDateText, toDutchMessage } from '@facility/data/records';
import { PageHeader, QueryState } from '@facility/ui';
import { TASKS_FETCH_FAILED } from '../tasks/taskRow';
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
  const occurrences = byDay.get(dayKey(selected)) ?? [];

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
            <Typography variant="h6" component="h2">
              {`Taken op ${longDateText(selected, { weekday: true })}`}
            </Typography>
            {/* A failed fetch is said once, here, with a retry; not also as a toast. */}
            <QueryState
              loading={isLoading}
              error={error}
              empty={occurrences.length === 0}
              errorTitle={TASKS_FETCH_FAILED}
              errorText={error ? toDutchMessage(error) : ''}
              emptyText="Geen taken gepland voor deze dag"
              onRetry={() => void mutate()}
            >
              <DayTaskList occurrences={occurrences} />
            </QueryState>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
