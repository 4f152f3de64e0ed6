import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ExpandDefinition, ListColumn } from './resource';
import type { ListState } from './listState';
import { columnValue } from './columnValue';

export interface OpenRows {
  has: (key: string) => boolean;
  toggle: (key: string) => void;
}

export interface ListCardsProps<Row> {
  label: string;
  /** The shown columns, in the table's order: the first is each card's title. */
  columns: ListColumn<Row>[];
  rows: Row[];
  sort: ListState['sort'];
  onSort: (key: string) => void;
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  expand?: ExpandDefinition<Row>;
  /** Which rows are open (shared with the table, so a turned phone keeps them open). */
  open: OpenRows;
}


/**
 * The rows of one page as cards, for a screen too narrow for the table: the first column
 * is the card's heading, the others 'label: value', the row menu top right. A small
 * control above them sorts as the table's headers do, with the same `onSort`.
 */
export function ListCards<Row>({ label, columns, rows, sort, onSort, rowKey, actions, expand, open }: ListCardsProps<Row>) {
  const [first, ...rest] = columns;
  const idPrefix = useId();
  const list = useRef<HTMLUListElement>(null);
  const Heading = `h${useHeadingLevelUnder(list)}` as 'h2';
  return (
    <>
      <SortControl columns={columns} sort={sort} onSort={onSort} />
      <Box component="ul" ref={list} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => {
          const key = rowKey(row);
          const expandable = Boolean(expand && (expand.isExpandable?.(row) ?? true));
          const expanded = expandable && open.has(key);
          const regionId = `${idPrefix}-${key}`;
          return (
            <Box component="li" key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box component={Heading} sx={{ typography: 'subtitle1', fontWeight: 600, m: 0, py: 0.5, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {first && columnValue(first, row)}
                </Box>
                {actions && <Box sx={{ flexShrink: 0, my: -0.5, mr: -1 }}>{actions(row)}</Box>}
              </Box>
              {rest.length > 0 && (
                <Box component="dl" sx={{ m: 0, typography: 'body2' }}>
                  {rest.map((column) => (
                    <Box key={column.key} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, alignItems: 'baseline', py: 0.25 }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {column.label}:
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {columnValue(column, row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
              {expand && expandable && (
                <Button size="small" sx={{ mt: 1, ml: -1 }} aria-expanded={expanded} aria-controls={expanded ? regionId : undefined} onClick={() => open.toggle(key)}>
                  {expanded ? expand.texts.collapse : expand.texts.expand}
                </Button>
              )}
              {expand && expanded && (
                <Box id={regionId} sx={{ mt: 1, mx: -1.5, mb: -1.5, p: 1.5, bgcolor: 'action.hover', overflowX: 'auto' }}>
                  {expand.render(row)}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </>
  );
}

/**
 * 'Sorteren op' the sortable columns, and the direction: the same `onSort` as the table's
 * headers (another column starts ascending; the sorted one turns around). The browser's
 * own select, so no menu or popover code comes with the list.
 */
function SortControl<Row>({ columns, sort, onSort }: Pick<ListCardsProps<Row>, 'columns' | 'sort' | 'onSort'>) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortBy);
  if (sortable.length === 0) return null;
  // The default order may be by something no column shows (the newest first).
  const active = sortable.some((column) => column.key === sort.key);
  const ascending = sort.direction === 'asc';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', whiteSpace: 'nowrap' }}>
        Sorteren op
      </Box>
      <Box
        component="select"
        id={id}
        value={active ? sort.key : ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onSort(event.target.value)}
        sx={{
          typography: 'body2',
          flex: '1 1 auto',
          minWidth: 0,
          height: 32,
          px: 1,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
        }}
      >
        {!active && (
          <option value="" disabled>
            Standaard
          </option>
        )}
        {sortable.map((column) => (
          <option key={column.key} value={column.key}>
            {column.label}
          </option>
        ))}
      </Box>
      <Button variant="outlined" size="small" disabled={!active} onClick={() => onSort(sort.key)} title="Andere richting" sx={{ flexShrink: 0, height: 32 }}>
        {ascending ? 'Oplopend' : 'Aflopend'}
        <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
          {ascending ? '↑' : '↓'}
        </Box>
      </Button>
    </Box>
  );
}

/**
 * The level of the cards' headings: one below the heading the list falls under (the page's
 * h1, or the list card's or tab's h2), so a screen reader's list of headings nests them.
 */
function useHeadingLevelUnder(ref: RefObject<HTMLElement | null>): number {
  const [level, setLevel] = useState(2);
  useLayoutEffect(() => {
    const under = headingBefore(ref.current);
    if (under) setLevel(Math.min(6, Number(under.tagName.slice(1)) + 1));
  }, [ref]);
  return level;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** The nearest heading before `element` in the document, looking back and up. */
function headingBefore(element: Element | null): Element | null {
  for (let at = element; at && at !== document.body; at = at.parentElement) {
    for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling.matches(HEADINGS)) return sibling;
      const inside = sibling.querySelectorAll(HEADINGS);
      if (inside.length) return inside[inside.length - 1];
    }
  }
  return null;
}
