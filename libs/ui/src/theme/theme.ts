import { createTheme } from '@mui/material/styles';
import { nlNL } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#4c7a34' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  },
  nlNL,
);
