// The views this remote serves; the shell's route table maps /cleaning and /cleaning-complaints to them.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  cleaning: lazyView(() => import('./cleaning/CleaningPage')),
  'cleaning-complaints': lazyView(() => import('./cleaning-complaints/CleaningComplaintsPage')),
};

export default views;
