-- Core area (spec/core.md §3): buildings, entrances and exits, facility types,
-- spaces, housing units and tasks.
--
-- Conventions used in every migration of this project:
--   * uuid primary keys defaulting to gen_random_uuid() (core since PostgreSQL 13);
--   * created_at timestamptz not null default now();
--   * enum-like values are English keys stored as text with a named CHECK
--     constraint (Dutch labels live in libs/data/src/labels.ts);
--   * every constraint has an explicit name: libs/data/src/errors.ts maps these
--     names to Dutch messages, so renaming one means updating that table;
--   * foreign keys are ON DELETE RESTRICT, except for the pure link tables;
--   * calendar-day comparisons use Europe/Amsterdam, the users' time zone.

-- ---------------------------------------------------------------------------
-- buildings
-- ---------------------------------------------------------------------------
create table public.buildings (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  street text not null,
  city text not null,
  floors integer not null default 1,
  created_at timestamptz not null default now(),
  constraint buildings_name_not_blank check (btrim(name) <> ''),
  constraint buildings_street_not_blank check (btrim(street) <> ''),
  constraint buildings_city_not_blank check (btrim(city) <> ''),
  constraint buildings_floors_min check (floors >= 1)
);
comment on table public.buildings is 'Gebouwen.';
create index buildings_name_idx on public.buildings (name);
create index buildings_created_at_idx on public.buildings (created_at);

-- ---------------------------------------------------------------------------
-- entrances_and_exits
-- ---------------------------------------------------------------------------
create table public.entrances_and_exits (
  id uuid primary key default gen_random_uuid(),
  building_id uuid not null
    constraint entrances_and_exits_building_id_fkey references public.buildings (id) on delete restrict,
  name text not null,
  type text not null default 'entrance',
  description text,
  floor integer,
  is_emergency boolean not null default false,
  is_accessible boolean not null default true,
  created_at timestamptz not null default now(),
  constraint entrances_and_exits_name_not_blank check (btrim(name) <> ''),
  constraint entrances_and_exits_type_check check (type in ('entrance', 'exit', 'both', 'vehicles'))
);
comment on table public.entrances_and_exits is 'In- en uitgangen van een gebouw.';
create index entrances_and_exits_building_id_name_idx on public.entrances_and_exits (building_id, name);
create index entrances_and_exits_created_at_idx on public.entrances_and_exits (created_at);
create index entrances_and_exits_name_idx on public.entrances_and_exits (name);

-- ---------------------------------------------------------------------------
-- facility_types (records.md; referenced by spaces, so created here)
-- ---------------------------------------------------------------------------
create table public.facility_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  created_at timestamptz not null default now(),
  constraint facility_types_name_not_blank check (btrim(name) <> ''),
  -- the cleaning screens look up the type named exactly 'Schoonmaak' as a single row
  constraint facility_types_name_key unique (name)
);
comment on table public.facility_types is 'Soorten voorzieningen (bijv. Schoonmaak, Liften).';
create index facility_types_created_at_idx on public.facility_types (created_at);

-- ---------------------------------------------------------------------------
-- spaces (key_id's foreign key is added with the keys table)
-- ---------------------------------------------------------------------------
create table public.spaces (
  id uuid primary key default gen_random_uuid(),
  building_id uuid not null
    constraint spaces_building_id_fkey references public.buildings (id) on delete restrict,
  name text not null,
  floor integer not null default 0,
  comments text,
  front_door_key boolean not null default true,
  key_id uuid,
  entrance_id uuid
    constraint spaces_entrance_id_fkey references public.entrances_and_exits (id) on delete restrict,
  facility_type_id uuid
    constraint spaces_facility_type_id_fkey references public.facility_types (id) on delete restrict,
  created_at timestamptz not null default now(),
  constraint spaces_name_not_blank check (btrim(name) <> ''),
  constraint spaces_floor_min check (floor >= 0)
);
comment on table public.spaces is 'Ruimtes in een gebouw.';
comment on column public.spaces.facility_type_id is 'Soort voorziening van de ruimte; bepaalt welke leveranciers (bijv. schoonmaak) gekozen kunnen worden.';
create index spaces_building_id_name_idx on public.spaces (building_id, name);
create index spaces_key_id_idx on public.spaces (key_id);
create index spaces_entrance_id_idx on public.spaces (entrance_id);
create index spaces_facility_type_id_idx on public.spaces (facility_type_id);
create index spaces_name_idx on public.spaces (name);
create index spaces_created_at_idx on public.spaces (created_at);

-- A space's floor lies within its building (0 .. floors), and its entrance/exit
-- belongs to the same building.
create function public.spaces_check_building() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b record;
  entrance_building uuid;
begin
  select name, floors into b from public.buildings where id = new.building_id;
  if found and new.floor > b.floors then
    raise exception 'new row for relation "spaces" violates check constraint "spaces_floor_within_building"'
      using errcode = '23514',
            constraint = 'spaces_floor_within_building',
            table = 'spaces',
            column = 'floor',
            detail = format('Floor %s is above the %s floors of building "%s".', new.floor, b.floors, b.name);
  end if;
  if new.entrance_id is not null then
    select building_id into entrance_building from public.entrances_and_exits where id = new.entrance_id;
    if found and entrance_building <> new.building_id then
      raise exception 'new row for relation "spaces" violates check constraint "spaces_entrance_same_building"'
        using errcode = '23514',
              constraint = 'spaces_entrance_same_building',
              table = 'spaces',
              column = 'entrance_id',
              detail = 'The entrance/exit belongs to another building.';
    end if;
  end if;
  return new;
end;
$$;

create trigger spaces_check_building
  before insert or update of building_id, floor, entrance_id on public.spaces
  for each row execute function public.spaces_check_building();

-- A building cannot shrink below a floor that one of its spaces is on.
create function public.buildings_check_floors() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  s record;
begin
  select name, floor into s
    from public.spaces
   where building_id = new.id and floor > new.floors
   order by floor desc
   limit 1;
  if found then
    raise exception 'new row for relation "buildings" violates check constraint "buildings_floors_cover_spaces"'
      using errcode = '23514',
            constraint = 'buildings_floors_cover_spaces',
            table = 'buildings',
            column = 'floors',
            detail = format('Space "%s" is on floor %s, above the new number of floors (%s).', s.name, s.floor, new.floors);
  end if;
  return new;
end;
$$;

create trigger buildings_check_floors
  after update of floors on public.buildings
  for each row when (new.floors < old.floors)
  execute function public.buildings_check_floors();

-- An entrance/exit cannot move to another building while spaces of the old
-- building use it.
create function public.entrances_and_exits_check_building() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.spaces where entrance_id = new.id and building_id <> new.building_id) then
    raise exception 'new row for relation "entrances_and_exits" violates check constraint "spaces_entrance_same_building"'
      using errcode = '23514',
            constraint = 'spaces_entrance_same_building',
            table = 'entrances_and_exits',
            column = 'building_id',
            detail = 'Spaces of the old building still use this entrance/exit.';
  end if;
  return new;
end;
$$;

create trigger entrances_and_exits_check_building
  after update of building_id on public.entrances_and_exits
  for each row when (new.building_id is distinct from old.building_id)
  execute function public.entrances_and_exits_check_building();

-- ---------------------------------------------------------------------------
-- housing
-- ---------------------------------------------------------------------------
create table public.housing (
  id uuid primary key default gen_random_uuid(),
  building_id uuid not null
    constraint housing_building_id_fkey references public.buildings (id) on delete restrict,
  street text,
  house_number text not null,
  floor integer not null default 0,
  square_meters numeric(10, 2),
  balcony_size numeric(10, 2),
  orientation text,
  entrance text,
  type text not null default 'rent',
  status text not null default 'occupied',
  comments text,
  created_at timestamptz not null default now(),
  constraint housing_house_number_not_blank check (btrim(house_number) <> ''),
  constraint housing_floor_min check (floor >= 0),
  constraint housing_square_meters_min check (square_meters is null or square_meters >= 0),
  constraint housing_balcony_size_min check (balcony_size is null or balcony_size >= 0),
  constraint housing_type_check check (type in ('rent', 'sale')),
  constraint housing_status_check check (status in ('occupied', 'rented', 'sold', 'reserved')),
  constraint housing_building_house_number_key unique (building_id, house_number)
);
comment on table public.housing is 'Woningen.';
comment on column public.housing.street is 'Overgenomen van het gebouw; leeg bij invoegen wordt gevuld met de straat van het gebouw.';
comment on column public.housing.entrance is 'Naam van een ingang van het gebouw (vrije tekst).';
create index housing_street_house_number_idx on public.housing (street, house_number);
create index housing_created_at_idx on public.housing (created_at);
create index housing_status_idx on public.housing (status);

create function public.housing_fill_street() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.street is null or btrim(new.street) = '' then
    select street into new.street from public.buildings where id = new.building_id;
  end if;
  return new;
end;
$$;

create trigger housing_fill_street
  before insert or update of building_id, street on public.housing
  for each row execute function public.housing_fill_street();

-- ---------------------------------------------------------------------------
-- tasks
-- ---------------------------------------------------------------------------
create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  comments text,
  created_at timestamptz not null default now(),
  start_date timestamptz not null,
  end_date timestamptz,
  hours_spent numeric(8, 2) not null default 0,
  is_completed boolean not null default false,
  completed_at timestamptz,
  is_recurring boolean not null default false,
  recurrence_pattern text,
  recurrence_end_date timestamptz,
  constraint tasks_title_not_blank check (btrim(title) <> ''),
  constraint tasks_hours_spent_min check (hours_spent >= 0),
  constraint tasks_hours_spent_step check (hours_spent * 2 = trunc(hours_spent * 2)),
  constraint tasks_end_date_after_start check (
    end_date is null
    or (end_date at time zone 'Europe/Amsterdam')::date >= (start_date at time zone 'Europe/Amsterdam')::date
  ),
  constraint tasks_completed_at_matches check (is_completed = (completed_at is not null)),
  constraint tasks_recurrence_pattern_check check (recurrence_pattern in ('daily', 'weekly', 'monthly', 'yearly')),
  constraint tasks_recurring_requires_pattern check (not is_recurring or recurrence_pattern is not null),
  constraint tasks_recurrence_only_when_recurring check (
    is_recurring or (recurrence_pattern is null and recurrence_end_date is null)
  ),
  constraint tasks_recurrence_end_after_start check (
    recurrence_end_date is null
    or (recurrence_end_date at time zone 'Europe/Amsterdam')::date >= (start_date at time zone 'Europe/Amsterdam')::date
  )
);
comment on table public.tasks is 'Taken (Taakbeheer).';
create index tasks_created_at_idx on public.tasks (created_at);
create index tasks_start_date_idx on public.tasks (start_date);
create index tasks_is_completed_start_date_idx on public.tasks (is_completed, start_date);
