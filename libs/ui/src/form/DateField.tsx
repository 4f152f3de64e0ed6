import { useRef, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import CalendarIcon from '@mui/icons-material/CalendarMonth';
import type { ControllerRenderProps } from 'react-hook-form';
import { openedLazily } from '../lazy/openedLazily';
import { dayText, parseDayText, sameDateValue } from './dayText';
import { OutlinedField } from './OutlinedField';

// MUI X's calendar (and date-fns with its Dutch locale) downloads when a calendar button is
// first pressed (or pointed at), not with the form: typing a date needs none of it.
const CalendarPopover = openedLazily(() => import('./DateCalendarPopover').then((m) => m.DateCalendarPopover));

/** What a date field takes besides its form field: its texts, and the days the calendar offers. */
export interface DateInputOptions {
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  /** The calendar offers no day after today (the schema refuses a typed one with its message). */
  disableFuture?: boolean;
  disablePast?: boolean;
  minDate?: Date;
  maxDate?: Date;
}

export interface DateFieldProps extends DateInputOptions {
  field: ControllerRenderProps;
  error?: string;
}

const isValid = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** DateInput's field, typed day first, with its calendar button (see DateInput). */
export function DateField({ field, error, label, required, disabled, autoFocus, helperText, sx, ...limits }: DateFieldProps) {
  const value: Date | null = field.value ?? null;
  const [text, setText] = useState(() => (isValid(value) ? dayText(value) : ''));
  // The value `text` stands for: a value set from outside (a reset, a choice elsewhere) shows as its day.
  const [shown, setShown] = useState(value);
  // The time of day a typed day keeps: that of the last valid value, as a picker keeps it.
  const time = useRef(isValid(value) ? value : null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!sameDateValue(shown, value)) {
    setShown(value);
    if (value === null || isValid(value)) setText(value ? dayText(value) : '');
  }
  if (isValid(value)) time.current = value;

  const change = (next: Date | null, nextText: string) => {
    setText(nextText);
    setShown(next);
    field.onChange(next);
  };
  const name = typeof label === 'string' ? label : undefined;
  return (
    <>
      <OutlinedField
        label={label}
        required={required}
        disabled={disabled}
        autoFocus={autoFocus}
        sx={sx}
        name={field.name}
        value={text}
        placeholder="dd-mm-jjjj"
        autoComplete="off"
        // On the input itself, so a failed submit focuses the first invalid field.
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error ?? helperText}
        onChange={(event) => change(parseDayText(event.target.value, time.current), event.target.value)}
        onBlur={() => {
          // '1-2-2026' reads back as '01-02-2026': the day the field understood.
          if (isValid(value) && text !== dayText(value)) setText(dayText(value));
          field.onBlur();
        }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={name ? `Kies datum voor ${name}` : 'Kies datum'}
                  aria-haspopup="dialog"
                  disabled={disabled}
                  onPointerEnter={CalendarPopover.preload}
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <CalendarIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <CalendarPopover
        {...limits}
        open={anchor !== null}
        anchor={anchor}
        title={name ? `Kalender ${name}` : 'Kalender'}
        value={isValid(value) ? value : null}
        onChoose={(day) => {
          change(day, dayText(day));
          setAnchor(null);
        }}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
