import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@facility/runtime/router';
import { ApartmentIcon, BoltIcon, BuildIcon, BusinessIcon, CategoryIcon, DoorIcon, EngineeringIcon, ExitIcon, ExtensionIcon, HomeWorkIcon, KeyIcon, ParkingIcon, PeopleIcon, ShippingIcon, SpaceIcon, VolumeIcon, WidgetsIcon } from '@facility/ui/icons';
import { placeLinks } from '../app/navigation';
import { preloadOnIntent } from '../remotes/preload';

const cards = [
  { to: '/housing', label: 'Woningen', Icon: HomeWorkIcon },
  { to: '/buildings', label: 'Gebouwen', Icon: ApartmentIcon },
  { to: '/settings?tab=entrances', label: 'In- en uitgangen', Icon: ExitIcon },
  { to: '/owners', label: 'Eigenaren', Icon: PeopleIcon },
  { to: '/spaces', label: 'Ruimtes', Icon: SpaceIcon },
  { to: '/key-cabinets', label: 'Sleutelkasten', Icon: DoorIcon },
  { to: '/keys', label: 'Sleutels', Icon: KeyIcon },
  { to: '/suppliers', label: 'Leveranciers', Icon: ShippingIcon },
  { to: '/mechanics', label: 'Monteurs', Icon: EngineeringIcon },
  { to: '/technical-provisions', label: 'Technische voorzieningen', Icon: BuildIcon },
  { to: '/utilities', label: 'Nutsvoorzieningen', Icon: BoltIcon },
  { to: '/parking-spaces', label: 'Parkeerplaatsen', Icon: ParkingIcon },
  { to: '/companies', label: 'VvE en anderen', Icon: BusinessIcon },
  { to: '/facility-types', label: 'Soorten voorzieningen', Icon: CategoryIcon },
  // The spec's card titled 'Vervolgacties' is displayed as 'Overlast'.
  { to: '/follow-up-actions', label: 'Overlast', Icon: VolumeIcon },
  { to: '/modules', label: 'Modules', Icon: WidgetsIcon },
];

export function GeneralTab() {
  return (
    <Box component="nav" aria-label="Instellingen" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {placeLinks('settings', cards).map(({ to, label, Icon = ExtensionIcon }) => (
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
