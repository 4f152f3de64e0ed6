import { ListPage } from '@facility/kit';
import { suppliersResource } from './suppliersResource';

/** /suppliers */
export default function SuppliersPage() {
  return <ListPage resource={suppliersResource} />;
}
