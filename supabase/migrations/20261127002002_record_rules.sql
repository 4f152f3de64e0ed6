-- Record rules (issue #27): what a single value cannot tell, the record can.
--
--   1. no event in the future: a date that says something happened (a meter reading,
--      the start and end of a malfunction, a nuisance report and its follow-up, a
--      cleaning complaint and request, an installation, a key hand-out) lies on or
--      before today, as a calendar day in Amsterdam; a planned date (a task, a due
--      date, a next inspection or maintenance, a warranty end) may lie in the future;
--   2. floors: an entrance/exit lies within its building's floors, and a building
--      cannot shrink below one (as spaces and housing units already);
--   3. sizes: a balcony is not larger than the home it belongs to; a website's port is
--      a real one (1..65535);
--   4. identity: a row's id never changes.
--
-- Every rule has a Dutch message in libs/data/src/constraintMessages.ts (CHECK_MESSAGES)
-- and the forms check the same with the same text (@facility/data/fields). Existing rows
-- are validated, so this migration fails loudly when a row breaks a rule.

-- ---------------------------------------------------------------------------
-- 1. Not in the future: <table>_<column>_not_future
-- ---------------------------------------------------------------------------
-- "Today" is the calendar day in Amsterdam, as the date ranges use (a moment later
-- today is allowed: the forms choose days, and a client clock a few minutes ahead must
-- not make a reading fail). A day after 2200-12-31 is left to the column's *_range
-- rule, so that one reports it.
--
-- These CHECKs read now(). That is safe here although PostgreSQL assumes a CHECK's
-- result never changes: a day that is not after today never becomes so later, so a
-- row once accepted stays valid (also when a dump is restored). A CHECK tests every
-- write of the row (an edit of another column too); that holds for the same reason.
--
-- CHECKs run in the order of their names: each *_not_future sorts after the rules that
-- compare the same column with a moment the database sets (malfunctions_resolved_after_start,
-- cleaning_requests_completed_after_requested), which keep their own message for a date
-- after that moment. cleaning_complaints_reported_at_not_future would sort before
-- cleaning_complaints_resolved_after_reported, so it leaves resolved complaints to that
-- rule: their resolved_at is now() for the API roles, so the report cannot lie after
-- today there either.
alter table public.utility_readings
  add constraint utility_readings_reading_date_not_future check (
    (reading_date at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (reading_date at time zone 'Europe/Amsterdam')::date > date '2200-12-31');
alter table public.malfunctions
  add constraint malfunctions_started_at_not_future check (
    (started_at at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (started_at at time zone 'Europe/Amsterdam')::date > date '2200-12-31'),
  -- resolved_at: now() for a direct write; save_malfunction stores the day the user chose.
  add constraint malfunctions_resolved_at_not_future check (
    (resolved_at at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (resolved_at at time zone 'Europe/Amsterdam')::date > date '2200-12-31');
alter table public.nuisances
  add constraint nuisances_date_time_not_future check (
    (date_time at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (date_time at time zone 'Europe/Amsterdam')::date > date '2200-12-31'),
  add constraint nuisances_follow_up_completed_at_not_future check (
    (follow_up_completed_at at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (follow_up_completed_at at time zone 'Europe/Amsterdam')::date > date '2200-12-31');
alter table public.cleaning_complaints
  add constraint cleaning_complaints_reported_at_not_future check (
    status = 'resolved'
    or (reported_at at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (reported_at at time zone 'Europe/Amsterdam')::date > date '2200-12-31');
alter table public.cleaning_requests
  add constraint cleaning_requests_requested_at_not_future check (
    (requested_at at time zone 'Europe/Amsterdam')::date <= (now() at time zone 'Europe/Amsterdam')::date
    or (requested_at at time zone 'Europe/Amsterdam')::date > date '2200-12-31');
alter table public.technical_provisions
  add constraint technical_provisions_installation_date_not_future check (
    installation_date <= (now() at time zone 'Europe/Amsterdam')::date or installation_date > date '2200-12-31');
alter table public.key_loans
  add constraint key_loans_handed_out_on_not_future check (
    handed_out_on <= (now() at time zone 'Europe/Amsterdam')::date or handed_out_on > date '2200-12-31');
-- (provision_services.performed_on: provision_services_performed_in_future, since 20261124000005.)

-- ---------------------------------------------------------------------------
-- 2. Floors of entrances and exits
-- ---------------------------------------------------------------------------
create function public.entrances_and_exits_check_floor() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b record;
begin
  -- No floor, or one outside 0..200: entrances_and_exits_floor_range reports that.
  if new.floor is null or new.floor not between 0 and 200 then
    return new;
  end if;
  select name, floors into b from public.buildings where id = new.building_id;
  if found and new.floor > b.floors then
    raise exception 'new row for relation "entrances_and_exits" violates check constraint "entrances_and_exits_floor_within_building"'
      using errcode = '23514',
            constraint = 'entrances_and_exits_floor_within_building',
            table = 'entrances_and_exits',
            column = 'floor',
            detail = format('Floor %s is above the %s floors of building "%s".', new.floor, b.floors, b.name);
  end if;
  return new;
end;
$$;

create trigger entrances_and_exits_check_floor
  before insert or update of building_id, floor on public.entrances_and_exits
  for each row execute function public.entrances_and_exits_check_floor();

-- A building cannot shrink below a floor that one of its spaces, housing units or
-- entrances/exits is on (replaces the function of 20261122000002, which did not look
-- at entrances/exits).
create or replace function public.buildings_check_floors() returns trigger
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
  select house_number as name, floor into s
    from public.housing
   where building_id = new.id and floor > new.floors
   order by floor desc
   limit 1;
  if found then
    raise exception 'new row for relation "buildings" violates check constraint "buildings_floors_cover_housing"'
      using errcode = '23514',
            constraint = 'buildings_floors_cover_housing',
            table = 'buildings',
            column = 'floors',
            detail = format('Housing unit "%s" is on floor %s, above the new number of floors (%s).', s.name, s.floor, new.floors);
  end if;
  select name, floor into s
    from public.entrances_and_exits
   where building_id = new.id and floor > new.floors
   order by floor desc
   limit 1;
  if found then
    raise exception 'new row for relation "buildings" violates check constraint "buildings_floors_cover_entrances"'
      using errcode = '23514',
            constraint = 'buildings_floors_cover_entrances',
            table = 'buildings',
            column = 'floors',
            detail = format('Entrance/exit "%s" is on floor %s, above the new number of floors (%s).', s.name, s.floor, new.floors);
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. Sizes
-- ---------------------------------------------------------------------------
-- A balcony is part of the home: its area is at most the home's area (m²), when both
-- are known. Values outside 0..100000 (or NaN) are left to the *_min/*_max rules, so
-- those report them whatever the order the CHECKs run in.
alter table public.housing
  add constraint housing_balcony_within_living_area check (
    balcony_size is null or square_meters is null
    or not (balcony_size between 0 and 100000 and square_meters between 0 and 100000)
    or balcony_size <= square_meters);

-- A website's port, when given, is 1..65535 (no leading zero); the rest as before
-- (20261122000002_value_rules.sql). libs/data/src/fields.ts FORMATS.website is the same.
alter table public.suppliers
  drop constraint suppliers_website_format,
  add constraint suppliers_website_format check (
    website = '' or website ~* '^https?://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?([/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$');

-- ---------------------------------------------------------------------------
-- 4. Identity: a row's id never changes
-- ---------------------------------------------------------------------------
-- Other rows, links, URLs and open forms point at a row by its id; an update that
-- changes it is refused, for every role. (The link tables keys_spaces,
-- suppliers_facility_types and owners_technical_provisions have no id: a link row is
-- its pair, and moving a link is a change of that pair.)
create function public.keep_id() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'new row for relation "%" violates check constraint "id_unchanged"', tg_table_name
      using errcode = '23514',
            constraint = 'id_unchanged',
            table = tg_table_name,
            column = 'id',
            detail = 'The id of a row cannot change.';
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
begin
  for t in
    select c.relname
      from pg_catalog.pg_class c
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
     order by 1
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function public.keep_id()',
      t || '_keep_id', t
    );
  end loop;
end;
$$;

revoke execute on function public.entrances_and_exits_check_floor(), public.keep_id() from public, anon;
