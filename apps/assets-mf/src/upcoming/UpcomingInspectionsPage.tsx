import { UpcomingPage } from './UpcomingPage';

/** /upcoming-inspections: 'Aankomende keuringen', only provisions that require inspection. */
export default function UpcomingInspectionsPage() {
  return <UpcomingPage kind="inspection" />;
}
