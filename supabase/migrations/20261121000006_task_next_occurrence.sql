-- Recurring tasks (spec/decisions.md): completing an occurrence does not complete
-- the series. Completing a recurring task stores when its next occurrence starts;
-- once that moment has come the task is open again on /tasks and the dashboard.
-- Only a completed recurring task has one; it is null when the series has ended.
alter table public.tasks add column next_occurrence_at timestamptz;

alter table public.tasks add constraint tasks_next_occurrence_only_when_completed_recurring check (
  next_occurrence_at is null or (is_recurring and is_completed and next_occurrence_at > completed_at)
);

create index tasks_next_occurrence_at_idx on public.tasks (next_occurrence_at) where next_occurrence_at is not null;
