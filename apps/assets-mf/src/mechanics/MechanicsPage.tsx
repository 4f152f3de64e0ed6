import { ListPage } from '@facility/kit';
import { mechanicsResource } from './mechanicsResource';

/** /mechanics */
export default function MechanicsPage() {
  return <ListPage resource={mechanicsResource} />;
}
