import { ListPage, preloadList } from '@facility/kit';
import { HousingImport } from '../housingImport/HousingImport';
import { housingResource } from './housingResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(housingResource);

/** /housing: 'Woningbeheer'. */
export default function HousingPage() {
  return (
    <ListPage resource={housingResource}>
      <HousingImport />
    </ListPage>
  );
}
