import { ListPage } from '@facility/kit';
import { cleaningRequestsResource } from './cleaningRequestsResource';

/** /cleaning */
export default function CleaningPage() {
  return <ListPage resource={cleaningRequestsResource} />;
}
