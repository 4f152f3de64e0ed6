// The views this remote serves; routes.json maps the paths to them.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  housing: lazyView(() => import('./housing/HousingPage')),
  'housing-list': lazyView(() => import('./housingOverview/HousingOverviewPage')),
  owners: lazyView(() => import('./owners/OwnersPage')),
  companies: lazyView(() => import('./companies/CompaniesPage')),
  'parking-spaces': lazyView(() => import('./parkingSpaces/ParkingSpacesPage')),
};

export default views;
