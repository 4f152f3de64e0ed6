// Charts with their figures as a table (@facility/ui/charts). Not shared: a build that shows
// a chart bundles it. MuiBars draws with MUI X Charts, loaded when a chart first shows;
// SimpleBars draws a few bars without it. The files declare no side effects
// (tools/webpack), so a build that uses only SimpleBars does not contain MUI X Charts.
export { ChartWithTable, type ChartWithTableProps } from './charts/ChartWithTable';
export { MuiBars } from './charts/MuiBars';
export { SimpleBars } from './charts/SimpleBars';
export type { ChartSeries, ChartDrawing } from './charts/chartTypes';
export { dutchNumber } from './charts/dutchNumber';
