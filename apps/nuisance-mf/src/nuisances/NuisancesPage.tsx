import { ListPage, preloadList } from '@facility/kit';
import { nuisancesResource } from './nuisancesResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(nuisancesResource);

/** /nuisances */
export default function NuisancesPage() {
  return <ListPage resource={nuisancesResource} />;
}
