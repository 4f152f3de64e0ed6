import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The title row of a part of a page (e.g. a settings tab), with its main action on the right. */
export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {action}
    </Box>
  );
}
