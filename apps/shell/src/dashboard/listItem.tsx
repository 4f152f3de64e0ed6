import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function DashboardItem({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1, overflowWrap: 'anywhere', borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Typography sx={{ fontWeight: 500 }}>{primary}</Typography>
      <Typography variant="body2" color="text.secondary">
        {secondary}
      </Typography>
    </Box>
  );
}
