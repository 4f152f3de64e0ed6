import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { ToastProvider } from '../toast/ToastProvider';

/**
 * Theme and the toast host: provided once, by the shell. Both stay one per page when a
 * remote brings its own copy of this lib: the theme travels in MUI's context (@mui/* are
 * shared singletons), the toast host in @facility/runtime's. The Dutch date pickers'
 * localization comes with each calendar (DateInput's, PickersProvider), loaded when one opens.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
