-- /tasks is a list of the kit (useListController): newest created first, ordered by
-- (created_at, id) and paged by 100. The (created_at, id) index reads a page in that
-- order; it covers everything the single-column index did.
create index tasks_created_at_id_idx on public.tasks (created_at, id);
drop index public.tasks_created_at_idx;
