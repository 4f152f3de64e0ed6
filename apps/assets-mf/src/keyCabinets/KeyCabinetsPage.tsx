import { ListPage } from '@facility/kit';
import { keyCabinetsResource } from './keyCabinetsResource';

/** /key-cabinets */
export default function KeyCabinetsPage() {
  return <ListPage resource={keyCabinetsResource} />;
}
