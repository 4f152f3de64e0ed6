import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import PickersProvider from '../theme/PickersProvider';

export interface DateCalendarPopoverProps {
  open: boolean;
  /** The calendar button: the calendar opens below it, and focus returns to it on close. */
  anchor: HTMLElement | null;
  /** Names the calendar for screen readers ('Kalender Startdatum'). */
  title: string;
  /** The field's day, or null (the calendar then shows today's month). */
  value: Date | null;
  disableFuture?: boolean;
  disablePast?: boolean;
  minDate?: Date;
  maxDate?: Date;
  onChoose: (day: Date) => void;
  onClose: () => void;
}

/**
 * MUI X's month calendar in Dutch (date-fns with `nl`, weeks from Monday) in a popover: its
 * own chunk, downloaded when a date field's calendar button is first pressed. Arrow keys
 * move through the days, Enter or Space chooses one, Escape closes without a choice.
 */
export function DateCalendarPopover({ open, anchor, title, value, onChoose, onClose, ...limits }: DateCalendarPopoverProps) {
  return (
    <Popover
      open={open && anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': title } as object }}
    >
      <PickersProvider>
        <DateCalendar
          {...limits}
          // Uncontrolled, from the field's day at each opening: choosing a year moves the
          // calendar there; only a day is the choice.
          key={String(open)}
          defaultValue={value}
          autoFocus
          onChange={(day: Date | null, selection?: string) => {
            if (day && selection === 'finish') onChoose(day);
          }}
        />
      </PickersProvider>
    </Popover>
  );
}
