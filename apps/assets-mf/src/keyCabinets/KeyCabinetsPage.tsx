import { ListPage, preloadList } from '@facility/kit';
import { keyCabinetsResource } from './keyCabinetsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(keyCabinetsResource);

/** /key-cabinets */
export default function KeyCabinetsPage() {
  return <ListPage resource={keyCabinetsResource} />;
}
