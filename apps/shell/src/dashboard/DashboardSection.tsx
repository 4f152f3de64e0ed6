import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

/** A titled dashboard card; the region is named by its title. */
export function DashboardSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader avatar={icon} title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
