import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlNL } from '@mui/x-date-pickers/locales';
import { nl } from 'date-fns/locale/nl';

interface Props {
  children: ReactNode;
  /** nl-NL weeks start on Monday; a view may start them elsewhere (the calendar: Sunday). */
  weekStartsOn?: 0 | 1;
}

/** Dutch date pickers: date-fns with `nl`, and the pickers' own texts in Dutch. */
export default function PickersProvider({ children, weekStartsOn = 1 }: Props) {
  const locale = weekStartsOn === 1 ? nl : { ...nl, options: { ...nl.options, weekStartsOn } };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale}
      localeText={nlNL.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
