import { UpcomingPage } from './UpcomingPage';

/** /upcoming-maintenance: 'Aankomend onderhoud'. */
export default function UpcomingMaintenancePage() {
  return <UpcomingPage kind="maintenance" />;
}
