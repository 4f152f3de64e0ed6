// Charts with their figures as a table (@facility/ui/charts). Not shared: a build that shows
// a chart bundles it, and the drawing code (MUI X Charts) loads when a chart first shows.
export { ChartWithTable, type ChartWithTableProps } from './charts/ChartWithTable';
export type { ChartSeries } from './charts/chartTypes';
export { dutchNumber } from './charts/dutchNumber';
