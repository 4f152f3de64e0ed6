import { WarningIcon } from '@facility/ui/icons';
import { DashboardCard } from './DashboardCard';
import { DashboardItem } from './listItem';
import { useUrgentMalfunctions } from './queries';

export function UrgentCard() {
  return (
    <DashboardCard
      title="Urgent"
      icon={<WarningIcon color="error" />}
      result={useUrgentMalfunctions()}
      empty="Geen urgente zaken"
      renderItem={(item) => (
        <DashboardItem
          key={item.id}
          primary={item.technical_provisions?.device_name ?? 'Onbekend apparaat'}
          secondary={item.technical_provisions?.spaces?.name ?? '-'}
        />
      )}
    />
  );
}
