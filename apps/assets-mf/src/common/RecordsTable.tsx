import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps } from '@mui/material/styles';
import { toDutchMessage } from '@facility/data/records';
import { QueryState } from '@facility/ui';

export interface RecordsColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
}

interface Props<Row> {
  /** The loaded records (a useRows result). */
  query: { data?: Row[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The table's accessible name. */
  label: string;
  columns: RecordsColumn<Row>[];
  errorTitle: string;
  emptyText: string;
  sx?: SxProps;
}

/** A small read-only table of one record's history (loans, services, readings), with loading, error and empty states. */
export function RecordsTable<Row extends { id: string }>({ query, label, columns, errorTitle, emptyText, sx }: Props<Row>) {
  const { data, error, isLoading, mutate } = query;
  const rows = data ?? [];
  return (
    <QueryState
      loading={!data && isLoading}
      error={error}
      empty={rows.length === 0}
      errorTitle={errorTitle}
      errorText={toDutchMessage(error)}
      emptyText={emptyText}
      onRetry={() => mutate()}
    >
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </QueryState>
  );
}
