import { ListPage } from '@facility/kit';
import { nuisancesResource } from './nuisancesResource';

/** /nuisances */
export default function NuisancesPage() {
  return <ListPage resource={nuisancesResource} />;
}
