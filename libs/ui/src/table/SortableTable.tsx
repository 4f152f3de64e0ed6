import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { sortRows, useSort, type SortState, type SortValue } from './sorting';

export interface Column<T, K extends string = string> {
  key: K;
  label: string;
  render: (row: T) => ReactNode;
  /** Present on sortable columns. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
}

export interface SortableTableProps<T, K extends string> {
  rows: readonly T[];
  columns: Column<T, K>[];
  rowKey: (row: T) => string;
  initialSort?: SortState<K>;
  label: string;
}

/** A table whose sortable headers sort the rows in the browser (nl-NL collation). */
export function SortableTable<T, K extends string>({ rows, columns, rowKey, initialSort, label }: SortableTableProps<T, K>) {
  const { sort, toggle } = useSort<K>(initialSort ?? { key: columns[0].key, direction: 'asc' });
  const sortColumn = columns.find((c) => c.key === sort.key && c.sortValue);
  const shown = sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sortDirection={sort.key === column.key && column.sortValue ? sort.direction : false}
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : 'asc'}
                    onClick={() => toggle(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
