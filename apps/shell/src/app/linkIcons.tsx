// The icons a remote's declaration may name for its links (`icons`: place -> name). The
// shell draws them; a name it does not know shows the puzzle piece. Each icon's code loads
// when a link first shows it, so a page carries only the icons it shows (the header on
// every page, the settings hub its own); meanwhile an empty icon of the same size holds
// its place.
import { lazy, Suspense, type ComponentType } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** An icon of a link: the shell's own or one a declaration names. */
export type Icon = ComponentType<SvgIconProps>;

const loaders: Record<string, () => Promise<{ default: Icon }>> = {
  Add: () => import('@mui/icons-material/Add'),
  Apartment: () => import('@mui/icons-material/Apartment'),
  Bolt: () => import('@mui/icons-material/Bolt'),
  Build: () => import('@mui/icons-material/Build'),
  Business: () => import('@mui/icons-material/Business'),
  Calendar: () => import('@mui/icons-material/CalendarMonth'),
  Category: () => import('@mui/icons-material/Category'),
  Door: () => import('@mui/icons-material/MeetingRoom'),
  Engineering: () => import('@mui/icons-material/Engineering'),
  Exit: () => import('@mui/icons-material/ExitToApp'),
  HomeWork: () => import('@mui/icons-material/HomeWork'),
  Key: () => import('@mui/icons-material/Key'),
  Parking: () => import('@mui/icons-material/LocalParking'),
  People: () => import('@mui/icons-material/People'),
  Report: () => import('@mui/icons-material/ReportProblem'),
  Shipping: () => import('@mui/icons-material/LocalShipping'),
  Space: () => import('@mui/icons-material/Room'),
  Urgent: () => import('@mui/icons-material/NotificationImportant'),
  Volume: () => import('@mui/icons-material/VolumeUp'),
};

function loadedWhenShown(load: () => Promise<{ default: Icon }>): Icon {
  const Loaded = lazy(load);
  return function LinkIcon(props: SvgIconProps) {
    return (
      <Suspense fallback={<SvgIcon {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const linkIcons: Record<string, Icon> = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, loadedWhenShown(load)]));
