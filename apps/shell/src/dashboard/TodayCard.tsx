import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { TodayIcon } from '@facility/ui';
import { DashboardCard } from './DashboardCard';
import { DashboardItem } from './listItem';
import { useTodayTasks } from './queries';

export function TodayCard() {
  return (
    <DashboardCard
      title="Vandaag"
      icon={<TodayIcon color="primary" />}
      result={useTodayTasks()}
      empty="Geen taken vandaag"
      renderItem={(task) => (
        <DashboardItem key={task.id} primary={task.title} secondary={format(new Date(task.start_date), 'HH:mm', { locale: nl })} />
      )}
    />
  );
}
