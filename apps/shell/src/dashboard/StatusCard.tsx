import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { CheckCircleIcon, InfoIcon } from '@facility/ui';
import { CountLine } from './CountLine';
import { useOpenMalfunctionCount, useOpenTaskCount } from './queries';

export function StatusCard() {
  return (
    <Card component="section" aria-label="Status" sx={{ height: '100%' }}>
      <CardHeader avatar={<InfoIcon color="primary" />} title="Status" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <CountLine label="Openstaande storingen" result={useOpenMalfunctionCount()} />
        <CountLine label="Openstaande taken" result={useOpenTaskCount()} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'success.main' }}>
          <CheckCircleIcon fontSize="small" />
          <Typography>Systeem operationeel</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
