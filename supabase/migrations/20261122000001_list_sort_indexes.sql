-- Lists are sorted, paged and searched by the database (the list-page kit, libs/kit):
-- every list orders by `<sort column>, id` (the id keeps rows with equal values on
-- their page) and shows 25 rows. An index on (sort column, id) lets PostgreSQL read
-- the first page in order from the index instead of sorting the whole table.
-- Measured with tools/bench/list-scale.mjs at 50,000 spaces.

-- ---------------------------------------------------------------------------
-- Sort indexes: (column, id) for every column a list sorts on.
-- An older single-column index on the same column is dropped where the new one
-- covers everything it did (foreign-key indexes stay).
-- ---------------------------------------------------------------------------
create index buildings_name_id_idx on public.buildings (name, id);
drop index public.buildings_name_idx;
create index buildings_street_id_idx on public.buildings (street, id);
create index buildings_city_id_idx on public.buildings (city, id);
create index buildings_floors_id_idx on public.buildings (floors, id);

create index entrances_and_exits_name_id_idx on public.entrances_and_exits (name, id);
drop index public.entrances_and_exits_name_idx;
create index entrances_and_exits_type_id_idx on public.entrances_and_exits (type, id);

create index spaces_name_id_idx on public.spaces (name, id);
drop index public.spaces_name_idx;
create index spaces_floor_id_idx on public.spaces (floor, id);

-- ---------------------------------------------------------------------------
-- spaces.building_name / spaces.entrance_name: copies of the names of the space's
-- building and entrance/exit, to sort the spaces list on. PostgREST sorts on an
-- embedded column (`building(name)`) over a LATERAL subquery, so it joins every
-- space before it can take the first page (~430 ms at 50,000 spaces); on a column
-- of spaces itself the index below answers it (~20 ms).
-- ---------------------------------------------------------------------------
alter table public.spaces
  add column building_name text,
  add column entrance_name text;

update public.spaces s
   set building_name = (select b.name from public.buildings b where b.id = s.building_id),
       entrance_name = (select e.name from public.entrances_and_exits e where e.id = s.entrance_id);

alter table public.spaces alter column building_name set not null;
-- Only so that an insert may leave the column out (and the generated Insert type
-- does not demand it): the trigger below always replaces the value.
alter table public.spaces alter column building_name set default '';

comment on column public.spaces.building_name is
  'Naam van het gebouw (kopie van buildings.name), om de lijst van ruimtes op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';
comment on column public.spaces.entrance_name is
  'Naam van de in-/uitgang (kopie van entrances_and_exits.name, leeg zonder in-/uitgang), om de lijst van ruimtes op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';

create index spaces_building_name_id_idx on public.spaces (building_name, id);
create index spaces_entrance_name_id_idx on public.spaces (entrance_name, id);

-- Sets both names on every insert, and on every update that names building_id,
-- entrance_id or one of the names, from the rows the ids point at: whatever the
-- client sent for the names is replaced.
--
-- Runs as the writing user (like spaces_check_building): it only reads the building
-- and entrance/exit that user's own row points at. When the space gets a building
-- or entrance/exit (insert, or the id changes), that row is read FOR SHARE, so a
-- concurrent rename of it waits for this transaction (and then also updates this
-- space) or this waits for the rename (and reads the new name). Otherwise no lock
-- is needed: a concurrent rename's update of spaces already finds this row.
--
-- A missing building or entrance/exit is reported as the foreign key would report
-- it (the foreign keys are checked only after this trigger, and a NULL name would
-- otherwise be reported as a missing field).
create function public.spaces_set_sort_names() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  assigns_building boolean := tg_op = 'INSERT' or new.building_id is distinct from old.building_id;
  assigns_entrance boolean := tg_op = 'INSERT' or new.entrance_id is distinct from old.entrance_id;
begin
  new.building_name := null; -- a NULL building_id is reported on building_id (NOT NULL), the earlier column
  new.entrance_name := null;

  if new.building_id is not null then
    if assigns_building then
      select b.name into new.building_name from public.buildings b where b.id = new.building_id for share;
    else
      select b.name into new.building_name from public.buildings b where b.id = new.building_id;
    end if;
    if not found then
      raise exception 'insert or update on table "spaces" violates foreign key constraint "spaces_building_id_fkey"'
        using errcode = '23503',
              constraint = 'spaces_building_id_fkey',
              table = 'spaces',
              detail = format('Key (building_id)=(%s) is not present in table "buildings".', new.building_id);
    end if;
  end if;

  if new.entrance_id is not null then
    if assigns_entrance then
      select e.name into new.entrance_name from public.entrances_and_exits e where e.id = new.entrance_id for share;
    else
      select e.name into new.entrance_name from public.entrances_and_exits e where e.id = new.entrance_id;
    end if;
    if not found then
      raise exception 'insert or update on table "spaces" violates foreign key constraint "spaces_entrance_id_fkey"'
        using errcode = '23503',
              constraint = 'spaces_entrance_id_fkey',
              table = 'spaces',
              detail = format('Key (entrance_id)=(%s) is not present in table "entrances_and_exits".', new.entrance_id);
    end if;
  end if;

  return new;
end;
$$;

-- Fires after spaces_check_building (triggers fire in name order), so a floor or
-- entrance/exit rule is still reported first.
create trigger spaces_set_sort_names
  before insert or update of building_id, entrance_id, building_name, entrance_name on public.spaces
  for each row execute function public.spaces_set_sort_names();

-- Renaming a building or an entrance/exit renames it in all its spaces.
-- SECURITY DEFINER: this keeps a copy consistent, so it must reach every space of
-- the building whatever the renaming user may see or change in spaces (row-level
-- security, column privileges); it writes nothing but the new name.
create function public.buildings_copy_name_to_spaces() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.spaces set building_name = new.name where building_id = new.id;
  return null;
end;
$$;

create trigger buildings_copy_name_to_spaces
  after update of name on public.buildings
  for each row when (new.name is distinct from old.name)
  execute function public.buildings_copy_name_to_spaces();

create function public.entrances_and_exits_copy_name_to_spaces() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.spaces set entrance_name = new.name where entrance_id = new.id;
  return null;
end;
$$;

create trigger entrances_and_exits_copy_name_to_spaces
  after update of name on public.entrances_and_exits
  for each row when (new.name is distinct from old.name)
  execute function public.entrances_and_exits_copy_name_to_spaces();

-- Trigger functions are not meant to be called directly (as in 20261121000005).
revoke execute on function
  public.spaces_set_sort_names(),
  public.buildings_copy_name_to_spaces(),
  public.entrances_and_exits_copy_name_to_spaces()
from public, anon;

-- ---------------------------------------------------------------------------
-- Search: the spaces list searches name and comments with ILIKE '%…%'; a btree
-- cannot help there, trigram GIN indexes can (~350 ms -> ~150 ms at 50,000 spaces).
-- pg_trgm lives in schema extensions, as on Supabase.
-- ---------------------------------------------------------------------------
create extension if not exists pg_trgm with schema extensions;
create index spaces_name_trgm_idx on public.spaces using gin (name extensions.gin_trgm_ops);
create index spaces_comments_trgm_idx on public.spaces using gin (comments extensions.gin_trgm_ops);
