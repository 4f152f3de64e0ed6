-- Cleaning and nuisance (spec/records.md §3, spec/decisions.md): cleaning
-- quotes (cleaning_requests), cleaning complaints and nuisance reports.

-- ---------------------------------------------------------------------------
-- cleaning_requests (prijsopgaves schoonmaak)
-- ---------------------------------------------------------------------------
create table public.cleaning_requests (
  id uuid primary key default gen_random_uuid(),
  description text not null,
  space_id uuid not null
    constraint cleaning_requests_space_id_fkey references public.spaces (id) on delete restrict,
  supplier_id uuid not null
    constraint cleaning_requests_supplier_id_fkey references public.suppliers (id) on delete restrict,
  status text not null default 'pending',
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint cleaning_requests_description_not_blank check (btrim(description) <> ''),
  constraint cleaning_requests_status_check check (status in ('pending', 'approved', 'completed', 'cancelled'))
);
comment on table public.cleaning_requests is 'Prijsopgaves schoonmaak.';
comment on column public.cleaning_requests.completed_at is
  'Afgerond op: gezet door de database zodra status completed wordt, leeg bij elke andere status.';
create index cleaning_requests_space_id_idx on public.cleaning_requests (space_id);
create index cleaning_requests_supplier_id_idx on public.cleaning_requests (supplier_id);
create index cleaning_requests_status_idx on public.cleaning_requests (status);
create index cleaning_requests_requested_at_idx on public.cleaning_requests (requested_at);
create index cleaning_requests_created_at_idx on public.cleaning_requests (created_at);

create function public.cleaning_requests_set_completed_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'completed' then
    new.completed_at := coalesce(new.completed_at, now());
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;

create trigger cleaning_requests_set_completed_at
  before insert or update of status, completed_at on public.cleaning_requests
  for each row execute function public.cleaning_requests_set_completed_at();

-- ---------------------------------------------------------------------------
-- cleaning_complaints
-- ---------------------------------------------------------------------------
create table public.cleaning_complaints (
  id uuid primary key default gen_random_uuid(),
  space_id uuid not null
    constraint cleaning_complaints_space_id_fkey references public.spaces (id) on delete restrict,
  description text not null,
  status text not null default 'open',
  reported_at timestamptz not null default now(),
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  constraint cleaning_complaints_description_not_blank check (btrim(description) <> ''),
  constraint cleaning_complaints_status_check check (status in ('open', 'in_progress', 'resolved', 'cancelled'))
);
comment on table public.cleaning_complaints is 'Schoonmaakklachten.';
comment on column public.cleaning_complaints.resolved_at is
  'Opgelost op: gezet door de database zodra status resolved wordt, leeg bij elke andere status.';
create index cleaning_complaints_space_id_idx on public.cleaning_complaints (space_id);
create index cleaning_complaints_status_idx on public.cleaning_complaints (status);
create index cleaning_complaints_reported_at_idx on public.cleaning_complaints (reported_at);
create index cleaning_complaints_resolved_at_idx on public.cleaning_complaints (resolved_at);
create index cleaning_complaints_created_at_idx on public.cleaning_complaints (created_at);

create function public.cleaning_complaints_set_resolved_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'resolved' then
    new.resolved_at := coalesce(new.resolved_at, now());
  else
    new.resolved_at := null;
  end if;
  return new;
end;
$$;

create trigger cleaning_complaints_set_resolved_at
  before insert or update of status, resolved_at on public.cleaning_complaints
  for each row execute function public.cleaning_complaints_set_resolved_at();

-- ---------------------------------------------------------------------------
-- nuisances (overlastmeldingen) with follow-up actions
-- ---------------------------------------------------------------------------
create table public.nuisances (
  id uuid primary key default gen_random_uuid(),
  date_time timestamptz not null default now(),
  location uuid
    constraint nuisances_location_fkey references public.buildings (id) on delete restrict,
  space_id uuid
    constraint nuisances_space_id_fkey references public.spaces (id) on delete restrict,
  housing_id uuid
    constraint nuisances_housing_id_fkey references public.housing (id) on delete restrict,
  parking_space_id uuid
    constraint nuisances_parking_space_id_fkey references public.parking_spaces (id) on delete restrict,
  description text not null,
  has_photo boolean not null default false,
  message_left boolean not null default false,
  resident_contacted boolean not null default false,
  follow_up_required boolean not null default false,
  follow_up_completed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint nuisances_description_not_blank check (btrim(description) <> ''),
  constraint nuisances_follow_up_completed_requires_follow_up check (
    follow_up_completed_at is null or follow_up_required
  )
);
comment on table public.nuisances is 'Overlastmeldingen; vervolgacties zijn meldingen met follow_up_required.';
comment on column public.nuisances.location is 'Gebouw (buildings.id) van de melding, of leeg.';
comment on column public.nuisances.follow_up_completed_at is
  'Moment waarop de vervolgactie is afgehandeld; afgehandelde vervolgacties verdwijnen uit de lijst.';
create index nuisances_location_idx on public.nuisances (location);
create index nuisances_space_id_idx on public.nuisances (space_id);
create index nuisances_housing_id_idx on public.nuisances (housing_id);
create index nuisances_parking_space_id_idx on public.nuisances (parking_space_id);
create index nuisances_date_time_idx on public.nuisances (date_time);
create index nuisances_follow_up_required_idx on public.nuisances (follow_up_required, created_at);
create index nuisances_created_at_idx on public.nuisances (created_at);
