-- Value rules (hardening): the database refuses every value a user would call wrong.
--
--   1. not blank: one function, public.is_blank(text), behind every *_not_blank CHECK;
--   2. bounds: floors, sizes, hours within sensible limits (and not NaN); every date
--      a user or client sets lies within 1900-01-01 .. 2200-12-31 (Amsterdam days);
--      a housing unit's floor lies within its building's floors;
--   3. lengths: every free text column has a maximum (<table>_<column>_length), so no
--      value ever reaches a btree index error; the error mapping says the maximum;
--   4. relations: end/resolved/completed not before start/reported/requested; a
--      nuisance has a building and its space, housing unit and parking space lie in
--      it; a cleaning quote goes to a cleaning supplier; facility type names are
--      unique whatever their case and spaces;
--   5. formats: postcode, phone, KvK, VAT, e-mail, website, meter reading;
--   6. timestamps the database keeps: created_at everywhere, tasks.completed_at,
--      malfunctions.resolved_at, cleaning_complaints.resolved_at and
--      cleaning_requests.completed_at.
--
-- Every constraint is added the normal way, so existing rows are validated: this
-- migration changes no data and fails loudly when a row breaks a rule. Every new
-- name has a Dutch message in libs/data/src/errors.ts (CHECK_MESSAGES,
-- UNIQUE_MESSAGES; the *_length ones come from TEXT_LIMITS there).

-- ---------------------------------------------------------------------------
-- 1. Not blank
-- ---------------------------------------------------------------------------
-- True when `value` has no visible character: nothing is left after removing every
-- Unicode space and invisible character, i.e. every character with Unicode's
-- White_Space or Default_Ignorable_Code_Point property. They are listed here (not \s,
-- whose meaning depends on the database's locale), and libs/data/src/fields.ts
-- (isBlank) lists the same ones for the forms:
--   White_Space: tab, newline, vertical tab, form feed, carriage return, space,
--     U+0085 (next line), U+00A0 (no-break space), U+1680 (ogham space mark),
--     U+2000..U+200A (en quad .. hair space), U+2028/U+2029 (line/paragraph
--     separator), U+202F (narrow no-break space), U+205F (medium mathematical
--     space), U+3000 (ideographic space);
--   Default_Ignorable_Code_Point: U+00AD (soft hyphen), U+034F (combining grapheme
--     joiner), U+061C (Arabic letter mark), U+115F/U+1160/U+3164/U+FFA0 (Hangul
--     fillers), U+17B4/U+17B5 (Khmer inherent vowels), U+180B..U+180F (Mongolian
--     variation selectors, vowel separator), U+200B..U+200F (zero width space,
--     non-joiner and joiner, left-to-right/right-to-left mark), U+202A..U+202E
--     (bidi embeddings and overrides), U+2060..U+206F (word joiner, invisible
--     operators, bidi isolates, deprecated format characters), U+FE00..U+FE0F
--     (variation selectors), U+FEFF (zero width no-break space), U+FFF0..U+FFF8,
--     U+1BCA0..U+1BCA3 (shorthand format controls), U+1D173..U+1D17A (musical
--     symbol formatting), U+E0000..U+E0FFF (tags, variation selectors supplement).
-- NULL gives NULL, so a CHECK with it lets NULL through (NOT NULL says what is missing).
create function public.is_blank(value text) returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '[\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
    '',
    'g'
  ) = ''
$$;
comment on function public.is_blank(text) is
  'Waar als de tekst na het weghalen van alle (Unicode-)spaties en onzichtbare tekens leeg is. Gebruikt door elke *_not_blank CHECK.';
-- The CHECKs run it as the writing role (so authenticated and service_role need it);
-- anon writes nothing.
revoke execute on function public.is_blank(text) from public, anon;
grant execute on function public.is_blank(text) to authenticated, service_role;

-- Same names as before, so the Dutch messages stay.
alter table public.buildings
  drop constraint buildings_name_not_blank,
  add constraint buildings_name_not_blank check (not public.is_blank(name)),
  drop constraint buildings_street_not_blank,
  add constraint buildings_street_not_blank check (not public.is_blank(street)),
  drop constraint buildings_city_not_blank,
  add constraint buildings_city_not_blank check (not public.is_blank(city));
alter table public.entrances_and_exits
  drop constraint entrances_and_exits_name_not_blank,
  add constraint entrances_and_exits_name_not_blank check (not public.is_blank(name));
alter table public.facility_types
  drop constraint facility_types_name_not_blank,
  add constraint facility_types_name_not_blank check (not public.is_blank(name));
alter table public.spaces
  drop constraint spaces_name_not_blank,
  add constraint spaces_name_not_blank check (not public.is_blank(name));
alter table public.housing
  drop constraint housing_house_number_not_blank,
  add constraint housing_house_number_not_blank check (not public.is_blank(house_number));
alter table public.tasks
  drop constraint tasks_title_not_blank,
  add constraint tasks_title_not_blank check (not public.is_blank(title));
alter table public.key_cabinets
  drop constraint key_cabinets_name_not_blank,
  add constraint key_cabinets_name_not_blank check (not public.is_blank(name));
alter table public.keys
  drop constraint keys_number_not_blank,
  add constraint keys_number_not_blank check (not public.is_blank(number));
alter table public.suppliers
  drop constraint suppliers_company_name_not_blank,
  add constraint suppliers_company_name_not_blank check (not public.is_blank(company_name));
alter table public.mechanics
  drop constraint mechanics_name_not_blank,
  add constraint mechanics_name_not_blank check (not public.is_blank(name));
alter table public.companies
  drop constraint companies_name_not_blank,
  add constraint companies_name_not_blank check (not public.is_blank(name));
alter table public.owners
  drop constraint owners_company_name_not_blank,
  add constraint owners_company_name_not_blank check (not public.is_blank(company_name));
alter table public.technical_provisions
  drop constraint technical_provisions_device_name_not_blank,
  add constraint technical_provisions_device_name_not_blank check (not public.is_blank(device_name)),
  drop constraint technical_provisions_type_and_model_not_blank,
  add constraint technical_provisions_type_and_model_not_blank check (not public.is_blank(type_and_model)),
  drop constraint technical_provisions_manufacturer_not_blank,
  add constraint technical_provisions_manufacturer_not_blank check (not public.is_blank(manufacturer)),
  drop constraint technical_provisions_serial_number_not_blank,
  add constraint technical_provisions_serial_number_not_blank check (not public.is_blank(serial_number));
alter table public.utility_readings
  drop constraint utility_readings_reading_value_not_blank,
  add constraint utility_readings_reading_value_not_blank check (not public.is_blank(reading_value));
alter table public.malfunctions
  drop constraint malfunctions_description_not_blank,
  add constraint malfunctions_description_not_blank check (not public.is_blank(description));
alter table public.parking_spaces
  drop constraint parking_spaces_space_number_not_blank,
  add constraint parking_spaces_space_number_not_blank check (not public.is_blank(space_number));
alter table public.cleaning_requests
  drop constraint cleaning_requests_description_not_blank,
  add constraint cleaning_requests_description_not_blank check (not public.is_blank(description));
alter table public.cleaning_complaints
  drop constraint cleaning_complaints_description_not_blank,
  add constraint cleaning_complaints_description_not_blank check (not public.is_blank(description));
alter table public.nuisances
  drop constraint nuisances_description_not_blank,
  add constraint nuisances_description_not_blank check (not public.is_blank(description));

-- A housing unit's street is taken from its building when it is left empty; "empty"
-- now means blank in the same sense.
create or replace function public.housing_fill_street() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.street is null or public.is_blank(new.street) then
    select street into new.street from public.buildings where id = new.building_id;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. Numbers and dates within bounds
-- ---------------------------------------------------------------------------
-- numeric accepts 'NaN', which compares as larger than every number (so `>= 0`
-- lets it through): the maxima below refuse it explicitly. Infinity cannot be
-- stored in these numeric(p, s) columns at all (22003, numeric field overflow).
alter table public.buildings
  add constraint buildings_floors_max check (floors <= 200);
alter table public.entrances_and_exits
  add constraint entrances_and_exits_floor_range check (floor between 0 and 200);
alter table public.keys
  add constraint keys_floor_range check (floor between 0 and 200);
alter table public.housing
  add constraint housing_square_meters_max check (square_meters <> 'NaN' and square_meters <= 100000),
  add constraint housing_balcony_size_max check (balcony_size <> 'NaN' and balcony_size <= 100000);
alter table public.tasks
  add constraint tasks_hours_spent_max check (hours_spent <> 'NaN' and hours_spent <= 10000);
-- spaces.floor and housing.floor: 0 .. 200 follows from *_floor_min, the floor being
-- within the building's floors (the triggers) and buildings_floors_max. A separate
-- "<= 200" CHECK could never be the one to refuse a row (the BEFORE trigger always
-- comes first), so there is none.

-- Dates a user or client sets: a finite day from 1900-01-01 up to and including
-- 2200-12-31, as a calendar day in Amsterdam (like the other date rules).
-- ('infinity' and '-infinity' lie outside.) The timestamps the database sets itself
-- (created_at, completed_at, resolved_at; see 6.) need no such rule.
alter table public.tasks
  add constraint tasks_start_date_range check (
    (start_date at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31'),
  add constraint tasks_end_date_range check (
    (end_date at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31'),
  add constraint tasks_recurrence_end_date_range check (
    (recurrence_end_date at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31'),
  add constraint tasks_next_occurrence_at_range check (
    (next_occurrence_at at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');
alter table public.technical_provisions
  add constraint technical_provisions_installation_date_range check (
    installation_date between date '1900-01-01' and date '2200-12-31'),
  add constraint technical_provisions_warranty_end_date_range check (
    warranty_end_date between date '1900-01-01' and date '2200-12-31'),
  add constraint technical_provisions_next_inspection_date_range check (
    next_inspection_date between date '1900-01-01' and date '2200-12-31'),
  add constraint technical_provisions_next_maintenance_date_range check (
    next_maintenance_date between date '1900-01-01' and date '2200-12-31');
alter table public.utility_readings
  add constraint utility_readings_reading_date_range check (
    (reading_date at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');
alter table public.malfunctions
  add constraint malfunctions_started_at_range check (
    (started_at at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');
alter table public.cleaning_requests
  add constraint cleaning_requests_requested_at_range check (
    (requested_at at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');
alter table public.cleaning_complaints
  add constraint cleaning_complaints_reported_at_range check (
    (reported_at at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');
alter table public.nuisances
  add constraint nuisances_date_time_range check (
    (date_time at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31'),
  add constraint nuisances_follow_up_completed_at_range check (
    (follow_up_completed_at at time zone 'Europe/Amsterdam')::date between date '1900-01-01' and date '2200-12-31');

-- A housing unit's floor lies within its building (0 .. floors), like a space's.
create function public.housing_check_floor() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b record;
begin
  select name, floors into b from public.buildings where id = new.building_id;
  if found and new.floor > b.floors then
    raise exception 'new row for relation "housing" violates check constraint "housing_floor_within_building"'
      using errcode = '23514',
            constraint = 'housing_floor_within_building',
            table = 'housing',
            column = 'floor',
            detail = format('Floor %s is above the %s floors of building "%s".', new.floor, b.floors, b.name);
  end if;
  return new;
end;
$$;

create trigger housing_check_floor
  before insert or update of building_id, floor on public.housing
  for each row execute function public.housing_check_floor();

-- A building cannot shrink below a floor that one of its spaces or housing units is on
-- (replaces the function of 20261121000001, which looked at spaces only).
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
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. Lengths: <table>_<column>_length, in characters. Names, titles and other short
-- texts 200, descriptions and comments 5000, numbers and codes less. Columns without
-- one: the enum-like ones (a CHECK lists their values), the ones with a format that
-- fixes their length (postcode, KvK, VAT, meter reading) and spaces.building_name /
-- entrance_name (copies of a name, whatever the client sends).
-- ---------------------------------------------------------------------------
alter table public.buildings
  add constraint buildings_name_length check (char_length(name) <= 200),
  add constraint buildings_street_length check (char_length(street) <= 200),
  add constraint buildings_city_length check (char_length(city) <= 200);
alter table public.entrances_and_exits
  add constraint entrances_and_exits_name_length check (char_length(name) <= 200),
  add constraint entrances_and_exits_description_length check (char_length(description) <= 5000);
alter table public.facility_types
  add constraint facility_types_name_length check (char_length(name) <= 200),
  add constraint facility_types_description_length check (char_length(description) <= 5000);
alter table public.spaces
  add constraint spaces_name_length check (char_length(name) <= 200),
  add constraint spaces_comments_length check (char_length(comments) <= 5000);
alter table public.housing
  add constraint housing_street_length check (char_length(street) <= 200),
  add constraint housing_house_number_length check (char_length(house_number) <= 20),
  add constraint housing_orientation_length check (char_length(orientation) <= 200),
  add constraint housing_entrance_length check (char_length(entrance) <= 200),
  add constraint housing_comments_length check (char_length(comments) <= 5000);
alter table public.tasks
  add constraint tasks_title_length check (char_length(title) <= 200),
  add constraint tasks_comments_length check (char_length(comments) <= 5000);
alter table public.key_cabinets
  add constraint key_cabinets_name_length check (char_length(name) <= 200);
alter table public.keys
  add constraint keys_number_length check (char_length(number) <= 50),
  add constraint keys_brand_length check (char_length(brand) <= 200),
  add constraint keys_description_length check (char_length(description) <= 5000),
  add constraint keys_characteristics_length check (char_length(characteristics) <= 200);
alter table public.suppliers
  add constraint suppliers_company_name_length check (char_length(company_name) <= 200),
  add constraint suppliers_name_length check (char_length(name) <= 200),
  add constraint suppliers_email_length check (char_length(email) <= 254),
  add constraint suppliers_phone_length check (char_length(phone) <= 30),
  add constraint suppliers_address_length check (char_length(address) <= 200),
  add constraint suppliers_city_length check (char_length(city) <= 200),
  add constraint suppliers_country_length check (char_length(country) <= 200),
  add constraint suppliers_website_length check (char_length(website) <= 500),
  add constraint suppliers_comments_length check (char_length(comments) <= 5000);
alter table public.mechanics
  add constraint mechanics_name_length check (char_length(name) <= 200),
  add constraint mechanics_mobile_phone_length check (char_length(mobile_phone) <= 30),
  add constraint mechanics_comments_length check (char_length(comments) <= 5000);
alter table public.companies
  add constraint companies_name_length check (char_length(name) <= 200),
  add constraint companies_contact_person_length check (char_length(contact_person) <= 200),
  add constraint companies_email_length check (char_length(email) <= 254),
  add constraint companies_phone_length check (char_length(phone) <= 30),
  add constraint companies_street_length check (char_length(street) <= 200),
  add constraint companies_house_number_length check (char_length(house_number) <= 20),
  add constraint companies_city_length check (char_length(city) <= 200),
  add constraint companies_comments_length check (char_length(comments) <= 5000);
alter table public.owners
  add constraint owners_company_name_length check (char_length(company_name) <= 200),
  add constraint owners_contact_person_length check (char_length(contact_person) <= 200),
  add constraint owners_email_length check (char_length(email) <= 254),
  add constraint owners_phone_length check (char_length(phone) <= 30),
  add constraint owners_address_length check (char_length(address) <= 200),
  add constraint owners_city_length check (char_length(city) <= 200),
  add constraint owners_country_length check (char_length(country) <= 200),
  add constraint owners_comments_length check (char_length(comments) <= 5000);
alter table public.technical_provisions
  add constraint technical_provisions_device_name_length check (char_length(device_name) <= 200),
  add constraint technical_provisions_type_and_model_length check (char_length(type_and_model) <= 200),
  add constraint technical_provisions_manufacturer_length check (char_length(manufacturer) <= 200),
  add constraint technical_provisions_serial_number_length check (char_length(serial_number) <= 100),
  add constraint technical_provisions_compatibility_length check (char_length(compatibility) <= 200);
alter table public.utilities
  add constraint utilities_meter_number_length check (char_length(meter_number) <= 100),
  add constraint utilities_capacity_length check (char_length(capacity) <= 200),
  add constraint utilities_shutoff_point_length check (char_length(shutoff_point) <= 5000);
alter table public.malfunctions
  add constraint malfunctions_description_length check (char_length(description) <= 5000);
alter table public.parking_spaces
  add constraint parking_spaces_space_number_length check (char_length(space_number) <= 50),
  add constraint parking_spaces_location_length check (char_length(location) <= 200),
  add constraint parking_spaces_comments_length check (char_length(comments) <= 5000);
alter table public.cleaning_requests
  add constraint cleaning_requests_description_length check (char_length(description) <= 5000);
alter table public.cleaning_complaints
  add constraint cleaning_complaints_description_length check (char_length(description) <= 5000);
alter table public.nuisances
  add constraint nuisances_description_length check (char_length(description) <= 5000);

-- ---------------------------------------------------------------------------
-- 4. Relations
-- ---------------------------------------------------------------------------
-- (Already there: tasks_end_date_after_start, tasks_recurrence_end_after_start,
-- malfunctions_resolved_after_start, technical_provisions_warranty_after_installation.)
alter table public.technical_provisions
  add constraint technical_provisions_next_inspection_after_installation check (
    next_inspection_date >= installation_date),
  add constraint technical_provisions_next_maintenance_after_installation check (
    next_maintenance_date >= installation_date);
alter table public.cleaning_requests
  add constraint cleaning_requests_completed_after_requested check (
    (completed_at at time zone 'Europe/Amsterdam')::date >= (requested_at at time zone 'Europe/Amsterdam')::date);
alter table public.cleaning_complaints
  add constraint cleaning_complaints_resolved_after_reported check (
    (resolved_at at time zone 'Europe/Amsterdam')::date >= greatest(
      (reported_at at time zone 'Europe/Amsterdam')::date,
      (created_at at time zone 'Europe/Amsterdam')::date));
alter table public.nuisances
  add constraint nuisances_follow_up_completed_after_date check (
    (follow_up_completed_at at time zone 'Europe/Amsterdam')::date >= (date_time at time zone 'Europe/Amsterdam')::date);

-- A nuisance report has a location: its building. Its space, housing unit and parking
-- space, when given, lie in that building.
alter table public.nuisances alter column location set not null;
comment on column public.nuisances.location is
  'Gebouw (buildings.id) van de melding; verplicht. Ruimte, woning en parkeerplaats horen bij dit gebouw.';

create function public.nuisances_check_location() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b uuid;
begin
  -- No building, or one that does not exist: NOT NULL or the foreign key says so.
  if new.location is null or not exists (select 1 from public.buildings where id = new.location) then
    return new;
  end if;
  if new.space_id is not null then
    select building_id into b from public.spaces where id = new.space_id;
    if found and b <> new.location then
      raise exception 'new row for relation "nuisances" violates check constraint "nuisances_space_same_building"'
        using errcode = '23514', constraint = 'nuisances_space_same_building', table = 'nuisances',
              column = 'space_id', detail = 'The space lies in another building.';
    end if;
  end if;
  if new.housing_id is not null then
    select building_id into b from public.housing where id = new.housing_id;
    if found and b <> new.location then
      raise exception 'new row for relation "nuisances" violates check constraint "nuisances_housing_same_building"'
        using errcode = '23514', constraint = 'nuisances_housing_same_building', table = 'nuisances',
              column = 'housing_id', detail = 'The housing unit lies in another building.';
    end if;
  end if;
  if new.parking_space_id is not null then
    select building_id into b from public.parking_spaces where id = new.parking_space_id;
    if found and b <> new.location then
      raise exception 'new row for relation "nuisances" violates check constraint "nuisances_parking_space_same_building"'
        using errcode = '23514', constraint = 'nuisances_parking_space_same_building', table = 'nuisances',
              column = 'parking_space_id', detail = 'The parking space belongs to another building.';
    end if;
  end if;
  return new;
end;
$$;

create trigger nuisances_check_location
  before insert or update of location, space_id, housing_id, parking_space_id on public.nuisances
  for each row execute function public.nuisances_check_location();

-- ...and a space, housing unit or parking space cannot move to another building while a
-- nuisance report of the old building points at it (as entrances_and_exits_check_building).
create function public.check_nuisances_building() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rule text;
begin
  if tg_table_name = 'spaces' then
    rule := 'nuisances_space_same_building';
    perform 1 from public.nuisances where space_id = new.id and location <> new.building_id;
  elsif tg_table_name = 'housing' then
    rule := 'nuisances_housing_same_building';
    perform 1 from public.nuisances where housing_id = new.id and location <> new.building_id;
  else
    rule := 'nuisances_parking_space_same_building';
    perform 1 from public.nuisances where parking_space_id = new.id and location <> new.building_id;
  end if;
  if found then
    raise exception 'new row for relation "%" violates check constraint "%"', tg_table_name, rule
      using errcode = '23514', constraint = rule, table = tg_table_name, column = 'building_id',
            detail = 'Nuisance reports of the old building still point at this row.';
  end if;
  return new;
end;
$$;

create trigger spaces_check_nuisances
  after update of building_id on public.spaces
  for each row when (new.building_id is distinct from old.building_id)
  execute function public.check_nuisances_building();
create trigger housing_check_nuisances
  after update of building_id on public.housing
  for each row when (new.building_id is distinct from old.building_id)
  execute function public.check_nuisances_building();
create trigger parking_spaces_check_nuisances
  after update of building_id on public.parking_spaces
  for each row when (new.building_id is distinct from old.building_id)
  execute function public.check_nuisances_building();

-- A cleaning quote is asked of a cleaning supplier: one linked to the facility type
-- named exactly 'Schoonmaak' (spec/decisions.md). Checked when the quote gets its
-- supplier; a supplier that later stops cleaning keeps its old quotes.
create function public.cleaning_requests_check_supplier() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A missing supplier is for NOT NULL or the foreign key to report.
  if exists (select 1 from public.suppliers where id = new.supplier_id)
     and not exists (
       select 1
         from public.suppliers_facility_types l
         join public.facility_types t on t.id = l.facility_type_id
        where l.supplier_id = new.supplier_id and t.name = 'Schoonmaak'
     ) then
    raise exception 'new row for relation "cleaning_requests" violates check constraint "cleaning_requests_supplier_cleaning"'
      using errcode = '23514', constraint = 'cleaning_requests_supplier_cleaning', table = 'cleaning_requests',
            column = 'supplier_id', detail = 'The supplier is not linked to the facility type ''Schoonmaak''.';
  end if;
  return new;
end;
$$;

create trigger cleaning_requests_check_supplier
  before insert or update of supplier_id on public.cleaning_requests
  for each row execute function public.cleaning_requests_check_supplier();

-- Facility type names are unique whatever their case and their spaces: 'Schoonmaak',
-- ' schoonmaak' and 'Schoon maak' are one name. The characters removed are those of
-- public.is_blank. facility_types_name_key (the exact
-- name) stays: the cleaning screens look 'Schoonmaak' up as a single row.
create unique index facility_types_name_normalized_key on public.facility_types (
  lower(pg_catalog.regexp_replace(
    name, '[\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g'))
);

-- ---------------------------------------------------------------------------
-- 5. Formats. An optional field may be left empty (NULL or ''), as the e-mail and
-- website rules already allowed. The forms use the same patterns
-- (libs/data/src/fields.ts, FORMATS) and bring what users type into this form first
-- (e.g. '1234ab' -> '1234 AB').
-- ---------------------------------------------------------------------------
--   e-mail:   local part of letters, digits and . _ % + - (no dot at either end or
--             twice in a row), '@', domain labels of letters, digits and inner
--             hyphens, a top-level domain of 2..63 letters; no quotes, brackets,
--             colons or spaces (so 'javascript:alert(1)//@x.nl' is refused);
--   website:  http:// or https://, a host name as above, an optional port, then an
--             optional path/query/fragment of URL characters without quotes, angle
--             brackets, backslashes, braces or spaces;
--   phone:    an optional +, then 6..20 digits, separated by at most one space
--             and/or one hyphen: '030 234 5678', '+31 6-1234 5678';
--   postcode: '1234 AB' (first digit not 0, capitals, one space);
--   KvK:      8 digits;  VAT: 'NL' + 9 digits + 'B' + 2 digits.
alter table public.suppliers
  drop constraint suppliers_email_format,
  add constraint suppliers_email_format check (
    email = '' or email ~ '^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$'),
  drop constraint suppliers_website_format,
  add constraint suppliers_website_format check (
    website = '' or website ~* '^https?://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$'),
  add constraint suppliers_phone_format check (
    phone = '' or phone ~ '^\+?[0-9]( ?-? ?[0-9]){5,19}$'),
  add constraint suppliers_postal_code_format check (
    postal_code = '' or postal_code ~ '^[1-9][0-9]{3} [A-Z]{2}$'),
  add constraint suppliers_kvk_number_format check (
    kvk_number = '' or kvk_number ~ '^[0-9]{8}$'),
  add constraint suppliers_vat_number_format check (
    vat_number = '' or vat_number ~ '^NL[0-9]{9}B[0-9]{2}$');
alter table public.mechanics
  add constraint mechanics_mobile_phone_format check (
    mobile_phone = '' or mobile_phone ~ '^\+?[0-9]( ?-? ?[0-9]){5,19}$');
alter table public.companies
  drop constraint companies_email_format,
  add constraint companies_email_format check (
    email = '' or email ~ '^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$'),
  add constraint companies_phone_format check (
    phone = '' or phone ~ '^\+?[0-9]( ?-? ?[0-9]){5,19}$'),
  add constraint companies_postal_code_format check (
    postal_code = '' or postal_code ~ '^[1-9][0-9]{3} [A-Z]{2}$');
alter table public.owners
  drop constraint owners_email_format,
  add constraint owners_email_format check (
    email = '' or email ~ '^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$'),
  add constraint owners_phone_format check (
    phone = '' or phone ~ '^\+?[0-9]( ?-? ?[0-9]){5,19}$'),
  add constraint owners_postal_code_format check (
    postal_code = '' or postal_code ~ '^[1-9][0-9]{3} [A-Z]{2}$'),
  add constraint owners_kvk_number_format check (
    kvk_number = '' or kvk_number ~ '^[0-9]{8}$'),
  add constraint owners_vat_number_format check (
    vat_number = '' or vat_number ~ '^NL[0-9]{9}B[0-9]{2}$');

-- A meter reading is a number of 0 or more: 1..12 digits, optionally a decimal comma
-- or point and 1..3 decimals ('1843,2', '48211'). A blank value is left to
-- utility_readings_reading_value_not_blank, so it gets that message.
alter table public.utility_readings
  add constraint utility_readings_reading_value_format check (
    public.is_blank(reading_value) or reading_value ~ '^[0-9]{1,12}([.,][0-9]{1,3})?$');

-- ---------------------------------------------------------------------------
-- 6. Timestamps the database keeps
-- ---------------------------------------------------------------------------
-- For every API role (anon, authenticated, service_role) the database decides these
-- values: what a client sends for them is replaced. The one exception is the
-- database owner: the seed (supabase/seed.sql) runs as `postgres` (a superuser
-- locally, the owner role on a Supabase project) and gives demo rows realistic
-- moments in the past; for that role (or any superuser) the value it sends is kept.
-- The test is inlined in each function below (current_user is the role the
-- statement runs as: PostgREST switches to the request's role).

-- created_at: now() on insert, unchanged on update.
create function public.set_created_at() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  seeding boolean := current_user = 'postgres'
    or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false);
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

do $$
declare
  t text;
begin
  foreach t in array array[
    'buildings', 'entrances_and_exits', 'facility_types', 'spaces', 'housing', 'tasks',
    'key_cabinets', 'keys', 'suppliers', 'mechanics', 'companies', 'owners',
    'technical_provisions', 'utilities', 'utility_readings', 'malfunctions', 'parking_spaces',
    'cleaning_requests', 'cleaning_complaints', 'nuisances'
  ] loop
    execute format(
      'create trigger %I before insert or update of created_at on public.%I '
      'for each row execute function public.set_created_at()',
      t || '_set_created_at', t
    );
    execute format(
      'comment on column public.%I.created_at is %L', t,
      'Aangemaakt op: gezet door de database (now() bij invoegen, daarna ongewijzigd); een waarde van de client wordt vervangen.'
    );
  end loop;
end;
$$;

-- tasks.completed_at: now() when the task is completed (is_completed becomes true, or
-- a completed recurring task's next occurrence is completed: the client sends a new
-- completed_at, as apps/tasks-mf's completionChange does), null when it is open. An
-- update that leaves the task completed and sends no new moment keeps the old one.
-- tasks_completed_at_matches stays: it guards what the seed writes.
create function public.tasks_set_completed_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'postgres'
     or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false) then
    return new; -- the seed: see above
  end if;
  if new.is_completed is distinct from true then
    new.completed_at := null;
  elsif tg_op = 'INSERT' or not old.is_completed
        or (new.completed_at is not null and new.completed_at is distinct from old.completed_at) then
    new.completed_at := now();
  else
    new.completed_at := old.completed_at;
  end if;
  return new;
end;
$$;

create trigger tasks_set_completed_at
  before insert or update of is_completed, completed_at on public.tasks
  for each row execute function public.tasks_set_completed_at();
comment on column public.tasks.completed_at is
  'Voltooid op: gezet door de database zodra de taak (of een keer van een terugkerende taak) voltooid wordt, leeg bij een open taak.';

-- malfunctions.resolved_at: the app's meaning stays (open while empty, resolved once
-- set); the moment is the database's: now() when it goes from empty to a value, kept
-- when a client sends another value, empty again when a client empties it (reopened).
create function public.malfunctions_set_resolved_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'postgres'
     or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false) then
    return new; -- the seed: see above
  end if;
  if new.resolved_at is not null then
    if tg_op = 'INSERT' or old.resolved_at is null then
      new.resolved_at := now();
    else
      new.resolved_at := old.resolved_at;
    end if;
  end if;
  return new;
end;
$$;

create trigger malfunctions_set_resolved_at
  before insert or update of resolved_at on public.malfunctions
  for each row execute function public.malfunctions_set_resolved_at();
comment on column public.malfunctions.resolved_at is
  'Opgelost op: leeg zolang de storing open is. Het moment zet de database (now() zodra het gevuld wordt); een waarde van de client wordt vervangen.';

-- cleaning_complaints.resolved_at and cleaning_requests.completed_at follow their
-- status, as before; now the moment is the database's too: now() when the status
-- becomes resolved/completed, unchanged while it stays so, null otherwise.
create or replace function public.cleaning_complaints_set_resolved_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'resolved' then
    if new.resolved_at is not null
       and (current_user = 'postgres'
            or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false)) then
      null; -- the seed: see above
    elsif tg_op = 'UPDATE' and old.status = 'resolved' and old.resolved_at is not null then
      new.resolved_at := old.resolved_at;
    else
      new.resolved_at := now();
    end if;
  else
    new.resolved_at := null;
  end if;
  return new;
end;
$$;

create or replace function public.cleaning_requests_set_completed_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'completed' then
    if new.completed_at is not null
       and (current_user = 'postgres'
            or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false)) then
      null; -- the seed: see above
    elsif tg_op = 'UPDATE' and old.status = 'completed' and old.completed_at is not null then
      new.completed_at := old.completed_at;
    else
      new.completed_at := now();
    end if;
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;

-- Trigger functions are not meant to be called directly (as in 20261121000005).
revoke execute on function
  public.housing_check_floor(),
  public.nuisances_check_location(),
  public.check_nuisances_building(),
  public.cleaning_requests_check_supplier(),
  public.set_created_at(),
  public.tasks_set_completed_at(),
  public.malfunctions_set_resolved_at()
from public, anon;
