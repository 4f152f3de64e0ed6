import { Box, Typography } from '@mui/material';
import { CheckCircleIcon, InfoIcon } from '@facility/ui';
import { CountLine } from './CountLine';
import { DashboardSection } from './DashboardSection';
import { useOpenMalfunctionCount, useOpenTaskCount } from './queries';

export function StatusCard() {
  return (
    <DashboardSection title="Status" icon={<InfoIcon color="primary" />}>
        <CountLine label="Openstaande storingen" result={useOpenMalfunctionCount()} />
        <CountLine label="Openstaande taken" result={useOpenTaskCount()} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'success.main' }}>
          <CheckCircleIcon fontSize="small" />
          <Typography>Systeem operationeel</Typography>
        </Box>
    </DashboardSection>
  );
}
