import { shortDateText } from '@facility/data/basics';
import { BuildIcon } from '@facility/ui/icons';
import { DashboardCard } from './DashboardCard';
import { DashboardItem } from './listItem';
import { useWeekMaintenance } from './queries';

/** A date column's day ('2026-12-03') at local midnight: `new Date('2026-12-03')` is midnight UTC, the day before west of UTC. */
const localDay = (day: string) => new Date(`${day}T00:00:00`);

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
          secondary={`${item.spaces?.name ?? '-'} · ${item.next_maintenance_date ? shortDateText(localDay(item.next_maintenance_date)) : '-'}`}
        />
      )}
    />
  );
}
