import { ListPage, preloadList } from '@facility/kit';
import { complaintsResource } from './complaintsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(complaintsResource);

/** /cleaning-complaints */
export default function CleaningComplaintsPage() {
  return <ListPage resource={complaintsResource} />;
}
