import { ListPage } from '@facility/kit';
import { companiesResource } from './companiesResource';

/** /companies */
export default function CompaniesPage() {
  return <ListPage resource={companiesResource} />;
}
