import { ListPage, preloadList } from '@facility/kit';
import { parkingSpacesResource } from './parkingSpacesResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(parkingSpacesResource);

/** /parking-spaces */
export default function ParkingSpacesPage() {
  return <ListPage resource={parkingSpacesResource} />;
}
