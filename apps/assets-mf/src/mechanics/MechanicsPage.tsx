import { ListPage, preloadList } from '@facility/kit';
import { mechanicsResource } from './mechanicsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(mechanicsResource);

/** /mechanics */
export default function MechanicsPage() {
  return <ListPage resource={mechanicsResource} />;
}
