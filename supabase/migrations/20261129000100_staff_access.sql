-- Staff accounts, roles and access per building (issue #28, the database part).
--
--   staff            one row per person who may work in the back office: the auth user,
--                    name, role, whether they see every building, active
--   staff_buildings  the buildings assigned to a staff member (used unless all_buildings)
--
-- Roles: beheerder (everything, and manages access), medewerker (reads and changes what
-- belongs to their buildings), lezer (reads what belongs to their buildings, changes
-- nothing). A user without an active staff row gets nothing (20261129000200 decides per
-- table). The rules per table are in docs/architecture.md, "Access per building".

-- ---------------------------------------------------------------------------
-- staff
-- ---------------------------------------------------------------------------
create table public.staff (
  user_id uuid primary key
    constraint staff_user_id_fkey references auth.users (id) on delete cascade,
  name text not null,
  role text not null default 'lezer',
  all_buildings boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint staff_name_not_blank check (not public.is_blank(name)),
  constraint staff_name_length check (char_length(name) <= 200),
  constraint staff_name_single_line check (public.is_single_line(name)),
  constraint staff_role_check check (role in ('beheerder', 'medewerker', 'lezer'))
);
comment on table public.staff is
  'Medewerkers met toegang: rol (beheerder, medewerker, lezer), alle gebouwen of de toegewezen gebouwen, actief.';
comment on column public.staff.all_buildings is 'Ziet alle gebouwen; anders alleen de gebouwen in staff_buildings.';
comment on column public.staff.active is 'Een gedeactiveerde medewerker ziet en wijzigt niets, en zijn refresh token wordt geweigerd.';
create index staff_active_role_idx on public.staff (role) where active;

create trigger staff_set_created_at
  before insert or update of created_at on public.staff
  for each row execute function public.set_created_at();
comment on column public.staff.created_at is
  'Aangemaakt op: gezet door de database (now() bij invoegen, daarna ongewijzigd); een waarde van de client wordt vervangen.';

-- ---------------------------------------------------------------------------
-- staff_buildings (link: the buildings of a staff member)
-- ---------------------------------------------------------------------------
create table public.staff_buildings (
  user_id uuid not null
    constraint staff_buildings_user_id_fkey references public.staff (user_id) on delete cascade,
  building_id uuid not null
    constraint staff_buildings_building_id_fkey references public.buildings (id) on delete cascade,
  constraint staff_buildings_pkey primary key (user_id, building_id)
);
comment on table public.staff_buildings is 'Koppeling medewerker - gebouwen waar hij toegang toe heeft.';
create index staff_buildings_building_id_idx on public.staff_buildings (building_id);

-- One row per write through the API, as on every table (20261127002003_api_write_guards.sql).
create trigger staff_one_row_per_update after update on public.staff
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();
create trigger staff_one_row_per_delete after delete on public.staff
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();
create trigger staff_buildings_one_row_per_update after update on public.staff_buildings
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();
create trigger staff_buildings_one_row_per_delete after delete on public.staff_buildings
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();

-- ---------------------------------------------------------------------------
-- The caller's access. SECURITY DEFINER (they read staff past its own row-level
-- security), STABLE, one value per statement when a policy calls them as
-- `(select public.staff_...())` (an initPlan, not a call per row). An inactive staff
-- member or a user without a staff row: null role, no building, nothing for all.
-- ---------------------------------------------------------------------------
create function public.staff_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.role from public.staff s where s.user_id = auth.uid() and s.active
$$;
comment on function public.staff_role() is
  'De rol van de aangemelde gebruiker (beheerder, medewerker, lezer), of null zonder actieve medewerkersrij.';

create function public.staff_sees_all() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.all_buildings from public.staff s where s.user_id = auth.uid() and s.active), false)
$$;
comment on function public.staff_sees_all() is 'Waar als de aangemelde gebruiker actief is en alle gebouwen ziet.';

create function public.staff_writes_all() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select s.all_buildings from public.staff s
     where s.user_id = auth.uid() and s.active and s.role in ('beheerder', 'medewerker')
  ), false)
$$;
comment on function public.staff_writes_all() is
  'Waar als de aangemelde gebruiker actief beheerder of medewerker is van alle gebouwen.';

create function public.staff_readable_buildings() returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(a.building_id), '{}')
    from public.staff s
    join public.staff_buildings a on a.user_id = s.user_id
   where s.user_id = auth.uid() and s.active
$$;
comment on function public.staff_readable_buildings() is
  'De toegewezen gebouwen van de aangemelde gebruiker als die actief is (leeg anders); los van all_buildings.';

create function public.staff_writable_buildings() returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(a.building_id), '{}')
    from public.staff s
    join public.staff_buildings a on a.user_id = s.user_id
   where s.user_id = auth.uid() and s.active and s.role in ('beheerder', 'medewerker')
$$;
comment on function public.staff_writable_buildings() is
  'De toegewezen gebouwen die de aangemelde gebruiker mag wijzigen (actief beheerder of medewerker; leeg anders).';

-- For one building (a screen that asks, a function that checks one row); the policies use
-- the functions above, which are evaluated once per statement.
create function public.may_read_building(p_building_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff s
     where s.user_id = auth.uid() and s.active
       and (s.all_buildings or exists (
             select 1 from public.staff_buildings a where a.user_id = s.user_id and a.building_id = p_building_id))
  )
$$;
comment on function public.may_read_building(uuid) is 'Waar als de aangemelde gebruiker dit gebouw mag zien.';

create function public.may_write_building(p_building_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.staff s
     where s.user_id = auth.uid() and s.active and s.role in ('beheerder', 'medewerker')
       and (s.all_buildings or exists (
             select 1 from public.staff_buildings a where a.user_id = s.user_id and a.building_id = p_building_id))
  )
$$;
comment on function public.may_write_building(uuid) is 'Waar als de aangemelde gebruiker in dit gebouw mag wijzigen.';

revoke execute on function
  public.staff_role(), public.staff_sees_all(), public.staff_writes_all(),
  public.staff_readable_buildings(), public.staff_writable_buildings(),
  public.may_read_building(uuid), public.may_write_building(uuid)
from public, anon;
grant execute on function
  public.staff_role(), public.staff_sees_all(), public.staff_writes_all(),
  public.staff_readable_buildings(), public.staff_writable_buildings(),
  public.may_read_building(uuid), public.may_write_building(uuid)
to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- There is always an active beheerder: the last one cannot be deactivated, demoted or
-- removed (also not by deleting the auth user, which cascades here). Parallel changes
-- wait for each other (an advisory lock), so two beheerders cannot each demote the other.
-- ---------------------------------------------------------------------------
create function public.staff_keep_active_beheerder() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.role <> 'beheerder' or not old.active then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'beheerder' and new.active then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.staff: active beheerders', 0));
  -- Past the caller's row-level security: every active beheerder counts.
  if not exists (
    select 1 from public.staff s where s.role = 'beheerder' and s.active and s.user_id <> old.user_id
  ) then
    raise exception 'change of relation "staff" violates check constraint "staff_keeps_active_beheerder"'
      using errcode = '23514',
            constraint = 'staff_keeps_active_beheerder',
            table = 'staff',
            detail = 'This is the last active beheerder.';
  end if;
  return coalesce(new, old);
end;
$$;
-- It counts every beheerder, also those the caller cannot read: it runs as the owner.
alter function public.staff_keep_active_beheerder() security definer;
revoke execute on function public.staff_keep_active_beheerder() from public, anon;

create trigger staff_keep_active_beheerder
  before update of role, active or delete on public.staff
  for each row execute function public.staff_keep_active_beheerder();

-- ---------------------------------------------------------------------------
-- Row-level security of the staff tables: a user reads their own row and
-- assignments (while active); a beheerder reads and manages everyone's.
-- ---------------------------------------------------------------------------
alter table public.staff enable row level security;
alter table public.staff_buildings enable row level security;
revoke all on table public.staff, public.staff_buildings from public, anon;
grant select, insert, update, delete on table public.staff, public.staff_buildings to authenticated, service_role;

create policy staff_read on public.staff for select to authenticated
  using ((select public.staff_role()) = 'beheerder' or (user_id = (select auth.uid()) and (select public.staff_role()) is not null));
create policy staff_insert on public.staff for insert to authenticated
  with check ((select public.staff_role()) = 'beheerder');
create policy staff_update on public.staff for update to authenticated
  using ((select public.staff_role()) = 'beheerder')
  with check ((select public.staff_role()) = 'beheerder');
create policy staff_delete on public.staff for delete to authenticated
  using ((select public.staff_role()) = 'beheerder');

create policy staff_read on public.staff_buildings for select to authenticated
  using ((select public.staff_role()) = 'beheerder' or (user_id = (select auth.uid()) and (select public.staff_role()) is not null));
create policy staff_insert on public.staff_buildings for insert to authenticated
  with check ((select public.staff_role()) = 'beheerder');
create policy staff_update on public.staff_buildings for update to authenticated
  using ((select public.staff_role()) = 'beheerder')
  with check ((select public.staff_role()) = 'beheerder');
create policy staff_delete on public.staff_buildings for delete to authenticated
  using ((select public.staff_role()) = 'beheerder');
