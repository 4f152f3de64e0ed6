import { format } from 'date-fns';
import { nl } from 'date-fns/locale';

/** '14:05' */
export function formatClockTime(date: Date): string {
  return format(date, 'HH:mm', { locale: nl });
}

/** 'zaterdag 21 november 2026' */
export function formatClockDate(date: Date): string {
  return format(date, 'EEEE d MMMM yyyy', { locale: nl });
}
