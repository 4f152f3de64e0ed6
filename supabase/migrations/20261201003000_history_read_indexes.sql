-- History (20261201000100_history.sql): the counts of 'Wijzigingen' and 'Verwijderd' read
-- indexes, not rows.
--
-- The pages ask PostgREST for `count=estimated`: an exact count of at most db-max-rows + 1
-- (1,001) matches, the planner's estimate past that. Row-level security on history is one
-- rule for every caller (scope, building_id and the caller's buildings as initPlan values),
-- so that count checks the rule on each entry it passes, and no index can start with the
-- caller's buildings. Measured on 1,000,000 entries (tools/bench/history.mjs), before:
--   - a table filter, as a medewerker of 3 of 1,000 buildings (476 of the table's 166,000
--     entries visible): the count read the whole table (a sequential scan, 0.5-1.4 s);
--   - a date filter ('from', the last month): the planner counts on matches spread over the
--     table, which holds its entries in the order they were written, so the sequential scan
--     passed 870,000 older entries before it had 1,001 (0.3 s, as the beheerder);
--   - 'Verwijderd' of one table walked every deleted entry (80,000) for the medewerker's 16.
--
-- The indexes the pages walk now carry the rule's columns (scope, building_id), so each count
-- is an index-only scan that checks the rule on the index and passes only the entries of its
-- table or after its date; 'Verwijderd' of one table has the deleted entries of that table.
-- history_deleted_idx carries them too (and table_name, row_id for the view's "not restored
-- since"): without it, the count of every deleted entry took the per-table index, which holds
-- the tables in alphabetical order, and a medewerker's count passed 58,000 entries of the
-- tables before the shared ones instead of 6,000 in time order.

drop index public.history_table_idx;
create index history_table_idx on public.history (table_name, changed_at, id) include (scope, building_id);
drop index public.history_changed_at_id_idx;
create index history_changed_at_id_idx on public.history (changed_at, id) include (scope, building_id);
create index history_deleted_table_idx on public.history (table_name, changed_at, id) include (row_id, scope, building_id)
  where action = 'delete';
drop index public.history_deleted_idx;
create index history_deleted_idx on public.history (changed_at, id) include (table_name, row_id, scope, building_id)
  where action = 'delete';
