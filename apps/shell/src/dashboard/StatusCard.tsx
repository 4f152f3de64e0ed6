import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '@facility/ui/icons';
import { CountLine } from './CountLine';
import { DashboardSection } from './DashboardSection';
import { useOpenMalfunctionCount, useOpenTaskCount } from './queries';
import { useConnectionStatus } from '../connection/connection';

/** The open counts and the connection to the server as it is, not as it should be. */
export function StatusCard() {
  const online = useConnectionStatus() === 'online';
  return (
    <DashboardSection title="Status" icon={<InfoIcon color="primary" />}>
      <CountLine label="Openstaande storingen" result={useOpenMalfunctionCount()} />
      <CountLine label="Openstaande taken" result={useOpenTaskCount()} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: online ? 'success.main' : 'error.main' }}>
        {online ? <CheckCircleIcon fontSize="small" /> : <WarningIcon fontSize="small" />}
        <Typography>{online ? 'Systeem operationeel' : 'Geen verbinding'}</Typography>
      </Box>
    </DashboardSection>
  );
}
