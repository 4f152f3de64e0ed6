-- Sort indexes for the lists of cleaning-mf and nuisance-mf (as 20261122000001):
-- every list orders by `<sort column>, id`, so each column a list sorts on has an
-- index on (column, id). The single-column indexes they cover are dropped.

-- /cleaning: newest first (created_at); sortable Aangevraagd op, Status, Afgerond op.
create index cleaning_requests_created_at_id_idx on public.cleaning_requests (created_at, id);
drop index public.cleaning_requests_created_at_idx;
create index cleaning_requests_requested_at_id_idx on public.cleaning_requests (requested_at, id);
drop index public.cleaning_requests_requested_at_idx;
create index cleaning_requests_status_id_idx on public.cleaning_requests (status, id);
drop index public.cleaning_requests_status_idx;
create index cleaning_requests_completed_at_id_idx on public.cleaning_requests (completed_at, id);

-- /cleaning-complaints: newest first (created_at); sortable Status, Gemeld op, Opgelost op.
create index cleaning_complaints_created_at_id_idx on public.cleaning_complaints (created_at, id);
drop index public.cleaning_complaints_created_at_idx;
create index cleaning_complaints_reported_at_id_idx on public.cleaning_complaints (reported_at, id);
drop index public.cleaning_complaints_reported_at_idx;
create index cleaning_complaints_status_id_idx on public.cleaning_complaints (status, id);
drop index public.cleaning_complaints_status_idx;
create index cleaning_complaints_resolved_at_id_idx on public.cleaning_complaints (resolved_at, id);
drop index public.cleaning_complaints_resolved_at_idx;

-- /nuisances: newest first (created_at), sortable by date and time; /follow-up-actions:
-- the open follow-up actions by date and time.
create index nuisances_created_at_id_idx on public.nuisances (created_at, id);
drop index public.nuisances_created_at_idx;
create index nuisances_date_time_id_idx on public.nuisances (date_time, id);
drop index public.nuisances_date_time_idx;
create index nuisances_open_follow_up_idx on public.nuisances (date_time, id)
  where follow_up_required and follow_up_completed_at is null;
