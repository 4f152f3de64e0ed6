-- The last list sorts without a (sort column, id) index (found by
-- supabase/tests/sort-indexes.data.spec.ts, which checks every list's sort columns):
--
-- * three sorts on a column of another table: the settings' entrances and exits
--   by building (their default), /malfunctions by technical provision and by supplier.
--   PostgREST sorts on an embedded column (`building(name)`) over a LATERAL subquery,
--   so it joins every row before it can take the first page. As spaces.building_name
--   (20261122000001_list_sort_indexes.sql): a copy of the name on the row, kept by
--   triggers on both tables, and an index on (copy, id);
-- * the buildings list's default sort, newest first (created_at).

-- ---------------------------------------------------------------------------
-- buildings: newest first.
-- ---------------------------------------------------------------------------
create index buildings_created_at_id_idx on public.buildings (created_at, id);
drop index public.buildings_created_at_idx;

-- ---------------------------------------------------------------------------
-- entrances_and_exits.building_name: the name of the entrance/exit's building.
-- ---------------------------------------------------------------------------
alter table public.entrances_and_exits add column building_name text;

update public.entrances_and_exits e
   set building_name = (select b.name from public.buildings b where b.id = e.building_id);

alter table public.entrances_and_exits alter column building_name set not null;
-- Only so that an insert may leave the column out (and the generated Insert type does
-- not demand it): the trigger below always replaces the value.
alter table public.entrances_and_exits alter column building_name set default '';

comment on column public.entrances_and_exits.building_name is
  'Naam van het gebouw (kopie van buildings.name), om de lijst van in- en uitgangen op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';

create index entrances_and_exits_building_name_id_idx on public.entrances_and_exits (building_name, id);

-- Sets the name on every insert, and on every update that names building_id or the
-- name, from the building the row points at: whatever the client sent is replaced.
-- Runs as the writing user and locks as spaces_set_sort_names does: when the row gets
-- a building (insert, or building_id changes) the building is read FOR SHARE, so a
-- concurrent rename either waits for this transaction (and then updates this row too)
-- or this waits for the rename (and reads the new name). A missing building is
-- reported as its foreign key would report it (the foreign key is checked only after
-- this trigger, and a NULL name would be reported as a missing field instead).
create function public.entrances_and_exits_set_building_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.building_name := null; -- a NULL building_id is reported on building_id (NOT NULL), the earlier column
  if new.building_id is not null then
    if tg_op = 'INSERT' or new.building_id is distinct from old.building_id then
      select b.name into new.building_name from public.buildings b where b.id = new.building_id for share;
    else
      select b.name into new.building_name from public.buildings b where b.id = new.building_id;
    end if;
    if not found then
      raise exception 'insert or update on table "entrances_and_exits" violates foreign key constraint "entrances_and_exits_building_id_fkey"'
        using errcode = '23503',
              constraint = 'entrances_and_exits_building_id_fkey',
              table = 'entrances_and_exits',
              detail = format('Key (building_id)=(%s) is not present in table "buildings".', new.building_id);
    end if;
  end if;
  return new;
end;
$$;

create trigger entrances_and_exits_set_building_name
  before insert or update of building_id, building_name on public.entrances_and_exits
  for each row execute function public.entrances_and_exits_set_building_name();

-- Renaming a building renames it in all its entrances/exits. SECURITY DEFINER (as
-- buildings_copy_name_to_spaces): it keeps a copy consistent whatever the renaming
-- user may see or change in entrances_and_exits; it writes nothing but the name.
create function public.buildings_copy_name_to_entrances() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.entrances_and_exits set building_name = new.name where building_id = new.id;
  return null;
end;
$$;

create trigger buildings_copy_name_to_entrances
  after update of name on public.buildings
  for each row when (new.name is distinct from old.name)
  execute function public.buildings_copy_name_to_entrances();

-- ---------------------------------------------------------------------------
-- malfunctions.device_name: the device name of the malfunction's technical provision;
-- malfunctions.supplier_company_name: the company name of its supplier (empty without
-- a supplier).
-- ---------------------------------------------------------------------------
alter table public.malfunctions
  add column device_name text,
  add column supplier_company_name text;

update public.malfunctions m
   set device_name = (select p.device_name from public.technical_provisions p where p.id = m.technical_provision_id),
       supplier_company_name = (select s.company_name from public.suppliers s where s.id = m.supplier_id);

alter table public.malfunctions alter column device_name set not null;
-- Only so that an insert may leave the column out: the trigger below always replaces it.
alter table public.malfunctions alter column device_name set default '';

comment on column public.malfunctions.device_name is
  'Naam van het apparaat (kopie van technical_provisions.device_name), om de lijst van storingen op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';
comment on column public.malfunctions.supplier_company_name is
  'Bedrijfsnaam van de leverancier (kopie van suppliers.company_name, leeg zonder leverancier), om de lijst van storingen op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';

create index malfunctions_device_name_id_idx on public.malfunctions (device_name, id);
create index malfunctions_supplier_company_name_id_idx on public.malfunctions (supplier_company_name, id);

-- Sets both names on every insert, and on every update that names one of the ids or
-- one of the names, from the rows the ids point at: whatever the client sent for the
-- names is replaced. Runs as the writing user. When the malfunction gets a supplier
-- (insert, or supplier_id changes) the supplier is read FOR SHARE, as in
-- entrances_and_exits_set_building_name. When it gets a provision, the provision is
-- read FOR NO KEY UPDATE instead: save_malfunction goes on to update that provision's
-- status in the same transaction, and two of them holding a share lock on one
-- provision would each wait for the other's; this way the second waits at this read.
-- A missing provision is reported as its foreign key would report it (device_name is
-- NOT NULL); a missing supplier leaves the name empty and its foreign key reports it.
create function public.malfunctions_set_sort_names() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  assigns_provision boolean := tg_op = 'INSERT' or new.technical_provision_id is distinct from old.technical_provision_id;
  assigns_supplier boolean := tg_op = 'INSERT' or new.supplier_id is distinct from old.supplier_id;
begin
  new.device_name := null; -- a NULL technical_provision_id is reported on that column (NOT NULL), the earlier one
  new.supplier_company_name := null;

  if new.technical_provision_id is not null then
    if assigns_provision then
      select p.device_name into new.device_name from public.technical_provisions p
       where p.id = new.technical_provision_id for no key update;
    else
      select p.device_name into new.device_name from public.technical_provisions p where p.id = new.technical_provision_id;
    end if;
    if not found then
      raise exception 'insert or update on table "malfunctions" violates foreign key constraint "malfunctions_technical_provision_id_fkey"'
        using errcode = '23503',
              constraint = 'malfunctions_technical_provision_id_fkey',
              table = 'malfunctions',
              detail = format('Key (technical_provision_id)=(%s) is not present in table "technical_provisions".', new.technical_provision_id);
    end if;
  end if;

  if new.supplier_id is not null then
    if assigns_supplier then
      select s.company_name into new.supplier_company_name from public.suppliers s where s.id = new.supplier_id for share;
    else
      select s.company_name into new.supplier_company_name from public.suppliers s where s.id = new.supplier_id;
    end if;
  end if;

  return new;
end;
$$;

create trigger malfunctions_set_sort_names
  before insert or update of technical_provision_id, supplier_id, device_name, supplier_company_name on public.malfunctions
  for each row execute function public.malfunctions_set_sort_names();

-- Renaming a device or a supplier's company renames it in its malfunctions.
-- SECURITY DEFINER, as buildings_copy_name_to_entrances; they write nothing but the name.
create function public.technical_provisions_copy_device_name_to_malfunctions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.malfunctions set device_name = new.device_name where technical_provision_id = new.id;
  return null;
end;
$$;

create trigger technical_provisions_copy_device_name_to_malfunctions
  after update of device_name on public.technical_provisions
  for each row when (new.device_name is distinct from old.device_name)
  execute function public.technical_provisions_copy_device_name_to_malfunctions();

create function public.suppliers_copy_company_name_to_malfunctions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.malfunctions set supplier_company_name = new.company_name where supplier_id = new.id;
  return null;
end;
$$;

create trigger suppliers_copy_company_name_to_malfunctions
  after update of company_name on public.suppliers
  for each row when (new.company_name is distinct from old.company_name)
  execute function public.suppliers_copy_company_name_to_malfunctions();

-- Trigger functions are not meant to be called directly (as in 20261121000005).
revoke execute on function
  public.entrances_and_exits_set_building_name(),
  public.buildings_copy_name_to_entrances(),
  public.malfunctions_set_sort_names(),
  public.technical_provisions_copy_device_name_to_malfunctions(),
  public.suppliers_copy_company_name_to_malfunctions()
from public, anon;
