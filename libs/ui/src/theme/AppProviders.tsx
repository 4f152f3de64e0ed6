import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
// From the shared package root: remotes' pickers must find this very context.
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nl } from 'date-fns/locale';
import { nlNL } from '@mui/x-date-pickers/locales';
import { theme } from './theme';
import { ToastProvider } from '../toast/ToastProvider';

/** Theme, Dutch date pickers and the toast host: provided once, by the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={nl}
        localeText={nlNL.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <ToastProvider>{children}</ToastProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
