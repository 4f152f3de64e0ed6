-- History (issue #29): every insert, update and delete on every table of public writes one
-- row to public.history — which table, which row, what happened, who (user id, e-mail and
-- name from the request's token) and when; for an update only the columns that changed
-- (old -> new), for a delete the whole old row, so that 'Herstellen' can put it back.
--
--   - one mechanism: three statement-level triggers per table (insert, update, delete),
--     each reading its statement's transition tables, so a statement of many rows is one
--     trigger call; the same function serves every table (its key and the columns that
--     never make an entry of their own are the trigger's arguments);
--   - nobody changes or deletes history through the API: the API roles (anon,
--     authenticated, service_role) may only read it, under row-level security; only the
--     database owner (maintenance) can change it. The triggers write as that owner;
--   - history follows access: a row of a building is read by the staff of that building,
--     a row of a table without a building by every active staff member, the staff tables'
--     by the beheerder. The building is taken when the entry is written;
--   - a function that changes many rows at once (the housing import) sets
--     `history.batch` to what it does; its statement then writes one entry that says how
--     many rows it changed;
--   - restore_deleted(history_id) puts a deleted row back with its old id and values, as
--     the caller (row-level security and every rule apply), or refuses with the reason.
--
-- A table added later needs its three triggers (public.history_track(table)); a data
-- test compares the tables of public with the tables that have them.

create table public.history (
  id bigint generated always as identity primary key,
  table_name text not null,
  -- the row's key as text (its id; 'a,b' for a table keyed by two columns); null for a bulk entry
  row_id text,
  action text not null constraint history_action_check check (action in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_email text,
  actor_name text,
  changed_at timestamptz not null default pg_catalog.now(),
  -- update: {column: [old, new]} for the columns that changed
  changes jsonb,
  -- delete: the whole row as it was
  old_row jsonb,
  -- a bulk entry: how many rows, and what the function did
  row_count integer not null default 1,
  label text,
  -- who may read it: 'building' (the staff of building_id; none known: staff who see all
  -- buildings), 'shared' (every active staff member), 'staff' (the beheerder)
  scope text not null constraint history_scope_check check (scope in ('building', 'shared', 'staff')),
  building_id uuid
);
comment on table public.history is
  'Geschiedenis: elke toevoeging, wijziging en verwijdering, met wie en wanneer. Alleen te lezen via de API.';

create index history_row_idx on public.history (table_name, row_id, id);
create index history_changed_at_id_idx on public.history (changed_at, id);
create index history_deleted_idx on public.history (changed_at, id) where action = 'delete';
create index history_actor_idx on public.history (actor_id, changed_at, id);
create index history_table_idx on public.history (table_name, changed_at, id);
create index history_building_idx on public.history (building_id, changed_at, id);

alter table public.history enable row level security;
revoke all on public.history from public, anon, authenticated, service_role;
grant select on public.history to authenticated;

-- As on every table (20261127002003_api_write_guards.sql), though the API roles cannot write here at all.
create trigger history_one_row_per_update after update on public.history
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();
create trigger history_one_row_per_delete after delete on public.history
  referencing old table as changed_rows for each statement execute function public.refuse_multi_row_api_write();

create policy history_read on public.history for select to authenticated using (
  case scope
    when 'shared' then (select public.staff_role()) is not null
    when 'staff' then (select public.staff_role()) = 'beheerder'
    else (select public.staff_sees_all()) or building_id = any ((select public.staff_readable_buildings())::uuid[])
  end
);

-- ---------------------------------------------------------------------------
-- The building a row belongs to, found as row-level security finds it
-- (20261129000200_access_per_building.sql); null for a row without one.
-- ---------------------------------------------------------------------------
create function public.history_space_building(space_id uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.building_id from public.spaces s where s.id = space_id
$$;

create function public.history_building(table_name text, r jsonb) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case table_name
    when 'buildings' then (r ->> 'id')::uuid
    when 'entrances_and_exits' then (r ->> 'building_id')::uuid
    when 'spaces' then (r ->> 'building_id')::uuid
    when 'housing' then (r ->> 'building_id')::uuid
    when 'parking_spaces' then (r ->> 'building_id')::uuid
    when 'nuisances' then (r ->> 'location')::uuid
    when 'staff_buildings' then (r ->> 'building_id')::uuid
    when 'key_cabinets' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'technical_provisions' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'utilities' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'cleaning_requests' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'cleaning_complaints' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'keys_spaces' then public.history_space_building((r ->> 'space_id')::uuid)
    when 'keys' then (select public.history_space_building(c.space_id) from public.key_cabinets c
                       where c.id = (r ->> 'key_cabinet_id')::uuid)
    when 'key_loans' then (select public.history_space_building(c.space_id) from public.keys k
                            join public.key_cabinets c on c.id = k.key_cabinet_id where k.id = (r ->> 'key_id')::uuid)
    when 'utility_readings' then (select public.history_space_building(u.space_id) from public.utilities u
                                   where u.id = (r ->> 'utility_id')::uuid)
    else (select public.history_space_building(p.space_id) from public.technical_provisions p
           where p.id = (r ->> 'technical_provision_id')::uuid)
  end
$$;

-- The row's key as text: its one key column, or the key columns joined by commas.
create function public.history_key(r jsonb, key_columns text[]) returns text
language sql
immutable
as $$
  select case when pg_catalog.cardinality(key_columns) = 1 then r ->> key_columns[1]
              else pg_catalog.array_to_string(array(select r ->> c from pg_catalog.unnest(key_columns) c), ',') end
$$;

-- The columns of `after` that differ from `before`, as {column: [old, new]}; null when only
-- `quiet` columns differ (a name copy, a generated sort column): those never make an entry
-- of their own, but show with the change that moved them.
create function public.history_changes(before jsonb, after jsonb, quiet text[]) returns jsonb
language sql
immutable
as $$
  select case when pg_catalog.bool_or(not (k = any (quiet)))
              then pg_catalog.jsonb_object_agg(k, pg_catalog.jsonb_build_array(before -> k, after -> k)) end
    from pg_catalog.jsonb_object_keys(after) k
   where (before -> k) is distinct from (after -> k)
$$;

-- ---------------------------------------------------------------------------
-- The trigger: tg_argv[0] the key columns, tg_argv[1] the quiet columns, tg_argv[2] the
-- scope ('building', 'shared', 'staff'); all comma-separated where lists.
-- ---------------------------------------------------------------------------
create function public.history_record() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_columns text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  quiet text[] := pg_catalog.string_to_array(tg_argv[1], ',');
  scope text := tg_argv[2];
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  actor uuid;
  actor_email text := claims ->> 'email';
  actor_name text;
  batch text := nullif(pg_catalog.current_setting('history.batch', true), '');
  note text := nullif(pg_catalog.current_setting('history.note', true), '');
  action text := pg_catalog.lower(tg_op);
begin
  if (claims ->> 'sub') ~ '^[0-9a-fA-F-]{36}$' then
    actor := (claims ->> 'sub')::uuid;
    select s.name into actor_name from public.staff s where s.user_id = actor;
  end if;

  if batch is not null and tg_op = 'INSERT' then
    insert into public.history (table_name, action, actor_id, actor_email, actor_name, row_count, label, scope, building_id)
    select tg_table_name, action, actor, actor_email, actor_name, b.n, batch, scope, b.building
      from (select pg_catalog.count(*)::integer as n,
                   case when pg_catalog.count(distinct x.building) = 1 then pg_catalog.min(x.building::text)::uuid end as building
              from (select case when scope = 'building' then public.history_building(tg_table_name, to_jsonb(t)) end as building
                      from new_rows t) x) b
     where b.n > 0;
    return null;
  end if;

  if tg_op = 'INSERT' then
    insert into public.history (table_name, row_id, action, actor_id, actor_email, actor_name, label, scope, building_id)
    select tg_table_name, public.history_key(r, key_columns), action, actor, actor_email, actor_name, note, scope,
           case when scope <> 'shared' then public.history_building(tg_table_name, r) end
      from (select to_jsonb(t) as r from new_rows t) n;
  elsif tg_op = 'UPDATE' then
    insert into public.history (table_name, row_id, action, actor_id, actor_email, actor_name, changes, label, scope, building_id)
    select tg_table_name, c.row_id, action, actor, actor_email, actor_name, c.changes, batch, scope,
           case when scope <> 'shared' then public.history_building(tg_table_name, c.r) end
      from (select n.key as row_id, n.r, public.history_changes(o.r, n.r, quiet) as changes
              from (select to_jsonb(t) as r, public.history_key(to_jsonb(t), key_columns) as key from old_rows t) o
              join (select to_jsonb(t) as r, public.history_key(to_jsonb(t), key_columns) as key from new_rows t) n
                -- a statement of one row pairs its rows even when the key changed (a link moved)
                on n.key = o.key or (select pg_catalog.count(*) from old_rows) = 1) c
     where c.changes is not null;
  else
    insert into public.history (table_name, row_id, action, actor_id, actor_email, actor_name, old_row, label, scope, building_id)
    select tg_table_name, public.history_key(r, key_columns), action, actor, actor_email, actor_name, r, batch, scope,
           case when scope <> 'shared' then public.history_building(tg_table_name, r) end
      from (select to_jsonb(t) as r from old_rows t) o;
  end if;
  return null;
end;
$$;

-- Adds the three history triggers to public.<table_name> (replacing them if they exist).
create function public.history_track(table_name text) returns void
language plpgsql
set search_path = ''
as $$
declare
  shared constant text[] := array[
    'facility_types', 'suppliers', 'suppliers_facility_types', 'mechanics', 'companies', 'owners', 'tasks'
  ];
  -- copies of another row's name, kept by triggers: a rename of that row is its history, not theirs
  copies constant jsonb := jsonb_build_object(
    'spaces', array['building_name', 'entrance_name'],
    'entrances_and_exits', array['building_name'],
    'technical_provisions', array['building_name'],
    'malfunctions', array['device_name', 'supplier_company_name']
  );
  relation regclass := pg_catalog.format('public.%I', table_name)::regclass;
  key_columns text;
  quiet text;
  scope text := case when table_name = any (shared) then 'shared'
                     when table_name in ('staff', 'staff_buildings') then 'staff'
                     else 'building' end;
begin
  select pg_catalog.string_agg(a.attname, ',' order by k.ord) into key_columns
    from pg_catalog.pg_index i
   cross join lateral pg_catalog.unnest(i.indkey) with ordinality k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = relation and i.indisprimary;
  if key_columns is null then
    raise exception 'history: public.% has no primary key', table_name;
  end if;
  select pg_catalog.string_agg(a.attname, ',') into quiet
    from pg_catalog.pg_attribute a
   where a.attrelid = relation and a.attnum > 0 and not a.attisdropped
     and (a.attgenerated <> '' or a.attname = any (array(select pg_catalog.jsonb_array_elements_text(
            coalesce(copies -> table_name, '[]'::jsonb)))));

  execute pg_catalog.format('drop trigger if exists history_insert on %s', relation);
  execute pg_catalog.format('drop trigger if exists history_update on %s', relation);
  execute pg_catalog.format('drop trigger if exists history_delete on %s', relation);
  execute pg_catalog.format(
    'create trigger history_insert after insert on %s referencing new table as new_rows '
    'for each statement execute function public.history_record(%L, %L, %L)', relation, key_columns, coalesce(quiet, ''), scope);
  execute pg_catalog.format(
    'create trigger history_update after update on %s referencing old table as old_rows new table as new_rows '
    'for each statement execute function public.history_record(%L, %L, %L)', relation, key_columns, coalesce(quiet, ''), scope);
  execute pg_catalog.format(
    'create trigger history_delete after delete on %s referencing old table as old_rows '
    'for each statement execute function public.history_record(%L, %L, %L)', relation, key_columns, coalesce(quiet, ''), scope);
end;
$$;
revoke all on function public.history_track(text) from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  for t in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> 'history'
  loop
    perform public.history_track(t);
  end loop;
end;
$$;

-- The housing import's rows are one entry: 'Woningen geïmporteerd', with how many.
alter function public.import_housing(jsonb, boolean) set history.batch = 'Woningen geïmporteerd';

-- ---------------------------------------------------------------------------
-- Deleted rows that have not come back, newest first ('Verwijderd').
-- ---------------------------------------------------------------------------
create view public.deleted_rows with (security_invoker = true) as
select h.id, h.table_name, h.row_id, h.actor_id, h.actor_email, h.actor_name, h.changed_at, h.old_row, h.building_id
  from public.history h
 where h.action = 'delete' and h.row_id is not null
   and not exists (select 1 from public.history r
                    where r.table_name = h.table_name and r.row_id = h.row_id and r.id > h.id and r.action = 'insert');
comment on view public.deleted_rows is 'Verwijderde rijen die nog niet hersteld zijn, met wie en wanneer.';
revoke all on public.deleted_rows from public, anon, authenticated, service_role;
create trigger deleted_rows_read_only instead of insert or update or delete on public.deleted_rows
  for each row execute function public.refuse_view_write();
-- insert, update and delete only so that a write meets the trigger's Dutch refusal (405), as on every view
grant select, insert, update, delete on public.deleted_rows to authenticated;

-- ---------------------------------------------------------------------------
-- Restore: the deleted row back, with its old id and values, as the caller.
-- ---------------------------------------------------------------------------
create function public.restore_deleted(history_id bigint) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  entry public.history;
  relation regclass;
  columns text;
begin
  select h.* into entry from public.history h
   where h.id = history_id and h.action = 'delete' and h.row_id is not null;
  if not found then
    raise exception using errcode = 'PT404', message = 'no rows: no deleted row with this id';
  end if;
  if exists (select 1 from public.history r where r.table_name = entry.table_name and r.row_id = entry.row_id
               and r.id > entry.id and r.action = 'insert') then
    raise exception using errcode = 'check_violation', constraint = 'history_restored_once',
      message = 'new row violates check constraint "history_restored_once"';
  end if;
  relation := pg_catalog.format('public.%I', entry.table_name)::regclass;
  select pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into columns
    from pg_catalog.pg_attribute a
   where a.attrelid = relation and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and entry.old_row ? a.attname;
  perform pg_catalog.set_config('history.restoring', 'on', true);
  perform pg_catalog.set_config('history.note', 'Hersteld', true);
  execute pg_catalog.format('insert into %s (%s) select %s from pg_catalog.jsonb_populate_record(null::%s, $1)',
                            relation, columns, columns, relation)
    using entry.old_row;
  perform pg_catalog.set_config('history.restoring', '', true);
  perform pg_catalog.set_config('history.note', '', true);
  return jsonb_build_object('table', entry.table_name, 'id', entry.row_id);
end;
$$;
comment on function public.restore_deleted(bigint) is
  'Zet een verwijderde rij terug met haar oude id en waarden (als de aanroeper: dezelfde regels als bij toevoegen).';
revoke all on function public.restore_deleted(bigint) from public, anon;
grant execute on function public.restore_deleted(bigint) to authenticated;

-- A restored row keeps the moment it was first created.
create or replace function public.set_created_at() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  seeding boolean := current_user = 'postgres'
    or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false)
    or coalesce(pg_catalog.current_setting('history.restoring', true) = 'on', false);
begin
  if tg_op = 'INSERT' then
    if not seeding or new.created_at is null then
      new.created_at := now();
    end if;
  elsif not seeding or new.created_at is null then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;
