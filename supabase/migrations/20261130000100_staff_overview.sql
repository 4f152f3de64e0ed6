-- The settings tab 'Toegang' (issue #28, the screen's part): the staff list and the change of
-- a staff member's role and buildings.
--
--   staff_overview     one row per staff member, with their e-mail and last sign-in from
--                      auth.users and their buildings; rows only for a beheerder
--   save_staff_access  a staff member's role, all_buildings and buildings in one call
--
-- Inviting someone and (de)activating an account change auth.users too: that is the server
-- function staff-admin's (service role), not the database API's.

-- ---------------------------------------------------------------------------
-- staff_overview
-- ---------------------------------------------------------------------------
-- It runs as its owner (no security_invoker): the API roles cannot read auth.users, and a
-- beheerder needs the e-mail and last sign-in of everyone. So the view decides itself who
-- reads it: rows only while the caller is an active beheerder (staff_role(), one value per
-- statement); anyone else gets an empty list. anon has no privilege at all. security_barrier:
-- the caller's filters (the list's search) are applied after that condition, never to rows
-- it keeps out.
-- One row of staff per row of the view, building columns as subqueries (no GROUP BY), so a
-- page ordered by (name, id) can read staff_name_user_id_idx in order.
create view public.staff_overview with (security_barrier = true) as
select
  s.user_id as id,
  s.name,
  u.email::text as email,
  s.role,
  s.all_buildings,
  s.active,
  u.last_sign_in_at,
  u.invited_at,
  u.email_confirmed_at,
  coalesce((
    select pg_catalog.array_agg(b.id order by b.name, b.id)
      from public.staff_buildings a
      join public.buildings b on b.id = a.building_id
     where a.user_id = s.user_id
  ), '{}') as building_ids,
  (
    select pg_catalog.string_agg(b.name, ', ' order by b.name, b.id)
      from public.staff_buildings a
      join public.buildings b on b.id = a.building_id
     where a.user_id = s.user_id
  ) as building_names
from public.staff s
join auth.users u on u.id = s.user_id
where (select public.staff_role()) = 'beheerder';

comment on view public.staff_overview is
  'Medewerkers met e-mail, rol, gebouwen, laatste aanmelding en status; alleen voor een actieve beheerder (anderen: geen rijen).';
comment on column public.staff_overview.invited_at is 'Uitgenodigd op (auth.users); zonder email_confirmed_at heeft de medewerker de uitnodiging nog niet aangenomen.';
comment on column public.staff_overview.building_names is 'De namen van de toegewezen gebouwen, op naam, gescheiden door komma''s (tonen en zoeken).';

create index staff_name_user_id_idx on public.staff (name, user_id);

-- Read-only as every view (20261127002004_read_only_views.sql): a write answers 405.
revoke all on public.staff_overview from public, anon, service_role;
grant select, insert, update, delete on public.staff_overview to authenticated;
create trigger staff_overview_read_only instead of insert or update or delete on public.staff_overview
  for each row execute function public.refuse_view_write();

-- ---------------------------------------------------------------------------
-- save_staff_access
-- ---------------------------------------------------------------------------
-- Runs as the caller: staff's row-level security (beheerder only) and the trigger that keeps
-- an active beheerder (staff_keeps_active_beheerder) decide. Role, all_buildings and the
-- buildings (replaced by p_building_ids) are saved together or not at all. Without all
-- buildings at least one building (staff_buildings_chosen): a staff member without either
-- would see nothing.
create function public.save_staff_access(p_user_id uuid, p_role text, p_all_buildings boolean, p_building_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ids uuid[] := coalesce(p_building_ids, '{}');
  saved uuid;
begin
  if not coalesce(p_all_buildings, false) and pg_catalog.cardinality(ids) = 0 then
    raise exception 'new row for relation "staff" violates check constraint "staff_buildings_chosen"'
      using errcode = '23514',
            constraint = 'staff_buildings_chosen',
            table = 'staff',
            detail = 'Without all_buildings a staff member needs at least one building.';
  end if;
  update public.staff
     set role = p_role, all_buildings = coalesce(p_all_buildings, false)
   where user_id = p_user_id
  returning user_id into saved;
  if saved is null then
    -- Row-level security let no row through: not a beheerder, or no such staff member.
    if (select public.staff_role()) is distinct from 'beheerder' then
      raise exception 'row-level security policy for table "staff" allows only a beheerder to change it'
        using errcode = '42501';
    end if;
    raise exception 'The staff member does not exist (any more).'
      using errcode = 'PT404', detail = 'The result contains 0 rows';
  end if;
  delete from public.staff_buildings a where a.user_id = saved and a.building_id <> all (ids);
  insert into public.staff_buildings (user_id, building_id)
  select distinct saved, b from pg_catalog.unnest(ids) as b
   where not exists (select 1 from public.staff_buildings a where a.user_id = saved and a.building_id = b);
end;
$$;
comment on function public.save_staff_access(uuid, text, boolean, uuid[]) is
  'Rol, alle gebouwen en gebouwen van een medewerker in één keer (alleen een beheerder; de laatste actieve beheerder blijft).';
revoke execute on function public.save_staff_access(uuid, text, boolean, uuid[]) from public, anon;
grant execute on function public.save_staff_access(uuid, text, boolean, uuid[]) to authenticated, service_role;
