import { preloadList } from '@facility/kit';
import { UpcomingPage } from './UpcomingPage';
import { upcomingResource } from './upcomingResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(upcomingResource('maintenance'));

/** /upcoming-maintenance: 'Aankomend onderhoud'. */
export default function UpcomingMaintenancePage() {
  return <UpcomingPage kind="maintenance" />;
}
