import { ListPage } from '@facility/kit';
import { entrancesResource } from './entrancesResource';

/** Settings tab 'In- en uitgangen'. */
export default function EntrancesTab() {
  return <ListPage resource={entrancesResource} layout="tab" />;
}
