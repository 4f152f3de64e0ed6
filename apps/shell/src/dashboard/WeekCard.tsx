import { shortDateText } from '@facility/data/basics';
import { BuildIcon } from '@facility/ui/icons';
import { DashboardCard } from './DashboardCard';
import { DashboardItem } from './listItem';
import { useWeekMaintenance } from './queries';

export function WeekCard() {
  return (
    <DashboardCard
      title="Deze Week"
      icon={<BuildIcon color="primary" />}
      result={useWeekMaintenance()}
      empty="Geen onderhoud gepland"
      renderItem={(item) => (
        <DashboardItem
          key={item.id}
          primary={item.device_name}
          secondary={`${item.spaces?.name ?? '-'} · ${shortDateText(new Date(item.next_maintenance_date ?? ''))}`}
        />
      )}
    />
  );
}
