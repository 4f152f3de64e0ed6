/**
 * Every route of the product that a remote serves: which remote, which of its
 * views, and the Dutch page name used in the breadcrumb.
 */
export interface RemoteRoute {
  path: string;
  remote: string;
  view: string;
  label: string;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: '/tasks', remote: 'tasks_mf', view: 'tasks', label: 'Openstaande Taken' },
  { path: '/new-task', remote: 'tasks_mf', view: 'new-task', label: 'Nieuwe Taak' },
  { path: '/calendar', remote: 'tasks_mf', view: 'calendar', label: 'Kalender' },
  { path: '/spaces', remote: 'buildings_mf', view: 'spaces', label: 'Ruimtes' },
  { path: '/housing', remote: 'housing_mf', view: 'housing', label: 'Woningbeheer' },
  { path: '/housing-list', remote: 'housing_mf', view: 'housing-list', label: 'Woningen' },
  { path: '/owners', remote: 'housing_mf', view: 'owners', label: 'Eigenaren' },
  { path: '/companies', remote: 'housing_mf', view: 'companies', label: "VvE's" },
  { path: '/parking-spaces', remote: 'housing_mf', view: 'parking-spaces', label: 'Parkeerplaatsen' },
  { path: '/key-cabinets', remote: 'assets_mf', view: 'key-cabinets', label: 'Sleutelkasten' },
  { path: '/keys', remote: 'assets_mf', view: 'keys', label: 'Sleutels' },
  { path: '/suppliers', remote: 'assets_mf', view: 'suppliers', label: 'Leveranciers' },
  { path: '/mechanics', remote: 'assets_mf', view: 'mechanics', label: 'Monteurs' },
  { path: '/technical-provisions', remote: 'assets_mf', view: 'technical-provisions', label: 'Technische voorzieningen' },
  { path: '/utilities', remote: 'assets_mf', view: 'utilities', label: 'Nutsvoorzieningen' },
  { path: '/malfunctions', remote: 'assets_mf', view: 'malfunctions', label: 'Storingen' },
  { path: '/facility-types', remote: 'assets_mf', view: 'facility-types', label: 'Soorten voorzieningen' },
  { path: '/facility-types/new', remote: 'assets_mf', view: 'facility-types-new', label: 'Nieuwe soort voorziening' },
  { path: '/upcoming-maintenance', remote: 'assets_mf', view: 'upcoming-maintenance', label: 'Aankomend onderhoud' },
  { path: '/upcoming-inspections', remote: 'assets_mf', view: 'upcoming-inspections', label: 'Aankomende keuringen' },
  { path: '/cleaning', remote: 'cleaning_mf', view: 'cleaning', label: 'Schoonmaak' },
  { path: '/cleaning-complaints', remote: 'cleaning_mf', view: 'cleaning-complaints', label: 'Schoonmaak Klachten' },
  { path: '/nuisances', remote: 'nuisance_mf', view: 'nuisances', label: 'Overlast' },
  { path: '/follow-up-actions', remote: 'nuisance_mf', view: 'follow-up-actions', label: 'Vervolgacties' },
];

/** Pages of the shell itself. */
export const shellPages: Record<string, string> = {
  '/settings': 'Instellingen',
  '/modules': 'Modules',
};

export function pageLabel(pathname: string): string | undefined {
  return shellPages[pathname] ?? remoteRoutes.find((route) => route.path === pathname)?.label;
}

/** The remotes of this product, by container name. */
export const remoteNames = [...new Set(remoteRoutes.map((route) => route.remote))];
