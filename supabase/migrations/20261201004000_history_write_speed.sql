-- History's cost per write (issue #29; measured by tools/bench/history.mjs): most of it was
-- planning. The helpers of 20261201000100_history.sql were SQL functions that Postgres cannot
-- inline (security definer, or a FROM with an aggregate), and such a function plans its query
-- on every call, once per written row. As PL/pgSQL functions their plans are kept for the
-- session (PostgREST's connections are long-lived). A row that holds its building is read
-- without a query at all. What they return is unchanged.

create or replace function public.history_space_building(space_id uuid) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select s.building_id from public.spaces s where s.id = space_id);
end;
$$;

create or replace function public.history_building(table_name text, r jsonb) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  case table_name
    when 'buildings' then return (r ->> 'id')::uuid;
    when 'entrances_and_exits', 'spaces', 'housing', 'parking_spaces', 'staff_buildings' then return (r ->> 'building_id')::uuid;
    when 'nuisances' then return (r ->> 'location')::uuid;
    when 'key_cabinets', 'technical_provisions', 'utilities', 'cleaning_requests', 'cleaning_complaints', 'keys_spaces' then
      return public.history_space_building((r ->> 'space_id')::uuid);
    when 'keys' then
      return public.history_space_building((select c.space_id from public.key_cabinets c where c.id = (r ->> 'key_cabinet_id')::uuid));
    when 'key_loans' then
      return public.history_space_building((select c.space_id from public.keys k join public.key_cabinets c on c.id = k.key_cabinet_id
                                             where k.id = (r ->> 'key_id')::uuid));
    when 'utility_readings' then
      return public.history_space_building((select u.space_id from public.utilities u where u.id = (r ->> 'utility_id')::uuid));
    else
      return public.history_space_building((select p.space_id from public.technical_provisions p
                                             where p.id = (r ->> 'technical_provision_id')::uuid));
  end case;
end;
$$;

create or replace function public.history_changes(before jsonb, after jsonb, quiet text[]) returns jsonb
language plpgsql
immutable
as $$
begin
  return (
    select case when pg_catalog.bool_or(not (k = any (quiet)))
                then pg_catalog.jsonb_object_agg(k, pg_catalog.jsonb_build_array(before -> k, after -> k)) end
      from pg_catalog.jsonb_object_keys(after) k
     where (before -> k) is distinct from (after -> k)
  );
end;
$$;
