import { ListPage } from '@facility/kit';
import { spacesResource } from './spacesResource';

/** /spaces */
export default function SpacesPage() {
  return <ListPage resource={spacesResource} />;
}
