/** One row of bars: its Dutch name (legend, table header) and a value per category. */
export interface ChartSeries {
  id: string;
  label: string;
  values: number[];
}

export interface ChartProps {
  /** What the chart shows: the figure's caption and the chart's accessible name. */
  title: string;
  /** The bars' names along the axis, in Dutch ('wk 47', 'nov. 2026'). */
  categories: string[];
  series: ChartSeries[];
  /** A number as it is written (Dutch). */
  format: (value: number) => string;
}

/** What draws the bars: the chart's figures and its height. */
export type ChartDrawing = import('react').ComponentType<Omit<ChartProps, 'title'> & { height: number }>;
