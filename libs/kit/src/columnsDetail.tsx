// The details of a row of a list that has no form to edit it and no details of its own (a
// nuisance report is never rewritten): its shown columns as 'label: value' lines. What a link
// to the row (?open=<id>) opens for it.
import Box from '@mui/material/Box';
import type { DetailDefinition, ListColumn } from './resource';
import { columnValue } from './columnValue';

export function columnsDetail<Row>(columns: readonly ListColumn<Row>[], rowLabel: (row: Row) => string): DetailDefinition<Row> {
  const shown = columns.filter((column) => column.shown !== false);
  function ColumnsContent({ row }: { row: Row }) {
    return (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {shown.map((column) => (
          <Box key={column.key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {column.label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}>
              {columnValue(column, row)}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return { title: rowLabel, Content: ColumnsContent };
}
