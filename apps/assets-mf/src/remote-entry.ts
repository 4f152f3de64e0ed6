// The views this remote serves; the shell's route table maps URLs to them. Each
// view is its own chunk: a route loads only what it shows.
// lazyView: the shell can download a view's code ahead (at start, on hover of a link).
import { lazyView } from '@facility/ui/basics';

const views = {
  'key-cabinets': lazyView(() => import('./keyCabinets/KeyCabinetsPage')),
  keys: lazyView(() => import('./keys/KeysPage')),
  suppliers: lazyView(() => import('./suppliers/SuppliersPage')),
  mechanics: lazyView(() => import('./mechanics/MechanicsPage')),
  'facility-types': lazyView(() => import('./facilityTypes/FacilityTypesPage')),
  'facility-type-new': lazyView(() => import('./facilityTypes/NewFacilityTypePage')),
  utilities: lazyView(() => import('./utilities/UtilitiesPage')),
  malfunctions: lazyView(() => import('./malfunctions/MalfunctionsPage')),
  'technical-provisions': lazyView(() => import('./technicalProvisions/TechnicalProvisionsPage')),
  'upcoming-maintenance': lazyView(() => import('./upcoming/UpcomingMaintenancePage')),
  'upcoming-inspections': lazyView(() => import('./upcoming/UpcomingInspectionsPage')),
};

export default views;
