import { ListPage } from '@facility/kit';
import { malfunctionsResource } from './malfunctionsResource';

/** /malfunctions: 'Storingen' (the header's 'Storing Melden'). */
export default function MalfunctionsPage() {
  return <ListPage resource={malfunctionsResource} />;
}
