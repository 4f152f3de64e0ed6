// The views this remote serves; the shell's route table maps /cleaning and /cleaning-complaints to them.
import { lazy } from 'react';

const views = {
  cleaning: lazy(() => import('./cleaning/CleaningPage')),
  'cleaning-complaints': lazy(() => import('./cleaning-complaints/CleaningComplaintsPage')),
};

export default views;
