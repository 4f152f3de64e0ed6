import { Fragment, useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { lazyView } from '@facility/ui';
import type { ListCardsProps } from './ListCards';
import type { ListColumn } from './resource';

/** What the cards show, the table too; which rows are open the table keeps itself. */
type Props<Row> = Omit<ListCardsProps<Row>, 'open'>;

/**
 * Below the theme's `sm` breakpoint (MUI's default, 600 px, which libs/ui's theme keeps) the
 * rows are cards.
 */
const NARROW = '(max-width:599.95px)';
const narrowList = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows of any list
type AnyCards = ComponentType<ListCardsProps<any>>;
const loadCards = async (): Promise<{ default: AnyCards }> => ({ default: (await import('./ListCards')).ListCards });
/** The cards' code loads only where they show: a wide screen never downloads it. */
const ListCards = lazyView(loadCards);
// On a phone it downloads with the kit, beside the list's first query.
if (narrowList?.matches) void ListCards.preload();

function content<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : column.text?.(row);
}

/**
 * The rows of one page as the database sorted them; a sortable header asks the
 * database for another order. Below 600 px (the theme's `sm`) the rows are cards
 * instead (ListCards), with a sort control of their own: a phone never scrolls sideways.
 */
export function ListTable<Row>({ label, columns: all, rows, sort, onSort, rowKey, actions, expand }: Props<Row>) {
  const columns = all.filter((column) => column.shown !== false);
  const open = useOpenRows();
  const idPrefix = useId();
  const width = columns.length + (expand ? 1 : 0) + (actions ? 1 : 0);
  if (useNarrowScreen()) {
    return <ListCards label={label} columns={columns} rows={rows} sort={sort} onSort={onSort} rowKey={rowKey} actions={actions} expand={expand} open={open} />;
  }
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

/**
 * Whether the screen is narrower than 600 px, read as the page renders (no first render as
 * a table on a phone) and followed when it changes (a turned phone). False where there is
 * no matchMedia (jsdom).
 */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => readNarrow()?.matches ?? false, () => false);
}

/** The query list, read anew where the module loaded before matchMedia existed (a test that sets it). */
const readNarrow = () => narrowList ?? (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null);

function subscribeToWidth(notify: () => void) {
  const list = readNarrow();
  list?.addEventListener('change', notify);
  return () => list?.removeEventListener('change', notify);
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
