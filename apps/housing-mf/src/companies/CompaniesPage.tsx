import { ListPage, preloadList } from '@facility/kit';
import { companiesResource } from './companiesResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(companiesResource);

/** /companies */
export default function CompaniesPage() {
  return <ListPage resource={companiesResource} />;
}
