import { ListPage } from '@facility/kit';
import { facilityTypesResource } from './facilityTypesResource';

/** /facility-types */
export default function FacilityTypesPage() {
  return <ListPage resource={facilityTypesResource} />;
}
