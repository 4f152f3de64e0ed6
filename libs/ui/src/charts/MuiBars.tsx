import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ChartDrawing } from './chartTypes';

const BarChartView = lazy(() => import('./BarChartView'));

/** Bars drawn by MUI X Charts (axes, legend, tooltips), whose code loads when a chart first shows. */
export const MuiBars: ChartDrawing = (props) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={props.height} />}>
    <BarChartView {...props} />
  </Suspense>
);
