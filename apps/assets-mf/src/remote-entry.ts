// The views this remote serves; the shell's route table maps URLs to them. Each
// view is its own chunk: a route loads only what it shows.
import { lazy } from 'react';

const views = {
  'key-cabinets': lazy(() => import('./keyCabinets/KeyCabinetsPage')),
  keys: lazy(() => import('./keys/KeysPage')),
  suppliers: lazy(() => import('./suppliers/SuppliersPage')),
  mechanics: lazy(() => import('./mechanics/MechanicsPage')),
  'facility-types': lazy(() => import('./facilityTypes/FacilityTypesPage')),
  'facility-type-new': lazy(() => import('./facilityTypes/NewFacilityTypePage')),
  utilities: lazy(() => import('./utilities/UtilitiesPage')),
  malfunctions: lazy(() => import('./malfunctions/MalfunctionsPage')),
  'technical-provisions': lazy(() => import('./technicalProvisions/TechnicalProvisionsPage')),
  'upcoming-maintenance': lazy(() => import('./upcoming/UpcomingMaintenancePage')),
  'upcoming-inspections': lazy(() => import('./upcoming/UpcomingInspectionsPage')),
};

export default views;
