-- API write guards (issue #27): a careless or buggy API call cannot change or delete a
-- whole table, and a call that names a row that does not exist, or writes to a read-only
-- view, is the caller's mistake: a 4xx with a Dutch reason, never a 500.
--
--   1. one row per write: an update or delete sent to a table through the API (PostgREST:
--      PATCH, DELETE, or an upsert that updates) changes at most one row; one that would
--      change more is refused and nothing is changed. Bulk work goes through the
--      functions made for it (import_housing, save_key, save_supplier, ...), which may
--      change many rows;
--   2. the save functions answer 404 (SQLSTATE PT404: PostgREST answers status 404) for
--      an id that does not exist, instead of P0002 (500);
--   3. views are read-only for the API roles (housing_overview and the *_choices views):
--      a write is refused with 42501 (403) instead of failing inside Postgres (55000,
--      500) or, for the simple *_choices views, passing through to their table.

-- ---------------------------------------------------------------------------
-- 1. One row per write through the API
-- ---------------------------------------------------------------------------
-- A statement-level trigger sees every row a statement changed (its transition table)
-- and can refuse the statement as a whole; it runs in the database, so it holds on a
-- hosted Supabase project as locally. It refuses when all of these hold:
--   - the role is one a browser holds (anon, authenticated); service_role and the
--     database owner (migrations, seed, maintenance) are not limited;
--   - the statement is the request's own: PostgREST sets request.path for every
--     request, and it names this table ('/tasks'). So a function called through /rpc/
--     (whose statements run as the caller too) may change many rows (save_key replaces
--     a key's spaces), and so may what a one-row write leads to in other tables: a
--     cascading foreign key (keys_spaces of a deleted key, whose statement runs at
--     trigger depth 1 as well) or a trigger (the name copies of 20261125000002);
--   - the statement is not one a trigger runs (trigger depth 1);
--   - the statement changed more than one row.
-- A request without a filter on a table of one row changes one row, which is allowed:
-- what is limited is the number of rows, not the form of the request.
create function public.refuse_multi_row_api_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rows_changed integer;
  path text := coalesce(pg_catalog.current_setting('request.path', true), '');
begin
  if current_user not in ('anon', 'authenticated')
     or path is distinct from '/' || tg_table_name
     or pg_catalog.pg_trigger_depth() > 1 then
    return null;
  end if;
  select count(*) into rows_changed from (select 1 from changed_rows limit 2) as first_two;
  if rows_changed > 1 then
    raise exception 'new row for relation "%" violates check constraint "one_row_per_write"', tg_table_name
      using errcode = '23514',
            constraint = 'one_row_per_write',
            table = tg_table_name,
            detail = format('%s through the API changes at most one row; this one changed more (%s %s).',
                            case tg_op when 'UPDATE' then 'An update' else 'A delete' end,
                            pg_catalog.current_setting('request.method', true), path),
            hint = 'Filter on the id, or use the function made for bulk changes.';
  end if;
  return null;
end;
$$;
revoke execute on function public.refuse_multi_row_api_write() from public, anon;

-- Every table, for updates and for deletes (a trigger with a transition table serves
-- one event).
do $$
declare
  t text;
begin
  for t in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
     order by 1
  loop
    execute format(
      'create trigger %I after update on public.%I referencing old table as changed_rows '
      'for each statement execute function public.refuse_multi_row_api_write()',
      t || '_one_row_per_update', t
    );
    execute format(
      'create trigger %I after delete on public.%I referencing old table as changed_rows '
      'for each statement execute function public.refuse_multi_row_api_write()',
      t || '_one_row_per_delete', t
    );
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. A save function's row that does not exist: 404
-- ---------------------------------------------------------------------------
-- The functions as before (20261124000001, 20261124000005, 20261124000007), with
-- SQLSTATE PT404 instead of P0002 where the row to save does not exist. PostgREST
-- answers a PTxyz error with status xyz; the detail '... 0 rows' stays, and
-- toDutchMessage gives 'Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.'
create or replace function public.save_key(p_id uuid, p_key jsonb, p_space_ids uuid[]) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.keys := jsonb_populate_record(null::public.keys, p_key);
  saved uuid;
begin
  if p_id is null then
    insert into public.keys (number, key_cabinet_id, brand, description, floor, characteristics)
    values (v.number, v.key_cabinet_id, v.brand, v.description, v.floor, v.characteristics)
    returning id into saved;
  else
    update public.keys
       set number = v.number, key_cabinet_id = v.key_cabinet_id, brand = v.brand,
           description = v.description, floor = v.floor, characteristics = v.characteristics
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The key does not exist (any more).'
        using errcode = 'PT404', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.keys_spaces where key_id = saved and space_id <> all (coalesce(p_space_ids, '{}'));
  insert into public.keys_spaces (key_id, space_id)
  select distinct saved, s from unnest(coalesce(p_space_ids, '{}')) as s
  on conflict do nothing;
  return saved;
end;
$$;

create or replace function public.save_supplier(p_id uuid, p_supplier jsonb, p_facility_type_ids uuid[]) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.suppliers := jsonb_populate_record(null::public.suppliers, p_supplier);
  saved uuid;
begin
  if p_id is null then
    insert into public.suppliers (company_name, name, email, phone, address, postal_code, city, country,
                                  vat_number, kvk_number, website, comments)
    values (v.company_name, v.name, v.email, v.phone, v.address, v.postal_code, v.city, coalesce(v.country, 'Nederland'),
            v.vat_number, v.kvk_number, v.website, v.comments)
    returning id into saved;
  else
    update public.suppliers
       set company_name = v.company_name, name = v.name, email = v.email, phone = v.phone, address = v.address,
           postal_code = v.postal_code, city = v.city, country = v.country, vat_number = v.vat_number,
           kvk_number = v.kvk_number, website = v.website, comments = v.comments
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The supplier does not exist (any more).'
        using errcode = 'PT404', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.suppliers_facility_types
   where supplier_id = saved and facility_type_id <> all (coalesce(p_facility_type_ids, '{}'));
  insert into public.suppliers_facility_types (supplier_id, facility_type_id)
  select distinct saved, t from unnest(coalesce(p_facility_type_ids, '{}')) as t
  on conflict do nothing;
  return saved;
end;
$$;

create or replace function public.save_technical_provision(p_id uuid, p_provision jsonb, p_owner_id uuid) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.technical_provisions := jsonb_populate_record(null::public.technical_provisions, p_provision);
  saved uuid;
begin
  if p_id is null then
    insert into public.technical_provisions (
      device_name, type_and_model, manufacturer, serial_number, compatibility, facility_type_id, space_id,
      installation_date, installer_id, warranty_end_date, requires_inspection, next_inspection_date,
      next_maintenance_date, service_company_id, status, company_id, maintenance_interval_months,
      inspection_interval_months)
    values (
      v.device_name, v.type_and_model, v.manufacturer, v.serial_number, v.compatibility, v.facility_type_id, v.space_id,
      coalesce(v.installation_date, current_date), v.installer_id, v.warranty_end_date,
      coalesce(v.requires_inspection, false), v.next_inspection_date, v.next_maintenance_date, v.service_company_id,
      coalesce(v.status, 'active'), v.company_id, v.maintenance_interval_months, v.inspection_interval_months)
    returning id into saved;
  else
    update public.technical_provisions
       set device_name = v.device_name, type_and_model = v.type_and_model, manufacturer = v.manufacturer,
           serial_number = v.serial_number, compatibility = v.compatibility, facility_type_id = v.facility_type_id,
           space_id = v.space_id, installation_date = coalesce(v.installation_date, current_date),
           installer_id = v.installer_id, warranty_end_date = v.warranty_end_date,
           requires_inspection = coalesce(v.requires_inspection, false),
           next_inspection_date = v.next_inspection_date, next_maintenance_date = v.next_maintenance_date,
           service_company_id = v.service_company_id, status = coalesce(v.status, 'active'), company_id = v.company_id,
           maintenance_interval_months = v.maintenance_interval_months,
           inspection_interval_months = v.inspection_interval_months
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The technical provision does not exist (any more).'
        using errcode = 'PT404', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.owners_technical_provisions
   where technical_provision_id = saved and owner_id is distinct from p_owner_id;
  if p_owner_id is not null then
    insert into public.owners_technical_provisions (owner_id, technical_provision_id)
    values (p_owner_id, saved)
    on conflict do nothing;
  end if;
  return saved;
end;
$$;

create or replace function public.save_malfunction(
  p_id uuid,
  p_technical_provision_id uuid,
  p_supplier_id uuid,
  p_description text,
  p_started_at timestamptz,
  p_resolved_at timestamptz,
  p_priority text,
  p_status text
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored public.malfunctions;
  saved uuid;
begin
  if (p_resolved_at at time zone 'Europe/Amsterdam')::date not between date '1900-01-01' and date '2200-12-31' then
    raise exception 'new row for relation "malfunctions" violates check constraint "malfunctions_resolved_at_range"'
      using errcode = '23514', constraint = 'malfunctions_resolved_at_range', table = 'malfunctions',
            column = 'resolved_at', detail = 'The end date lies outside 1900-01-01 .. 2200-12-31.';
  end if;
  if p_id is not null then
    select * into stored from public.malfunctions where id = p_id for update;
    if not found then
      raise exception 'The malfunction does not exist (any more).'
        using errcode = 'PT404', detail = 'The result contains 0 rows';
    end if;
  end if;

  perform set_config('facility.malfunction_save', 'on', true);
  if p_id is null then
    insert into public.malfunctions (technical_provision_id, supplier_id, description, started_at, resolved_at, priority)
    values (p_technical_provision_id, p_supplier_id, p_description,
            p_started_at, p_resolved_at, p_priority)
    returning id into saved;
  else
    update public.malfunctions
       set technical_provision_id = p_technical_provision_id, supplier_id = p_supplier_id,
           description = p_description,
           started_at = public.malfunction_moment(p_started_at, stored.started_at),
           resolved_at = public.malfunction_moment(p_resolved_at, stored.resolved_at),
           priority = p_priority
     where id = p_id
    returning id into saved;
  end if;
  perform set_config('facility.malfunction_save', 'off', true);

  update public.technical_provisions set status = p_status where id = p_technical_provision_id;
  if not found then
    raise exception 'The technical provision does not exist (any more).'
      using errcode = 'PT404', detail = 'The result contains 0 rows';
  end if;
  return saved;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. Views are read-only for the API roles
-- ---------------------------------------------------------------------------
-- They are for reading (the housing overview, the reference choices). New views get
-- every privilege by default (as on Supabase), so each migration that adds a view
-- revokes the writes again; supabase/tests/api-write-guards.data.spec.ts checks it.
-- Postgres refuses a write to a view it cannot update itself (housing_overview: GROUP BY;
-- the choices of a join or a union) before it looks at privileges, with 55000, which
-- PostgREST answers with 500; with an INSTEAD OF trigger such a view can take the
-- write, so the privilege check comes first and answers 42501 (PostgREST: 403). The
-- trigger itself refuses what gets past that (the owner): a view is never written
-- through. A view Postgres can update (building_choices) needs no trigger: the missing
-- privilege answers first. (The generated types, tools/db/gen-types.mjs, list Insert and
-- Update for a view with the trigger; the privileges decide, as for every table.)
create function public.refuse_view_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'cannot change view "%": it is read-only', tg_table_name
    using errcode = '42809', hint = 'Change the tables it reads.';
end;
$$;
revoke execute on function public.refuse_view_write() from public, anon;

do $$
declare
  v text;
begin
  for v in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
     order by 1
  loop
    execute format(
      'revoke insert, update, delete, truncate, references, trigger on public.%I from public, anon, authenticated, service_role',
      v
    );
  end loop;
  for v in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
       -- insert (8), update (4) and delete (16) not all automatic
       and pg_catalog.pg_relation_is_updatable(c.oid, false) <> 28
     order by 1
  loop
    execute format(
      'create trigger %I instead of insert or update or delete on public.%I '
      'for each row execute function public.refuse_view_write()',
      v || '_read_only', v
    );
  end loop;
end;
$$;
