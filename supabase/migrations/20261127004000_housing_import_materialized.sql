-- import_housing as in 20261127002005_housing_import_balcony.sql, with its two row sets
-- materialized: inlined, Postgres ran the per-row text functions (text_key, trim_blank,
-- the control-character checks) again for every later use of a row, and the check of
-- 10,000 rows took several times as long as before the text rules.
create or replace function public.import_housing(housing_rows jsonb, apply boolean default false)
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
  with raw as materialized (
    select (r.ordinality + 1)::integer as line,
           nullif(public.trim_blank(coalesce(r.value ->> 'building', '')), '') as building,
           case when not public.is_blank(coalesce(r.value ->> 'house_number', ''))
                then public.trim_blank(r.value ->> 'house_number') end as house_number,
           nullif(public.trim_blank(coalesce(r.value ->> 'floor', '')), '') as floor_text,
           nullif(replace(public.trim_blank(coalesce(r.value ->> 'square_meters', '')), ',', '.'), '') as square_meters_text,
           nullif(replace(public.trim_blank(coalesce(r.value ->> 'balcony_size', '')), ',', '.'), '') as balcony_size_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'orientation', '')), '') as orientation,
           nullif(public.trim_blank(coalesce(r.value ->> 'type', '')), '') as type_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'status', '')), '') as status_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'comments', '')), '') as comments
      from jsonb_array_elements(housing_rows) with ordinality as r(value, ordinality)
  ),
  -- Building names are matched as written, ignoring case and surrounding spaces; a
  -- name two buildings share is ambiguous (unknown).
  names as (
    select lower(public.trim_blank(b.name)) as name_key, min(b.id::text)::uuid as id, min(b.floors) as floors, count(*) as matches
      from public.buildings b
     group by 1
  ),
  checked as materialized (
    select raw.*,
           public.text_key(raw.house_number) as house_number_key,
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
         -- The first line of the file with this building and house number (its key form).
         case when c.building_id is not null and c.house_number is not null
              then min(c.line) over (partition by c.building_id, c.house_number_key) end as first_line,
         -- An existing unit with this building and house number (the unique index answers).
         (c.building_id is not null and c.house_number is not null and exists (
            select 1 from public.housing h
             where h.building_id = c.building_id and public.text_key(h.house_number) = c.house_number_key)) as exists_already
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
          (case when t.house_number is null then jsonb_build_object('code', 'house_number_missing')
                when not public.is_single_line(t.house_number)
                  then jsonb_build_object('code', 'control_characters', 'value', 'house_number') end),
          (case when t.floor_text is null then jsonb_build_object('code', 'floor_missing')
                when t.floor is null then jsonb_build_object('code', 'floor_invalid', 'value', t.floor_text)
                when t.building_id is not null and t.floor > t.building_floors
                  then jsonb_build_object('code', 'floor_above_building', 'value', t.floor::text, 'other', t.building_floors::text) end),
          (case when t.square_meters_text is not null and (t.square_meters is null or t.square_meters > 100000)
                  then jsonb_build_object('code', 'square_meters_invalid', 'value', t.square_meters_text) end),
          (case when t.balcony_size_text is not null and (t.balcony_size is null or t.balcony_size > 100000)
                  then jsonb_build_object('code', 'balcony_size_invalid', 'value', t.balcony_size_text) end),
          (case when t.square_meters <= 100000 and t.balcony_size <= 100000 and t.balcony_size > t.square_meters
                  then jsonb_build_object('code', 'balcony_above_living_area', 'value', t.balcony_size_text,
                                          'other', t.square_meters_text) end),
          (case when not public.is_single_line(t.orientation)
                  then jsonb_build_object('code', 'control_characters', 'value', 'orientation') end),
          (case when t.type is null then jsonb_build_object('code', 'type_unknown', 'value', t.type_text) end),
          (case when t.status is null then jsonb_build_object('code', 'status_unknown', 'value', t.status_text) end),
          (case when not public.is_printable(t.comments)
                  then jsonb_build_object('code', 'control_characters', 'value', 'comments') end),
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
