import { ListPage, preloadList } from '@facility/kit';
import { malfunctionsResource } from './malfunctionsResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(malfunctionsResource);

/** /malfunctions: 'Storingen' (the header's 'Storing Melden'). */
export default function MalfunctionsPage() {
  return <ListPage resource={malfunctionsResource} />;
}
