import { Fragment, useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
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
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box component="table" aria-label={label} sx={tableStyles}>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort.key === column.key && Boolean(column.sortBy);
              return (
                <th key={column.key} scope="col" className={alignClass(column.align)} aria-sort={active ? ARIA_SORT[sort.direction] : undefined} style={column.width === undefined ? undefined : { width: column.width }}>
                  {column.sortBy ? (
                    <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column.key)}>
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            {expand && <td />}
            {actions && (
              <th scope="col" className="end">
                Acties
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const expandable = Boolean(expand && (expand.isExpandable?.(row) ?? true));
            const expanded = expandable && open.has(key);
            const regionId = `${idPrefix}-${key}`;
            return (
              <Fragment key={key}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.key} className={alignClass(column.align)}>
                      {content(column, row)}
                    </td>
                  ))}
                  {expand && (
                    <td className="nowrap">
                      {expandable && (
                        <Button size="small" aria-expanded={expanded} aria-controls={expanded ? regionId : undefined} onClick={() => open.toggle(key)}>
                          {expanded ? expand.texts.collapse : expand.texts.expand}
                        </Button>
                      )}
                    </td>
                  )}
                  {actions && <td className="end">{actions(row)}</td>}
                </tr>
                {expand && expanded && (
                  <tr className="expanded">
                    <td id={regionId} colSpan={width}>
                      {expand.render(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

const alignClass = (align: ListColumn<unknown>['align']) => (align === 'right' ? 'end' : align === 'center' ? 'center' : undefined);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The table looks as MUI's small Table with its TableRows and TableCells, styled here once for
 * the whole table. A TableCell works its styles out per cell (styled-components): a page of 25
 * rows has nearly 200 of them, and that was the largest share of drawing the rows.
 */
const tableStyles: SxProps<Theme> = (theme) => ({
  display: 'table',
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& > * > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& > tbody > tr:not(.expanded):hover': { backgroundColor: theme.palette.action.hover },
  '& > * > tr > *': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
  },
  '& > thead > tr > *': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium, whiteSpace: 'nowrap' },
  '& > * > tr > .end': { textAlign: 'right' },
  '& > * > tr > .center': { textAlign: 'center' },
  '& > * > tr > .nowrap': { whiteSpace: 'nowrap' },
  '& > tbody > tr.expanded > td': { backgroundColor: theme.palette.action.hover },
});

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
