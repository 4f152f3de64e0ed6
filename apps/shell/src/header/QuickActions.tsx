import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@facility/runtime/router';
import { AddIcon, ExtensionIcon, ReportIcon, SettingsIcon, UrgentIcon } from '@facility/ui/icons';
import { placeLinks } from '../app/navigation';
import { usePrefetchRemotes } from '../remotes/usePrefetchRemotes';
import { preloadOnIntent } from '../remotes/preload';

const actions = [
  { to: '/new-task', label: 'Nieuwe Taak', Icon: AddIcon },
  { to: '/malfunctions', label: 'Storing Melden', Icon: ReportIcon },
  { to: '/follow-up-actions', label: 'Urgente Zaken', Icon: UrgentIcon },
  { to: '/settings', label: 'Instellingen', Icon: SettingsIcon },
];

/** Icon and label; below 600 px only the icon, which keeps its accessible name. */
export function QuickActions() {
  const links = placeLinks('header', actions);
  usePrefetchRemotes(links);
  return (
    <Box component="nav" aria-label="Snelle acties" sx={{ display: 'flex', gap: 0.5 }}>
      {links.map(({ to, label, Icon = ExtensionIcon }) => (
        <Button
          key={to}
          component={RouterLink}
          to={to}
          {...preloadOnIntent(to)}
          color="inherit"
          aria-label={label}
          sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 } }}
        >
          <Icon fontSize="small" />
          <Box component="span" aria-hidden sx={{ ml: 0.75, display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </Button>
      ))}
    </Box>
  );
}
