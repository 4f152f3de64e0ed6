-- housing-mf: the lists of housing, owners, companies and parking spaces (sort
-- indexes), the /housing-list overview (counts per building and status) and the
-- CSV import of housing units (one transaction: all rows or none).

-- ---------------------------------------------------------------------------
-- 1. Sort indexes: (column, id) for every column these lists sort on
--    (see 20261122000001_list_sort_indexes.sql for why).
-- ---------------------------------------------------------------------------
create index housing_street_id_idx on public.housing (street, id);
create index housing_house_number_id_idx on public.housing (house_number, id);
create index housing_type_id_idx on public.housing (type, id);
-- The status sorts in the order the spec lists it (Bewoond, Verhuurd, Verkocht,
-- Gereserveerd), as the form offers it; the codes alone would sort occupied, rented,
-- reserved, sold. The type's codes already sort as its labels do (Huur, Koop).
alter table public.housing
  add column status_order smallint generated always as (
    case status when 'occupied' then 1 when 'rented' then 2 when 'sold' then 3 when 'reserved' then 4 end
  ) stored;
comment on column public.housing.status_order is
  'Volgorde van de status zoals de spec die noemt (Bewoond, Verhuurd, Verkocht, Gereserveerd), om de lijst op te sorteren.';
create index housing_status_order_id_idx on public.housing (status_order, id);
create index housing_square_meters_id_idx on public.housing (square_meters, id);

-- The housing list searches street and house number with ILIKE '%…%' (as the spaces
-- list does its names): trigram indexes, for a table meant to hold 100,000 units.
create index housing_street_trgm_idx on public.housing using gin (street extensions.gin_trgm_ops);
create index housing_house_number_trgm_idx on public.housing using gin (house_number extensions.gin_trgm_ops);

create index owners_company_name_id_idx on public.owners (company_name, id);
drop index public.owners_company_name_idx;
create index owners_contact_person_id_idx on public.owners (contact_person, id);
create index owners_city_id_idx on public.owners (city, id);

create index companies_name_id_idx on public.companies (name, id);
drop index public.companies_name_idx;
create index companies_created_at_id_idx on public.companies (created_at, id);
drop index public.companies_created_at_idx;

create index parking_spaces_space_number_id_idx on public.parking_spaces (space_number, id);
drop index public.parking_spaces_space_number_idx;
create index parking_spaces_type_id_idx on public.parking_spaces (type, id);
create index parking_spaces_created_at_id_idx on public.parking_spaces (created_at, id);
drop index public.parking_spaces_created_at_idx;

-- ---------------------------------------------------------------------------
-- 2. /housing-list: per building its number of housing units in each status.
--    Counted by the database; the browser gets one row per building.
--    security_invoker: row-level security of the reading user applies.
-- ---------------------------------------------------------------------------
create view public.housing_overview with (security_invoker = true) as
select b.id as building_id,
       b.name as building_name,
       count(h.id)::integer as total,
       (count(h.id) filter (where h.status = 'occupied'))::integer as occupied,
       (count(h.id) filter (where h.status = 'rented'))::integer as rented,
       (count(h.id) filter (where h.status = 'sold'))::integer as sold,
       (count(h.id) filter (where h.status = 'reserved'))::integer as reserved
  from public.buildings b
  join public.housing h on h.building_id = b.id
 group by b.id, b.name;
comment on view public.housing_overview is 'Woningen per gebouw, geteld per status (/housing-list).';
revoke all on public.housing_overview from public, anon;
grant select on public.housing_overview to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. import_housing(housing_rows, apply): the CSV import of /housing.
--
-- housing_rows: a JSON array of objects, one per data line of the file, with the file's
-- text as it is: building (the building's name), house_number, floor,
-- square_meters, balcony_size (decimal comma or point), orientation, type and
-- status (the Dutch label or the stored code; empty: Huur / Bewoond), comments.
-- The street is taken from the building (housing_fill_street).
--
-- Answers {"rows": n, "imported": n, "problems": [{"row": r, "reasons": [...]}]}:
-- r is the line in the file (the header is line 1); a reason is
-- {"code": ..., "value": ..., "other": ...}, made Dutch by @facility/data
-- (HOUSING_IMPORT_REASONS). With apply and no problems every row is inserted, in
-- this one statement's transaction: a row the table's rules refuse anyway (a text
-- too long) fails the call and nothing is stored. With problems nothing is stored.
--
-- Runs as the calling user (row-level security applies); set-based, so 10,000
-- rows take one pass (tools/bench/housing-import.mjs).
-- ---------------------------------------------------------------------------
create function public.import_housing(housing_rows jsonb, apply boolean default false)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  total integer;
  problems jsonb;
  inserted integer := 0;
begin
  if jsonb_typeof(housing_rows) is distinct from 'array' then
    raise exception 'import_housing expects a JSON array of rows' using errcode = '22023';
  end if;
  total := jsonb_array_length(housing_rows);
  if total > 50000 then
    raise exception 'import_housing takes at most 50000 rows' using errcode = '54000';
  end if;

  -- Lock the table against concurrent inserts, so that the duplicate check below
  -- still holds when the rows are inserted.
  if apply then
    lock table public.housing in share row exclusive mode;
  end if;

  -- One pass over the rows: every lookup is a hash join or an index probe, so the
  -- time grows with the number of rows, not with its square.
  create temporary table housing_import_rows on commit drop as
  with raw as (
    select (r.ordinality + 1)::integer as line,
           nullif(btrim(coalesce(r.value ->> 'building', '')), '') as building,
           nullif(btrim(coalesce(r.value ->> 'house_number', '')), '') as house_number,
           nullif(btrim(coalesce(r.value ->> 'floor', '')), '') as floor_text,
           nullif(replace(btrim(coalesce(r.value ->> 'square_meters', '')), ',', '.'), '') as square_meters_text,
           nullif(replace(btrim(coalesce(r.value ->> 'balcony_size', '')), ',', '.'), '') as balcony_size_text,
           nullif(btrim(coalesce(r.value ->> 'orientation', '')), '') as orientation,
           nullif(btrim(coalesce(r.value ->> 'type', '')), '') as type_text,
           nullif(btrim(coalesce(r.value ->> 'status', '')), '') as status_text,
           nullif(btrim(coalesce(r.value ->> 'comments', '')), '') as comments
      from jsonb_array_elements(housing_rows) with ordinality as r(value, ordinality)
  ),
  -- Building names are matched as written, ignoring case and surrounding spaces; a
  -- name two buildings share is ambiguous (unknown).
  names as (
    select lower(btrim(b.name)) as name_key, min(b.id::text)::uuid as id, min(b.floors) as floors, count(*) as matches
      from public.buildings b
     group by 1
  ),
  checked as (
    select raw.*,
           case when n.matches = 1 then n.id end as building_id,
           case when n.matches = 1 then n.floors end as building_floors,
           case when raw.floor_text ~ '^[0-9]{1,9}$' then raw.floor_text::integer end as floor,
           case when raw.square_meters_text ~ '^[0-9]{1,9}(\.[0-9]+)?$' then raw.square_meters_text::numeric end as square_meters,
           case when raw.balcony_size_text ~ '^[0-9]{1,9}(\.[0-9]+)?$' then raw.balcony_size_text::numeric end as balcony_size,
           case lower(coalesce(raw.type_text, 'huur'))
             when 'huur' then 'rent' when 'rent' then 'rent'
             when 'koop' then 'sale' when 'sale' then 'sale'
           end as type,
           case lower(coalesce(raw.status_text, 'bewoond'))
             when 'bewoond' then 'occupied' when 'occupied' then 'occupied'
             when 'verhuurd' then 'rented' when 'rented' then 'rented'
             when 'verkocht' then 'sold' when 'sold' then 'sold'
             when 'gereserveerd' then 'reserved' when 'reserved' then 'reserved'
           end as status
      from raw
      left join names n on n.name_key = lower(raw.building)
  )
  select c.*,
         -- The first line of the file with this building and house number.
         case when c.building_id is not null and c.house_number is not null
              then min(c.line) over (partition by c.building_id, c.house_number) end as first_line,
         -- An existing unit with this building and house number (the unique index answers).
         (c.building_id is not null and c.house_number is not null and exists (
            select 1 from public.housing h where h.building_id = c.building_id and h.house_number = c.house_number)) as exists_already
    from checked c;

  select coalesce(jsonb_agg(jsonb_build_object('row', p.line, 'reasons', p.reasons) order by p.line), '[]'::jsonb)
    into problems
    from (
      select t.line,
             jsonb_agg(reason) filter (where reason is not null) as reasons
        from housing_import_rows t
        cross join lateral (values
          (case when t.building is null then jsonb_build_object('code', 'building_missing')
                when t.building_id is null then jsonb_build_object('code', 'building_unknown', 'value', t.building) end),
          (case when t.house_number is null then jsonb_build_object('code', 'house_number_missing') end),
          (case when t.floor_text is null then jsonb_build_object('code', 'floor_missing')
                when t.floor is null then jsonb_build_object('code', 'floor_invalid', 'value', t.floor_text)
                when t.building_id is not null and t.floor > t.building_floors
                  then jsonb_build_object('code', 'floor_above_building', 'value', t.floor::text, 'other', t.building_floors::text) end),
          (case when t.square_meters_text is not null and (t.square_meters is null or t.square_meters > 100000)
                  then jsonb_build_object('code', 'square_meters_invalid', 'value', t.square_meters_text) end),
          (case when t.balcony_size_text is not null and (t.balcony_size is null or t.balcony_size > 100000)
                  then jsonb_build_object('code', 'balcony_size_invalid', 'value', t.balcony_size_text) end),
          (case when t.type is null then jsonb_build_object('code', 'type_unknown', 'value', t.type_text) end),
          (case when t.status is null then jsonb_build_object('code', 'status_unknown', 'value', t.status_text) end),
          (case when t.exists_already then jsonb_build_object('code', 'duplicate_existing', 'value', t.house_number) end),
          (case when t.first_line < t.line
                  then jsonb_build_object('code', 'duplicate_in_file', 'value', t.house_number, 'other', t.first_line::text) end)
        ) as v(reason)
       group by t.line
    ) p
   where p.reasons is not null;

  if apply and jsonb_array_length(problems) = 0 then
    insert into public.housing (building_id, house_number, floor, square_meters, balcony_size, orientation, type, status, comments)
    select building_id, house_number, floor, square_meters, balcony_size, orientation, type, status, comments
      from housing_import_rows
     order by line;
    get diagnostics inserted = row_count;
  end if;

  drop table housing_import_rows;
  return jsonb_build_object('rows', total, 'imported', inserted, 'problems', problems);
end;
$$;

comment on function public.import_housing(jsonb, boolean) is
  'CSV-import van woningen: controleert elke rij (met redenen per rij) en voegt met apply alle rijen toe of geen enkele.';
revoke execute on function public.import_housing(jsonb, boolean) from public, anon;
grant execute on function public.import_housing(jsonb, boolean) to authenticated, service_role;
