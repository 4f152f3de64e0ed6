import { ListPage } from '@facility/kit';
import { buildingsResource } from './buildingsResource';

/** Settings tab 'Gebouwen'. */
export default function BuildingsTab() {
  return <ListPage resource={buildingsResource} layout="tab" />;
}
