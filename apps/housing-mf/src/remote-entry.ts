// The views this remote serves; routes.json maps the paths to them.
import { lazy } from 'react';

const views = {
  housing: lazy(() => import('./housing/HousingPage')),
  'housing-list': lazy(() => import('./housingOverview/HousingOverviewPage')),
  owners: lazy(() => import('./owners/OwnersPage')),
  companies: lazy(() => import('./companies/CompaniesPage')),
  'parking-spaces': lazy(() => import('./parkingSpaces/ParkingSpacesPage')),
};

export default views;
