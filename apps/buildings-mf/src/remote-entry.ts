// The views this remote serves; the shell maps /settings tabs and /spaces to them.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  'settings-buildings': lazyView(() => import('./buildings/BuildingsTab')),
  'settings-entrances': lazyView(() => import('./entrances/EntrancesTab')),
  spaces: lazyView(() => import('./spaces/SpacesPage')),
};

export default views;
