import { ListPage } from '@facility/kit';
import { HousingImport } from '../housingImport/HousingImport';
import { housingResource } from './housingResource';

/** /housing: 'Woningbeheer'. */
export default function HousingPage() {
  return (
    <ListPage resource={housingResource}>
      <HousingImport />
    </ListPage>
  );
}
