import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { PickersProvider } from '@facility/ui/form';

/** 'Zo', 'Ma', ... for the calendar's weekday header. */
export function weekdayAbbreviation(date: Date): string {
  const short = format(date, 'EEEEEE', { locale: nl });
  return short.charAt(0).toUpperCase() + short.slice(1);
}

// The calendar's weeks start on Sunday (Zo Ma Di Wo Do Vr Za), unlike the
// rest of the product (nl-NL weeks start on Monday).
export function SundayFirstCalendar({ children }: { children: ReactNode }) {
  return <PickersProvider weekStartsOn={0}>{children}</PickersProvider>;
}
