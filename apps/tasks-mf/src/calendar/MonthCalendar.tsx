import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addDays, addMonths, isSameDay, isSameMonth, startOfMonth } from 'date-fns';
import { ChevronLeftIcon, ChevronRightIcon } from '@facility/ui/icons';
import { dayKey } from './occurrences';
import { monthWeeks, WEEKDAYS } from './monthWeeks';

export interface MonthCalendarProps {
  month: Date;
  selected: Date;
  /** The days (dayKey) with tasks: each gets a dot. */
  taskDays: ReadonlySet<string>;
  onSelect: (day: Date) => void;
  onMonthChange: (month: Date) => void;
}

const monthTitle = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' });
/** Arrow keys move a day or a week; Page Up/Down a month. */
const STEPS: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/**
 * The month view: Sunday first, a dot on each day with tasks, previous/next month. A grid
 * of our own rather than MUI's DateCalendar, which brought the whole date-picker machinery
 * (40 KB) to a page that only shows a month. Keyboard: Tab reaches one day, the arrows move.
 */
export function MonthCalendar({ month, selected, taskDays, onSelect, onMonthChange }: MonthCalendarProps) {
  const [focused, setFocused] = useState<Date>(() => (isSameMonth(selected, month) ? selected : startOfMonth(month)));
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  const focusDay = isSameMonth(focused, month) ? focused : isSameMonth(selected, month) ? selected : startOfMonth(month);
  const today = new Date();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${dayKey(focusDay)}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focusDay);
    if (!isSameMonth(next, month)) onMonthChange(startOfMonth(next));
    moved.current = true;
    setFocused(next);
  };

  const titleId = `calendar-${dayKey(month)}`;
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, mb: 1 }}>
        <Typography id={titleId} aria-live="polite" sx={{ fontWeight: 500, '&::first-letter': { textTransform: 'uppercase' } }}>
          {monthTitle.format(month)}
        </Typography>
        <Box>
          <IconButton aria-label="Vorige maand" onClick={() => onMonthChange(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Volgende maand" onClick={() => onMonthChange(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
      <Box role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKeyDown}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {WEEKDAYS.map(({ short, name }) => (
            <Typography key={short} role="columnheader" aria-label={name} variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
              {short}
            </Typography>
          ))}
        </Box>
        {monthWeeks(month).map((week) => (
          <Box role="row" key={dayKey(week.find(Boolean) as Date)} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', justifyItems: 'center' }}>
            {week.map((day, index) =>
              day ? (
                <Day
                  key={index}
                  day={day}
                  selected={isSameDay(day, selected)}
                  today={isSameDay(day, today)}
                  focusable={isSameDay(day, focusDay)}
                  hasTasks={taskDays.has(dayKey(day))}
                  onSelect={() => {
                    setFocused(day);
                    onSelect(day);
                  }}
                />
              ) : (
                <Box key={index} role="gridcell" />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface DayProps {
  day: Date;
  selected: boolean;
  today: boolean;
  focusable: boolean;
  hasTasks: boolean;
  onSelect: () => void;
}

/**
 * A day, with a dot when tasks fall on it. The dot is inside the day's own cell, centred
 * under its number (a badge at the corner sat between two days and read as the next day's).
 */
function Day({ day, selected, today, focusable, hasTasks, onSelect }: DayProps) {
  return (
    <ButtonBase
      role="gridcell"
      aria-selected={selected}
      aria-current={today ? 'date' : undefined}
      tabIndex={focusable ? 0 : -1}
      data-day={dayKey(day)}
      data-has-tasks={hasTasks || undefined}
      onClick={onSelect}
      sx={{
        position: 'relative',
        width: 40,
        height: 40,
        my: 0.25,
        borderRadius: '50%',
        typography: 'body2',
        border: today && !selected ? 1 : 0,
        borderColor: 'text.secondary',
        ...(selected ? { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 500 } : { '&:hover': { bgcolor: 'action.hover' } }),
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {day.getDate()}
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
            bgcolor: selected ? 'primary.contrastText' : 'primary.main',
            pointerEvents: 'none',
          }}
        />
      )}
    </ButtonBase>
  );
}
