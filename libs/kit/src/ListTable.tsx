import { Fragment, useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ExpandDefinition, ListColumn } from './resource';
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
  /** Rows that open to show more under them. */
  expand?: ExpandDefinition<Row>;
}

function content<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : column.text?.(row);
}

/**
 * The rows of one page as the database sorted them; a sortable header asks the
 * database for another order. On a narrow screen the table scrolls inside its
 * container, never the page.
 */
export function ListTable<Row>({ label, columns: all, rows, sort, onSort, rowKey, actions, expand }: Props<Row>) {
  const columns = all.filter((column) => column.shown !== false);
  const open = useOpenRows();
  const idPrefix = useId();
  const width = columns.length + (expand ? 1 : 0) + (actions ? 1 : 0);
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
            {expand && <TableCell />}
            {actions && <TableCell align="right">Acties</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            const expandable = Boolean(expand && (expand.isExpandable?.(row) ?? true));
            const expanded = expandable && open.has(key);
            const regionId = `${idPrefix}-${key}`;
            return (
              <Fragment key={key}>
                <TableRow hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {content(column, row)}
                    </TableCell>
                  ))}
                  {expand && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {expandable && (
                        <Button size="small" aria-expanded={expanded} aria-controls={expanded ? regionId : undefined} onClick={() => open.toggle(key)}>
                          {expanded ? expand.texts.collapse : expand.texts.expand}
                        </Button>
                      )}
                    </TableCell>
                  )}
                  {actions && <TableCell align="right">{actions(row)}</TableCell>}
                </TableRow>
                {expand && expanded && (
                  <TableRow>
                    <TableCell id={regionId} colSpan={width} sx={{ bgcolor: 'action.hover' }}>
                      {expand.render(row)}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The keys of the rows that are open; each opens and closes on its own. */
function useOpenRows() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { has: (key: string) => keys.has(key), toggle };
}
