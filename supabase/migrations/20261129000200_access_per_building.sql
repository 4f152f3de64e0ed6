-- Access per building (issue #28): the permissive `authenticated_full_access` policy of every
-- table (20261121000005_row_level_security.sql and later) gives way to rules by the row's
-- building and the caller's role (public.staff, 20261129000100_staff_access.sql).
--
-- A row that belongs to a building (directly, or through its space, entrance, housing unit,
-- provision, utility, key cabinet or key):
--   read                  by active staff who see all buildings or are assigned to its building
--   insert/update/delete  by an active beheerder or medewerker who sees all buildings or is
--                         assigned to it (the new row's building too: a move needs both)
--   a lezer writes nothing; a row whose building is not known (a provision or utility without
--   a space) is for staff who see all buildings.
-- A row of a table without a building (suppliers, mechanics, facility types, owners, VvE's,
-- tasks and the link of suppliers and facility types):
--   read by every active staff member; insert/update by beheerder and medewerker; delete by
--   the beheerder.
-- An inactive staff member, or a user without a staff row, gets nothing.
--
-- Speed: every policy calls the caller's access as `(select public.staff_...())`, an
-- initPlan evaluated once per statement; `staff_sees_all()` first, so for staff who see
-- everything the rest of the condition is never evaluated. A building id is compared with
-- `= any (<the caller's buildings>)` (an index on building_id); a row found through its
-- parents is matched against the ids of the parents in the caller's buildings, one hashed
-- set per statement (spaces by building_id, then key cabinets by space_id, ..., each on its
-- index).
--
-- Functions called through /rpc/ run as the caller (security invoker: save_key,
-- save_supplier, save_technical_provision, save_malfunction, add_utility_reading,
-- import_housing and the insights; the triggers that write a key's loan or a provision's next
-- date too), so these rules hold there as well; so do the views (security_invoker). The SECURITY DEFINER
-- functions only keep name copies consistent after a write these rules allowed, or are for
-- the service role only (take_function_call).

do $$
declare
  -- table -> how its building is found: an expression that is true when the row's building
  -- is one of the uuid[] in %1$s (null when it has none).
  scoped constant jsonb := jsonb_build_object(
    'buildings', 'id = any (%1$s)',
    'entrances_and_exits', 'building_id = any (%1$s)',
    'spaces', 'building_id = any (%1$s)',
    'housing', 'building_id = any (%1$s)',
    'parking_spaces', 'building_id = any (%1$s)',
    'nuisances', 'location = any (%1$s)',
    'key_cabinets', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))',
    'technical_provisions', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))',
    'utilities', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))',
    'cleaning_requests', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))',
    'cleaning_complaints', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))',
    'keys', 'key_cabinet_id in (select c.id from public.key_cabinets c join public.spaces s on s.id = c.space_id'
            ' where s.building_id = any (%1$s))',
    'key_loans', 'key_id in (select k.id from public.keys k join public.key_cabinets c on c.id = k.key_cabinet_id'
                 ' join public.spaces s on s.id = c.space_id where s.building_id = any (%1$s))',
    -- a key opens spaces: the key's building and the space's building both
    'keys_spaces', 'space_id in (select s.id from public.spaces s where s.building_id = any (%1$s))'
                   ' and key_id in (select k.id from public.keys k join public.key_cabinets c on c.id = k.key_cabinet_id'
                   ' join public.spaces s on s.id = c.space_id where s.building_id = any (%1$s))',
    'utility_readings', 'utility_id in (select u.id from public.utilities u join public.spaces s on s.id = u.space_id'
                        ' where s.building_id = any (%1$s))',
    'malfunctions', 'technical_provision_id in (select p.id from public.technical_provisions p'
                    ' join public.spaces s on s.id = p.space_id where s.building_id = any (%1$s))',
    'owners_technical_provisions', 'technical_provision_id in (select p.id from public.technical_provisions p'
                                   ' join public.spaces s on s.id = p.space_id where s.building_id = any (%1$s))',
    'provision_services', 'technical_provision_id in (select p.id from public.technical_provisions p'
                          ' join public.spaces s on s.id = p.space_id where s.building_id = any (%1$s))'
  );
  shared constant text[] := array[
    'facility_types', 'suppliers', 'suppliers_facility_types', 'mechanics', 'companies', 'owners', 'tasks'
  ];
  t text;
  readable text;
  writable text;
begin
  -- Every table of public has a rule here (or in 20261129000100 for the staff tables).
  for t in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and c.relname not in ('staff', 'staff_buildings')
  loop
    if not (scoped ? t or t = any (shared)) then
      raise exception 'access per building: table public.% has no rule', t;
    end if;
    execute format('drop policy if exists authenticated_full_access on public.%I', t);
  end loop;

  for t in select jsonb_object_keys(scoped) loop
    readable := format('(select public.staff_sees_all()) or (' || (scoped ->> t) || ')', '(select public.staff_readable_buildings())::uuid[]');
    writable := format('(select public.staff_writes_all()) or (' || (scoped ->> t) || ')', '(select public.staff_writable_buildings())::uuid[]');
    execute format('create policy staff_read on public.%I for select to authenticated using (%s)', t, readable);
    execute format('create policy staff_insert on public.%I for insert to authenticated with check (%s)', t, writable);
    execute format('create policy staff_update on public.%I for update to authenticated using (%s) with check (%s)', t, writable, writable);
    execute format('create policy staff_delete on public.%I for delete to authenticated using (%s)', t, writable);
  end loop;

  foreach t in array shared loop
    execute format('create policy staff_read on public.%I for select to authenticated using '
                   '((select public.staff_role()) is not null)', t);
    execute format('create policy staff_insert on public.%I for insert to authenticated with check '
                   '((select public.staff_role()) in (''beheerder'', ''medewerker''))', t);
    execute format('create policy staff_update on public.%I for update to authenticated using '
                   '((select public.staff_role()) in (''beheerder'', ''medewerker'')) with check '
                   '((select public.staff_role()) in (''beheerder'', ''medewerker''))', t);
    execute format('create policy staff_delete on public.%I for delete to authenticated using '
                   '((select public.staff_role()) = ''beheerder'')', t);
  end loop;
end;
$$;

-- The rules that a row and the row it points at lie in the same building look at that row
-- whoever writes: as the caller they would not find a row of another building and let the
-- link through (a parking space of A with a home of B). They compare building ids only and
-- name no row in their messages.
alter function public.parking_spaces_check_housing() security definer;
alter function public.nuisances_check_location() security definer;
alter function public.check_nuisances_building() security definer;
