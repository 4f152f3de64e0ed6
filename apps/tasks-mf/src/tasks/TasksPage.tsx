import { PageHeader } from '@facility/ui';

export default function TasksPage() {
  return <PageHeader title="Openstaande Taken" />;
}
