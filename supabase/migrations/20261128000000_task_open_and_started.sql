-- Whether a task is open and whether it has started, answered by the database at the moment
-- of asking: computed fields PostgREST filters on (tasks?is_open=is.true&has_started=is.true).
-- The browser no longer writes "now" into the request, so the same question is the same
-- request, and the same cache key, from one minute to the next: a page that comes back keeps
-- what it loaded when a refresh fails, also after the minute has changed.
--
-- Open: not completed, or recurring with its next occurrence begun (completing an occurrence
-- does not complete the series). Both are plain SQL expressions the planner inlines into the
-- query (which is why they have no `set search_path`: a function with one is never inlined;
-- they name only their argument's columns and now()).
create function public.is_open(public.tasks)
returns boolean
language sql
stable
as $$ select not $1.is_completed or coalesce($1.next_occurrence_at <= now(), false) $$;

create function public.has_started(public.tasks)
returns boolean
language sql
stable
as $$ select $1.start_date <= now() $$;

comment on function public.is_open(public.tasks) is 'Open: not completed, or its next occurrence has begun.';
comment on function public.has_started(public.tasks) is 'Its start date has come.';
