import { ListPage } from '@facility/kit';
import { ownersResource } from './ownersResource';

/** /owners */
export default function OwnersPage() {
  return <ListPage resource={ownersResource} />;
}
