// The views this remote serves; the shell's route table maps /nuisances and /follow-up-actions to them.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  nuisances: lazyView(() => import('./nuisances/NuisancesPage')),
  'follow-up-actions': lazyView(() => import('./follow-up-actions/FollowUpActionsPage')),
};

export default views;
