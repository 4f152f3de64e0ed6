import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@facility/runtime/router';
import { ExtensionIcon, SettingsIcon } from '@facility/ui/icons';
import { linkIcons, type Icon } from '../app/linkIcons';
import { placeLinks } from '../app/navigation';
import { usePrefetchRemotes } from '../remotes/usePrefetchRemotes';
import { preloadOnIntent } from '../remotes/preload';

// The shell's own action, last; the others come from the live remotes' declarations.
const actions = [{ to: '/settings', label: 'Instellingen', Icon: SettingsIcon, order: 1000 }];

/** Icon and label; below 600 px only the icon, which keeps its accessible name. */
export function QuickActions() {
  const links = placeLinks<Icon>('header', actions, linkIcons);
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
