import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChartDrawing, ChartProps } from './chartTypes';

export interface ChartWithTableProps extends ChartProps {
  /** What draws the bars: MuiBars (MUI X Charts, loaded when shown) or SimpleBars (a few bars, no library). */
  Drawing: ChartDrawing;
  /** Per category, a remark for the table's last column ('Controleren'); the column shows when any is given. */
  remarks?: (ReactNode | undefined)[];
  remarkLabel?: string;
  /** 'beside': the table next to the chart on wide screens; 'below': under it. */
  layout?: 'beside' | 'below';
  height?: number;
}

/**
 * A bar chart with the same figures in a table beside or below it: the table is the chart's
 * accessible alternative (and what a screen reader reads).
 */
export function ChartWithTable({ Drawing, title, categories, series, format, remarks, remarkLabel = 'Opmerking', layout = 'below', height = 220 }: ChartWithTableProps) {
  const withRemarks = remarks?.some(Boolean);
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: layout === 'beside' ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } : 'minmax(0, 1fr)' }}>
      <Box role="img" aria-label={`${title}; de cijfers staan in de tabel`} sx={{ minWidth: 0 }}>
        <Drawing categories={categories} series={series} format={format} height={height} />
      </Box>
      <Box sx={{ overflowX: 'auto', maxHeight: layout === 'beside' ? height + 40 : undefined }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell />
              {series.map((s) => (
                <TableCell key={s.id} align="right">
                  {s.label}
                </TableCell>
              ))}
              {withRemarks && <TableCell>{remarkLabel}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((category, i) => (
              <TableRow key={`${category} ${i}`}>
                <TableCell component="th" scope="row">
                  {category}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.id} align="right">
                    {format(s.values[i])}
                  </TableCell>
                ))}
                {withRemarks && <TableCell>{remarks?.[i]}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box component="figcaption" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {title}
      </Box>
    </Box>
  );
}
