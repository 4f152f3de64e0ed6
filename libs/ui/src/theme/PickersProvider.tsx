import type { ReactNode } from 'react';
// From the shared package root: remotes' pickers must find this very context.
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlNL } from '@mui/x-date-pickers/locales';
import { nl } from 'date-fns/locale';

/** Dutch date pickers: date-fns with `nl`, and the pickers' own texts in Dutch. */
export default function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={nl}
      localeText={nlNL.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
