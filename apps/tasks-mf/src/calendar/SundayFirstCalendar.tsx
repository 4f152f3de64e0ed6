import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlNL } from '@mui/x-date-pickers/locales';
import { nl } from 'date-fns/locale';
import { format } from 'date-fns';

// The calendar's weeks start on Sunday (Zo Ma Di Wo Do Vr Za), unlike the
// rest of the product (nl-NL weeks start on Monday).
const nlFromSunday = { ...nl, options: { ...nl.options, weekStartsOn: 0 as const } };

/** 'Zo', 'Ma', ... for the calendar's weekday header. */
export function weekdayAbbreviation(date: Date): string {
  const short = format(date, 'EEEEEE', { locale: nl });
  return short.charAt(0).toUpperCase() + short.slice(1);
}

export function SundayFirstCalendar({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={nlFromSunday}
      localeText={nlNL.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
