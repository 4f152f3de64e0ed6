import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@facility/runtime/router';
import { ExtensionIcon, KeyIcon, WidgetsIcon } from '@facility/ui/icons';
import { linkIcons, type Icon } from '../app/linkIcons';
import { placeLinks } from '../app/navigation';
import { preloadOnIntent } from '../remotes/preload';

// The shell's own cards; the others come from the live remotes' declarations.
const cards = [
  { to: '/modules', label: 'Modules', Icon: WidgetsIcon, order: 1000 },
  { to: '/wachtwoord-wijzigen', label: 'Wachtwoord wijzigen', Icon: KeyIcon, order: 1010 },
];

export function GeneralTab() {
  return (
    <Box component="nav" aria-label="Instellingen" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {placeLinks<Icon>('settings', cards, linkIcons).map(({ to, label, Icon = ExtensionIcon }) => (
        <Card key={to}>
          <CardActionArea component={RouterLink} to={to} {...preloadOnIntent(to)} sx={{ p: 2, height: '100%' }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 0 }}>
              <Icon color="primary" />
              <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
