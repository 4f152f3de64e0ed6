// A list page opens one row from its URL: `?open=<id>` (a search result, a shared link) reads
// that row and opens it (its edit form, or its details for who may not edit); closing it takes
// the parameter away again, so back and reload do not open it twice.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@facility/runtime/router';
import { useRows, type From, type Query } from '@facility/data/records';
import { useToast } from '@facility/ui';
import type { AnyListSource } from './listQuery';

export const OPEN_PARAM = 'open';

/** Row ids are uuids; anything else in the link is not asked for (the database would refuse it). */
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The part of the builder this query uses; the source's select is typed where it is written. */
interface RowBuilder {
  eq(column: string, value: string): { maybeSingle(): Query };
}

/** The query of one row of the list by its id (null: none asked). */
export const openedRowQuery = (source: Pick<AnyListSource, 'table' | 'select'>, id: string) =>
  ROW_ID.test(id) ? (from: From) => (from(source.table as never).select(source.select) as unknown as RowBuilder).eq('id', id).maybeSingle() : null;

/** Calls `open` with the row the URL names, once per id; `close` takes the parameter away. */
export function useOpenFromUrl<Row>(source: Pick<AnyListSource, 'table' | 'select'>, open: (row: Row) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_PARAM) ?? '';
  const build = id ? openedRowQuery(source, id) : null;
  const { data, error } = useRows(build);
  const { toast } = useToast();
  const handled = useRef('');
  const opener = useRef(open);
  opener.current = open;

  const close = useCallback(() => {
    setParams(
      (current) => {
        if (!current.has(OPEN_PARAM)) return current;
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  useEffect(() => {
    if (!id) {
      handled.current = '';
      return;
    }
    if (handled.current === id || (build && data === undefined && !error)) return;
    handled.current = id;
    if (data) {
      opener.current(data as Row);
      return;
    }
    toast({ variant: 'destructive', title: 'Niet gevonden', description: 'Wat deze link opent bestaat niet (meer), of je hebt er geen toegang toe.' });
    close();
  }, [id, build, data, error, toast, close]);

  return { close };
}
