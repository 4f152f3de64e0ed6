// The views this remote serves; the shell maps /settings tabs and /spaces to them.
import { lazy } from 'react';

const views = {
  'settings-buildings': lazy(() => import('./buildings/BuildingsTab')),
  'settings-entrances': lazy(() => import('./entrances/EntrancesTab')),
  spaces: lazy(() => import('./spaces/SpacesPage')),
};

export default views;
