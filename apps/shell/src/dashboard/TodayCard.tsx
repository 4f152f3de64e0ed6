import { timeText } from '@facility/data/basics';
import { TodayIcon } from '@facility/ui/icons';
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
        <DashboardItem key={task.id} primary={task.title} secondary={timeText(new Date(task.start_date))} />
      )}
    />
  );
}
