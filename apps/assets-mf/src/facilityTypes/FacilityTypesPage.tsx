import { ListPage, preloadList } from '@facility/kit';
import { facilityTypesResource } from './facilityTypesResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(facilityTypesResource);

/** /facility-types */
export default function FacilityTypesPage() {
  return <ListPage resource={facilityTypesResource} />;
}
