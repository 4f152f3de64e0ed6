// The dashboard's chart cards, loaded when they scroll into view (WhenVisible): their code
// does not count towards what the dashboard downloads at start. They draw with SimpleBars:
// MUI X Charts in the shell would make the shell provide its MUI modules to the remotes,
// which costs every route about 1.7 KB at start.
import { BuildIcon, ReportIcon } from '@facility/ui/icons';
import { ChartWithTable, SimpleBars, dutchNumber } from '@facility/ui/charts';
import { DashboardCard } from '../DashboardCard';
import { monthLabel, useDuePerMonth, useMalfunctionsPerWeek, weekLabel } from './insightQueries';

const whole = (value: number) => dutchNumber(value, 0);

function MalfunctionsPerWeekCard() {
  return (
    <DashboardCard
      title="Storingen per week"
      icon={<ReportIcon color="primary" />}
      result={useMalfunctionsPerWeek()}
      empty="Geen storingen in de laatste 12 weken"
      renderAll={(weeks) => (
        <ChartWithTable
          Drawing={SimpleBars}
          title="Storingen per week, de laatste 12 weken"
          categories={weeks.map((w) => weekLabel(w.week_start))}
          series={[
            { id: 'open', label: 'Open aan het eind', values: weeks.map((w) => w.open_at_end) },
            { id: 'reported', label: 'Gemeld', values: weeks.map((w) => w.reported) },
          ]}
          format={whole}
        />
      )}
    />
  );
}

function DuePerMonthCard() {
  return (
    <DashboardCard
      title="Onderhoud en keuringen per maand"
      icon={<BuildIcon color="primary" />}
      result={useDuePerMonth()}
      empty="Geen onderhoud of keuringen gepland"
      renderAll={(months) => (
        <ChartWithTable
          Drawing={SimpleBars}
          title="Onderhoud en keuringen per maand, de komende 6 maanden"
          categories={months.map((m) => monthLabel(m.month_start))}
          series={[
            { id: 'maintenance', label: 'Onderhoud', values: months.map((m) => m.maintenance) },
            { id: 'inspections', label: 'Keuringen', values: months.map((m) => m.inspections) },
          ]}
          format={whole}
        />
      )}
    />
  );
}

/** Both chart cards, side by side in the dashboard's grid. */
export default function InsightCards() {
  return (
    <>
      <MalfunctionsPerWeekCard />
      <DuePerMonthCard />
    </>
  );
}
