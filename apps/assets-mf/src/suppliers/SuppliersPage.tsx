import { ListPage, preloadList } from '@facility/kit';
import { suppliersResource } from './suppliersResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(suppliersResource);

/** /suppliers */
export default function SuppliersPage() {
  return <ListPage resource={suppliersResource} />;
}
