import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@facility/runtime/router';
import { ExtensionIcon, HomeIcon, LogoutIcon, SettingsIcon } from '@facility/ui/icons';
import { signOut } from '@facility/data/basics';
import { Clock } from './Clock';
import { QuickActions } from './QuickActions';
import { SignedInUser } from './SignedInUser';
import { SearchField } from '../search/SearchField';
import { pageLabel } from '../app/routeTable';
import { placeLinks } from '../app/navigation';
import { linkIcons, type Icon } from '../app/linkIcons';
import { preloadOnIntent } from '../remotes/preload';

/** 'Dashboard / page'; below 600 px the dashboard is its icon (same name), on one line with the page name, cut short when long (the h1 below says it whole). */
function PageBreadcrumb({ pathname }: { pathname: string }) {
  return (
    <Breadcrumbs
      aria-label="Kruimelpad"
      sx={{
        color: 'inherit',
        '& .MuiBreadcrumbs-separator': { color: 'inherit', mx: { xs: 0.5, sm: 1 } },
        '& .MuiBreadcrumbs-ol': { flexWrap: { xs: 'nowrap', sm: 'wrap' } },
        '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
      }}
    >
      <Link component={RouterLink} to="/" color="inherit" underline="hover" aria-label="Dashboard" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
        <HomeIcon fontSize="small" sx={{ display: { xs: 'block', sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Dashboard
        </Box>
      </Link>
      <Typography color="inherit" aria-current="page" sx={{ fontWeight: 600, whiteSpace: { xs: 'nowrap', sm: 'normal' }, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {pageLabel(pathname) ?? 'Pagina'}
      </Typography>
    </Breadcrumbs>
  );
}

// The shell's own button, last; the others come from the live remotes' declarations (their `toolbar` links).
const toolbarLinks = [{ to: '/settings', label: 'Instellingen', Icon: SettingsIcon, order: 1000 }];

/** Away from the dashboard: the toolbar's icon buttons, named by their labels. */
function ToolbarLinks() {
  return (
    <Box sx={{ display: 'flex' }}>
      {placeLinks<Icon>('toolbar', toolbarLinks, linkIcons).map(({ to, label, Icon = ExtensionIcon }) => (
        <IconButton key={to} component={RouterLink} to={to} {...preloadOnIntent(to)} color="inherit" aria-label={label} title={label}>
          <Icon />
        </IconButton>
      ))}
    </Box>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <AppBar position="sticky" elevation={1}>
      {/* One row on a phone: what does not fit there (the clock's date, labels) is left out below 600 px. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, py: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {home ? (
            <Button component={RouterLink} to="/" color="inherit" aria-label="Home" sx={{ fontWeight: 700, minWidth: 0 }}>
              <HomeIcon />
              <Box component="span" aria-hidden sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>
                Home
              </Box>
            </Button>
          ) : (
            <PageBreadcrumb pathname={pathname} />
          )}
        </Box>
        <SearchField />
        {home ? <QuickActions /> : <ToolbarLinks />}
        <Clock />
        <SignedInUser />
        <IconButton color="inherit" aria-label="Uitloggen" title="Uitloggen" onClick={() => void signOut()}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
