import { ListPage } from '@facility/kit';
import { complaintsResource } from './complaintsResource';

/** /cleaning-complaints */
export default function CleaningComplaintsPage() {
  return <ListPage resource={complaintsResource} />;
}
