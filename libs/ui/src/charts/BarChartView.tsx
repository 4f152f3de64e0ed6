// The drawn chart (MUI X Charts), loaded when a chart first shows. Readable without colour:
// each bar carries its value, and a second series is hatched as well as coloured (legend too).
import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartProps } from './chartTypes';

export default function BarChartView({ categories, series, format, height }: Omit<ChartProps, 'title'> & { height: number }) {
  const theme = useTheme();
  // One pattern per chart: ids are the page's, and a page may show several charts.
  const hatch = `hatch-${useId().replace(/:/g, '')}`;
  const hatched = series[1]?.id;
  return (
    <BarChart
      height={height}
      skipAnimation
      colors={[theme.palette.primary.main, theme.palette.warning.main]}
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ valueFormatter: (value: number) => format(value), width: 48 }]}
      series={series.map((s) => ({
        id: s.id,
        label: s.label,
        data: s.values,
        valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
        barLabel: (item: { value: number | null }) => (item.value ? format(item.value) : null),
        barLabelPlacement: 'outside' as const,
      }))}
      margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
      sx={hatched ? { [`& .MuiBarChart-series[data-series="${hatched}"] rect, & [data-series="${hatched}"] .MuiChartsLabelMark-fill`]: { fill: `url(#${hatch})` } } : undefined}
    >
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill={theme.palette.warning.main} />
          <line x1="0" y1="0" x2="0" y2="6" stroke={theme.palette.common.white} strokeWidth="2" />
        </pattern>
      </defs>
    </BarChart>
  );
}
