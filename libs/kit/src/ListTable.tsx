import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListColumn } from './resource';
import type { ListState } from './listState';

interface Props<Row> {
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  sort: ListState['sort'];
  onSort: (key: string) => void;
  rowKey: (row: Row) => string;
  /** The last column ('Acties'), when the rows have a menu. */
  actions?: (row: Row) => ReactNode;
}

function content<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : column.text?.(row);
}

/**
 * The rows of one page as the database sorted them; a sortable header asks the
 * database for another order. On a narrow screen the table scrolls inside its
 * container, never the page.
 */
export function ListTable<Row>({ label, columns: all, rows, sort, onSort, rowKey, actions }: Props<Row>) {
  const columns = all.filter((column) => column.shown !== false);
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = sort.key === column.key && Boolean(column.sortBy);
              return (
                <TableCell key={column.key} align={column.align} sortDirection={active ? sort.direction : false} sx={{ width: column.width, whiteSpace: 'nowrap' }}>
                  {column.sortBy ? (
                    <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column.key)}>
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
            {actions && <TableCell align="right">Acties</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {content(column, row)}
                </TableCell>
              ))}
              {actions && <TableCell align="right">{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
