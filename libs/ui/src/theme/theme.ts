import { createTheme } from '@mui/material/styles';
import { dutchTexts } from './dutchTexts';

export const theme = createTheme(
  {
    // Every status colour reads as text on white and on the page's grey, and white reads on it
    // (WCAG 2.1 AA, 4.5:1; theme.spec.tsx): MUI's orange #ed6c02 and light blue #0288d1 do not.
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#4c7a34' },
      warning: { main: '#b54708' },
      info: { main: '#01579b' },
      background: { default: '#f4f6f8' },
    },
    components: {
      // The helper text under a field that cannot be used yet ('Selecteer eerst een gebouw')
      // says what to do, so it stays readable: not MUI's disabled grey #9e9e9e (2.7:1).
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  },
  dutchTexts,
);
