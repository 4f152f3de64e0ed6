import { ListPage, preloadList } from '@facility/kit';
import { spacesResource } from './spacesResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(spacesResource);

/** /spaces */
export default function SpacesPage() {
  return <ListPage resource={spacesResource} />;
}
