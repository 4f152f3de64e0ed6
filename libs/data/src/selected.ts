// The row type a select string gives, read by supabase-js's own parser of select
// strings: `Selected<'spaces', '*, building:buildings(id, name)'>`. A column or
// relation that does not exist makes the row a parser error type, not a row.
import type { From } from './reads';
import type { Database } from './database.types';
import type { SourceName, TableName, ViewName } from './writes';

declare const from: From;
function selectFromTable<T extends TableName, S extends string>(table: T, select: S) {
  return from(table).select(select);
}
function selectFromView<T extends ViewName, S extends string>(view: T, select: S) {
  return from(view).select(select);
}

type RowOfAnswer<Q> = Awaited<Q> extends { data: (infer Row)[] | null } ? Row : never;

/** One row of `select` from `source`, embedded rows included, as supabase-js types the answer. */
export type Selected<T extends SourceName, S extends string> = T extends TableName
  ? RowOfAnswer<ReturnType<typeof selectFromTable<T, S>>>
  : T extends ViewName
    ? RowOfAnswer<ReturnType<typeof selectFromView<T, S>>>
    : never;

function filterTable<T extends TableName>(table: T) {
  return from(table).select('*', { count: 'exact' });
}
function filterView<T extends ViewName>(view: T) {
  return from(view).select('*', { count: 'exact' });
}

/** A list's query of `source` as its filters see it: `(query) => query.eq('status', 'open')`, columns checked. */
export type FilterBuilder<T extends SourceName> = T extends TableName
  ? ReturnType<typeof filterTable<T>>
  : T extends ViewName
    ? ReturnType<typeof filterView<T>>
    : never;

type Schema = Database['public'];
type RowOfSource<T extends SourceName> = T extends TableName ? Schema['Tables'][T]['Row'] : T extends ViewName ? Schema['Views'][T]['Row'] : never;

/** The names of a table's (or view's) own columns. */
export type ColumnOf<T extends SourceName> = keyof RowOfSource<T> & string;
