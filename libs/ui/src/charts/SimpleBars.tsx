// A few bars without a chart library (a dashboard card): an SVG with a legend, each bar with
// its value above it and the second series hatched, so it reads without colour.
import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ChartDrawing } from './chartTypes';

const LABEL = 14;
const AXIS = 18;

export const SimpleBars: ChartDrawing = ({ categories, series, format, height }) => {
  const theme = useTheme();
  const hatch = `bars-${useId().replace(/:/g, '')}`;
  const colors = [theme.palette.primary.main, theme.palette.warning.main];
  const fillOf = (i: number) => (i === 1 ? `url(#${hatch})` : colors[i % colors.length]);
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const width = categories.length * (series.length * 12 + 8);
  const plot = height - LABEL - AXIS;
  const slot = width / Math.max(1, categories.length);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 2, m: 0, p: 0, listStyle: 'none', fontSize: 14 }}>
        {series.map((s, i) => (
          <Box component="li" key={s.id} data-series={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <svg width="12" height="12" aria-hidden>
              <rect className="chart-legend-mark" width="12" height="12" fill={fillOf(i)} />
            </svg>
            {s.label}
          </Box>
        ))}
      </Box>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} preserveAspectRatio="none" aria-hidden>
        <defs>
          <pattern id={hatch} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="4" height="4" fill={colors[1]} />
            <line x1="0" y1="0" x2="0" y2="4" stroke={theme.palette.common.white} strokeWidth="1.5" />
          </pattern>
        </defs>
        {series.map((s, i) => (
          <g key={s.id} className="chart-series" data-series={s.id}>
            {s.values.map((value, c) => {
              const barHeight = (value / max) * plot;
              const x = c * slot + 4 + i * 12;
              const y = LABEL + plot - barHeight;
              return (
                <g key={c}>
                  <rect x={x} y={y} width="10" height={barHeight} fill={fillOf(i)} />
                  {value > 0 && (
                    <text className="chart-bar-label" x={x + 5} y={y - 3} textAnchor="middle" fontSize="9" fill={theme.palette.text.primary}>
                      {format(value)}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        ))}
        {categories.map((category, c) => (
          <text key={category} x={c * slot + slot / 2} y={height - 4} textAnchor="middle" fontSize="8" fill={theme.palette.text.secondary}>
            {category}
          </text>
        ))}
      </svg>
    </Box>
  );
};
