-- /utilities (issue #14): the sort indexes of the utilities list, and the rules of
-- meter readings the database keeps whoever writes them (the utilities page through
-- add_utility_reading, the calendar, any API client):
--
--   1. a reading is a number of 0 or more: 1..12 digits, optionally a decimal comma
--      and 1..3 decimals; spaces around it are removed and a decimal point becomes a
--      comma ('1843.2' is stored as '1843,2'), so every stored reading reads the same
--      and compares as a number;
--   2. readings only for a utility that is read ('Uitlezen'), and a utility with
--      readings stays readable;
--   3. a reading lower than the latest reading on or before its date (the meter was
--      replaced, or a typo) is stored only when the user confirmed it: through
--      add_utility_reading(..., p_confirm_lower => true). Otherwise it is refused with
--      utility_readings_not_lower_than_previous; its hint holds the previous reading
--      as JSON ({"value": "1958,4", "date": "2026-10-25T10:00:00+00:00"}) so the form
--      can ask.
--
-- A utility with readings cannot be deleted (utility_readings_utility_id_fkey stays
-- ON DELETE RESTRICT, decisions.md: nothing is deleted by cascade but link rows):
-- 'Deze nutsvoorziening heeft nog meteropnames en kan niet worden verwijderd.'

-- ---------------------------------------------------------------------------
-- Sort indexes: /utilities is newest first; sortable Type, Meternummer, Capaciteit.
-- ---------------------------------------------------------------------------
create index utilities_created_at_id_idx on public.utilities (created_at, id);
drop index public.utilities_created_at_idx;
create index utilities_type_id_idx on public.utilities (type, id);
create index utilities_meter_number_id_idx on public.utilities (meter_number, id);
create index utilities_capacity_id_idx on public.utilities (capacity, id);
-- A utility's readings, newest first (also the previous reading of a new one).
create index utility_readings_utility_id_order_idx
  on public.utility_readings (utility_id, reading_date desc, created_at desc, id desc);
drop index public.utility_readings_utility_id_reading_date_idx;

-- ---------------------------------------------------------------------------
-- 1. The one form of a reading
-- ---------------------------------------------------------------------------
alter table public.utility_readings
  drop constraint utility_readings_reading_value_format,
  add constraint utility_readings_reading_value_format check (
    public.is_blank(reading_value) or reading_value ~ '^[0-9]{1,12}(,[0-9]{1,3})?$');
comment on column public.utility_readings.reading_value is
  'Meterstand: getal van 0 of hoger met hoogstens 3 decimalen achter een komma (''1843,2''). Een decimale punt wordt een komma; spaties eromheen vervallen.';

-- ---------------------------------------------------------------------------
-- 2 and 3. Readable utilities only; a lower reading only when confirmed
-- ---------------------------------------------------------------------------
create function public.utility_readings_check() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  readable boolean;
  previous public.utility_readings;
begin
  new.reading_value := replace(pg_catalog.btrim(new.reading_value, E' \t\r\n'), '.', ',');
  -- The utility's row is locked, so two readings at once are compared one after the other.
  select u.is_readable into readable from public.utilities u where u.id = new.utility_id for update;
  if not found then
    return new; -- NOT NULL or the foreign key reports it
  end if;
  if not readable then
    raise exception 'new row for relation "utility_readings" violates check constraint "utility_readings_utility_not_readable"'
      using errcode = '23514', constraint = 'utility_readings_utility_not_readable', table = 'utility_readings',
            detail = 'Deze nutsvoorziening wordt niet uitgelezen.';
  end if;
  if new.reading_value !~ '^[0-9]{1,12}(,[0-9]{1,3})?$' or new.reading_date is null then
    return new; -- the CHECKs report it
  end if;
  select * into previous from public.utility_readings r
   where r.utility_id = new.utility_id and r.reading_date <= new.reading_date and r.id <> new.id
   order by r.reading_date desc, r.created_at desc, r.id desc
   limit 1;
  if found
     and replace(new.reading_value, ',', '.')::numeric < replace(previous.reading_value, ',', '.')::numeric
     and coalesce(current_setting('facility.confirm_lower_reading', true), '') <> 'on' then
    raise exception 'new row for relation "utility_readings" violates check constraint "utility_readings_not_lower_than_previous"'
      using errcode = '23514', constraint = 'utility_readings_not_lower_than_previous', table = 'utility_readings',
            detail = format('De meterstand %s is lager dan de vorige meterstand (%s op %s).', new.reading_value,
                            previous.reading_value, to_char(previous.reading_date at time zone 'Europe/Amsterdam', 'DD-MM-YYYY')),
            hint = pg_catalog.json_build_object('value', previous.reading_value, 'date', previous.reading_date)::text;
  end if;
  return new;
end;
$$;
create trigger utility_readings_check
  before insert or update of utility_id, reading_value, reading_date on public.utility_readings
  for each row execute function public.utility_readings_check();

-- A utility with readings stays readable (its readings would be hidden otherwise).
create function public.utilities_check_readable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.is_readable and not new.is_readable
     and exists (select 1 from public.utility_readings r where r.utility_id = new.id) then
    raise exception 'new row for relation "utilities" violates check constraint "utilities_readable_with_readings"'
      using errcode = '23514', constraint = 'utilities_readable_with_readings', table = 'utilities',
            detail = 'Deze nutsvoorziening heeft meteropnames.';
  end if;
  return new;
end;
$$;
create trigger utilities_check_readable
  before update of is_readable on public.utilities
  for each row execute function public.utilities_check_readable();

-- ---------------------------------------------------------------------------
-- add_utility_reading: the reading of the utilities page and the calendar. With
-- p_confirm_lower the user confirmed a reading lower than the previous one (the
-- meter was replaced, or the lower value is right); the permission lasts for this
-- one insert. Runs as the caller (row-level security applies). Returns the id.
-- ---------------------------------------------------------------------------
create function public.add_utility_reading(
  p_utility_id uuid,
  p_reading_value text,
  p_reading_date timestamptz,
  p_confirm_lower boolean default false
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved uuid;
begin
  perform pg_catalog.set_config('facility.confirm_lower_reading', case when p_confirm_lower then 'on' else 'off' end, true);
  insert into public.utility_readings (utility_id, reading_value, reading_date)
  values (p_utility_id, p_reading_value, p_reading_date)
  returning id into saved;
  perform pg_catalog.set_config('facility.confirm_lower_reading', 'off', true);
  return saved;
end;
$$;

revoke execute on function public.add_utility_reading(uuid, text, timestamptz, boolean) from public, anon;
grant execute on function public.add_utility_reading(uuid, text, timestamptz, boolean) to authenticated, service_role;
revoke execute on function public.utility_readings_check(), public.utilities_check_readable() from public, anon;
