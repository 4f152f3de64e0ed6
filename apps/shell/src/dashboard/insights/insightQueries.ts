import { getISOWeek, parseISO } from 'date-fns';
import { useFunctionRows } from '@facility/data/basics';

export const useMalfunctionsPerWeek = () => useFunctionRows('malfunctions_per_week', {});
export const useDuePerMonth = () => useFunctionRows('due_per_month', {});

/** '2026-11-23' (a Monday) -> 'wk 48' */
export const weekLabel = (weekStart: string) => `wk ${getISOWeek(parseISO(weekStart))}`;

const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: '2-digit' });
/** '2026-11-01' -> 'nov 26' */
export const monthLabel = (monthStart: string) => monthName.format(parseISO(monthStart)).replace('.', '');
