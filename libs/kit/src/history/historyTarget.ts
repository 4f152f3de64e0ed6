/** Whose history: a row of a table (public.history's table_name and row_id). */
export interface HistoryTarget {
  table: string;
  id: string;
}
