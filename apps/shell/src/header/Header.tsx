import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@facility/runtime/router';
import { CalendarIcon, HomeIcon, LogoutIcon, SettingsIcon } from '@facility/ui/basics';
import { signOut } from '@facility/data/basics';
import { Clock } from './Clock';
import { QuickActions } from './QuickActions';
import { pageLabel } from '../app/routeTable';
import { preloadOnIntent } from '../remotes/preload';

function PageBreadcrumb({ pathname }: { pathname: string }) {
  return (
    <Breadcrumbs aria-label="Kruimelpad" sx={{ color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit' } }}>
      <Link component={RouterLink} to="/" color="inherit" underline="hover">
        Dashboard
      </Link>
      <Typography color="inherit" aria-current="page" sx={{ fontWeight: 600 }}>
        {pageLabel(pathname) ?? 'Pagina'}
      </Typography>
    </Breadcrumbs>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 0.5 }}>
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
        {home ? (
          <QuickActions />
        ) : (
          <Box sx={{ display: 'flex' }}>
            <IconButton component={RouterLink} to="/calendar" {...preloadOnIntent('/calendar')} color="inherit" aria-label="Kalender" title="Kalender">
              <CalendarIcon />
            </IconButton>
            <IconButton component={RouterLink} to="/settings" color="inherit" aria-label="Instellingen" title="Instellingen">
              <SettingsIcon />
            </IconButton>
          </Box>
        )}
        <Clock />
        <IconButton color="inherit" aria-label="Uitloggen" title="Uitloggen" onClick={() => void signOut()}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
