import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { ToastProvider } from '../toast/ToastProvider';

/**
 * Theme and the toast host: provided once, by the shell. Both stay one per page when a
 * remote brings its own copy of this lib: the theme travels in MUI's context (@mui/* are
 * npm singletons), the toast host in @facility/runtime's. The Dutch date pickers'
 * localization comes with each remote area (PickersLocalization).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
