import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@facility/runtime/router';
import { WidgetsIcon } from '@facility/ui/icons';
import { CountLine } from './CountLine';
import { placeLinks } from '../app/navigation';
import { usePrefetchRemotes } from '../remotes/usePrefetchRemotes';
import { preloadOnIntent } from '../remotes/preload';
import { DashboardSection } from './DashboardSection';
import { useRowCount } from './queries';

// The shell's own shortcut, last; the others come from the live remotes' declarations.
const shortcuts = [{ to: '/settings', label: 'Instellingen', order: 1000 }];

export function OverviewCard() {
  const links = placeLinks('dashboard', shortcuts);
  usePrefetchRemotes(links);
  return (
    <DashboardSection title="Overzicht" icon={<WidgetsIcon color="primary" />}>
        <CountLine label="Gebouwen" result={useRowCount('buildings')} />
        <CountLine label="Ruimtes" result={useRowCount('spaces')} />
        <CountLine label="Sleutels" result={useRowCount('keys')} />
        <CountLine label="Woningen" result={useRowCount('housing')} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Snelkoppelingen
        </Typography>
        <Box component="nav" aria-label="Snelkoppelingen" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {links.map(({ to, label }) => (
            <Button key={to} component={RouterLink} to={to} {...preloadOnIntent(to)} variant="outlined" size="small">
              {label}
            </Button>
          ))}
        </Box>
    </DashboardSection>
  );
}
