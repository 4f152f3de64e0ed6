import { preloadList } from '@facility/kit';
import { UpcomingPage } from './UpcomingPage';
import { upcomingResource } from './upcomingResource';

/** The first page of rows starts loading while the page renders (at start). */
export const preloadData = () => preloadList(upcomingResource('inspection'));

/** /upcoming-inspections: 'Aankomende keuringen', only provisions that require inspection. */
export default function UpcomingInspectionsPage() {
  return <UpcomingPage kind="inspection" />;
}
