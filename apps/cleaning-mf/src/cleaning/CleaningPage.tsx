import { ListPage, preloadList } from '@facility/kit';
import { cleaningRequestsResource } from './cleaningRequestsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(cleaningRequestsResource);

/** /cleaning */
export default function CleaningPage() {
  return <ListPage resource={cleaningRequestsResource} />;
}
