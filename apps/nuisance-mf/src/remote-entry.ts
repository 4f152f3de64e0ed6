// The views this remote serves; the shell's route table maps /nuisances and /follow-up-actions to them.
import { lazy } from 'react';

const views = {
  nuisances: lazy(() => import('./nuisances/NuisancesPage')),
  'follow-up-actions': lazy(() => import('./follow-up-actions/FollowUpActionsPage')),
};

export default views;
