import { ListPage, preloadList } from '@facility/kit';
import { ownersResource } from './ownersResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(ownersResource);

/** /owners */
export default function OwnersPage() {
  return <ListPage resource={ownersResource} />;
}
