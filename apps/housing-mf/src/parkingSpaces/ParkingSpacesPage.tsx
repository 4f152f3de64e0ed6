import { ListPage } from '@facility/kit';
import { parkingSpacesResource } from './parkingSpacesResource';

/** /parking-spaces */
export default function ParkingSpacesPage() {
  return <ListPage resource={parkingSpacesResource} />;
}
