-- One search over every area (issue #30): public.global_search(q, max) finds buildings,
-- spaces, entrances, housing units, keys, key cabinets, technical provisions, utilities,
-- suppliers, mechanics, owners, VvE's, malfunctions and nuisance reports by what staff type:
-- an address ('spakler 45', '45-3', '45 3'), a key number ('U-003'), a device or serial number.
--
-- Each area is a security_invoker view `search_<area>` (id, title, detail, search, building_id):
-- title and detail are what a result shows (the detail tells similar rows apart: building,
-- space), search is the area's text in lower case, without diacritics and punctuation
-- (search_key), with a trigram GIN index on exactly that expression. An area takes part by
-- its row in private.search_areas; a later migration adds a view and a row, nothing else.
--
-- Matching, per typed word (what the query holds, cut at every character that is no letter or
-- digit): the word occurs in the text ('spakler' in 'spaklerweg 45 45 3'), or it is like a word
-- of the text (pg_trgm's word similarity: 'spaklr', 'daikn'); a number is not guessed at (it
-- occurs, or it does not), and a word of one or two characters ('45', '3') starts a word of the text. Every word must match. Ranked by how well the words
-- match (a word of the text that starts with it counts most), the words as one phrase, and the
-- likeness of the whole text; of at most 500 matching rows per area (a query that matches more,
-- 'k', is ranked among the first 500 the index gives: the index cannot order them).
--
-- Row-level security decides what a caller finds, in two steps:
--  1. private.search_hits (security definer, not reachable through the API) finds the ids and
--     ranks per area with the trigram indexes. Under row-level security Postgres cannot use
--     them (LIKE and pg_trgm's operators are not leakproof, so the policy filters first and
--     every row is read: 0.2 s at 100,000 housing units). It narrows to the caller's buildings
--     (staff_sees_all / staff_readable_buildings) only so that rows of other buildings do not
--     take the places of the caller's own; it decides nothing.
--  2. public.global_search (security invoker) reads those ids from the same views as the
--     caller: the tables' row-level security applies, so a row the caller may not read is not
--     answered, whatever step 1 found. anon may not call it.

-- Lower case, no diacritics, every run of characters that are no letter or digit one space, a
-- space between letters and digits, and a space before every word: 'Spaklerweg 45-3' ->
-- ' spaklerweg 45 3', 'U-003' and 'u003' -> ' u 003', 'Čerwin' -> ' cerwin'.
-- The leading space lets `like '% 12%'` (a word that starts with 12) use the trigram index.
-- Immutable, as search_text.
create function public.search_key(value text) returns text
language sql
immutable
strict
parallel safe
as $$
  select ' ' || pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(public.search_text(value), '[^[:alnum:]]+', ' ', 'g'),
    '([[:alpha:]])(?=[[:digit:]])|([[:digit:]])(?=[[:alpha:]])', '\1\2 ', 'g'))
$$;
comment on function public.search_key(text) is
  'Zoektekst: kleine letters zonder accenten en leestekens, elk woord na een spatie (Spaklerweg 45-3 -> " spaklerweg 45 3"), voor global_search.';
revoke execute on function public.search_key(text) from public, anon;
grant execute on function public.search_key(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The views, one per area, and the index on each one's search expression (character for
-- character the same expression, so the planner matches it).
-- ---------------------------------------------------------------------------

create index buildings_global_search_idx on public.buildings
  using gin (public.search_key(name || ' ' || street || ' ' || city) extensions.gin_trgm_ops);
create view public.search_buildings with (security_invoker = true) as
select b.id, b.name as title, b.street || ', ' || b.city as detail,
       public.search_key(b.name || ' ' || b.street || ' ' || b.city) as search,
       b.id as building_id
  from public.buildings b;

create index spaces_global_search_idx on public.spaces
  using gin (public.search_key(name || ' ' || building_name) extensions.gin_trgm_ops);
create view public.search_spaces with (security_invoker = true) as
select s.id, s.name as title, s.building_name || ', verdieping ' || s.floor as detail,
       public.search_key(s.name || ' ' || s.building_name) as search,
       s.building_id
  from public.spaces s;

create index entrances_global_search_idx on public.entrances_and_exits
  using gin (public.search_key(name || ' ' || building_name) extensions.gin_trgm_ops);
create view public.search_entrances with (security_invoker = true) as
select e.id, e.name as title, e.building_name as detail,
       public.search_key(e.name || ' ' || e.building_name) as search,
       e.building_id
  from public.entrances_and_exits e;

-- Street and house number ('Spaklerweg 45' and '45-3'); the building tells equal addresses apart.
create index housing_global_search_idx on public.housing
  using gin (public.search_key(coalesce(street, '') || ' ' || house_number) extensions.gin_trgm_ops);
create view public.search_housing with (security_invoker = true) as
select h.id, coalesce(h.street || ' ', '') || h.house_number as title,
       concat_ws(', ', b.name, 'verdieping ' || h.floor) as detail,
       public.search_key(coalesce(h.street, '') || ' ' || h.house_number) as search,
       h.building_id
  from public.housing h
  left join public.buildings b on b.id = h.building_id;

-- Keys: the number and what the key is (its description); its cabinet and building.
create index keys_global_search_idx on public.keys
  using gin (public.search_key(number || ' ' || coalesce(description, '')) extensions.gin_trgm_ops);
create view public.search_keys with (security_invoker = true) as
select k.id, k.number as title,
       concat_ws(', ', nullif(k.description, ''), c.name, s.building_name) as detail,
       public.search_key(k.number || ' ' || coalesce(k.description, '')) as search,
       s.building_id
  from public.keys k
  left join public.key_cabinets c on c.id = k.key_cabinet_id
  left join public.spaces s on s.id = c.space_id;

create index key_cabinets_global_search_idx on public.key_cabinets
  using gin (public.search_key(name) extensions.gin_trgm_ops);
create view public.search_key_cabinets with (security_invoker = true) as
select c.id, c.name as title, concat_ws(', ', s.name, s.building_name) as detail,
       public.search_key(c.name) as search,
       s.building_id
  from public.key_cabinets c
  left join public.spaces s on s.id = c.space_id;

-- Technical provisions: device, type and model, manufacturer and serial number.
create index technical_provisions_global_search_idx on public.technical_provisions
  using gin (public.search_key(device_name || ' ' || type_and_model || ' ' || coalesce(manufacturer, '') || ' ' || coalesce(serial_number, ''))
             extensions.gin_trgm_ops);
create view public.search_technical_provisions with (security_invoker = true) as
select p.id, p.device_name as title,
       concat_ws(', ', nullif(concat_ws(' ', p.manufacturer, p.type_and_model), ''), s.name, p.building_name) as detail,
       public.search_key(p.device_name || ' ' || p.type_and_model || ' ' || coalesce(p.manufacturer, '') || ' ' || coalesce(p.serial_number, '')) as search,
       s.building_id
  from public.technical_provisions p
  left join public.spaces s on s.id = p.space_id;

-- Utilities: the meter number (and the kind: 'water', 'gas').
create index utilities_global_search_idx on public.utilities
  using gin (public.search_key(type || ' ' || coalesce(meter_number, '')) extensions.gin_trgm_ops);
create view public.search_utilities with (security_invoker = true) as
select u.id, concat_ws(' ', u.type, u.meter_number) as title, concat_ws(', ', s.name, s.building_name) as detail,
       public.search_key(u.type || ' ' || coalesce(u.meter_number, '')) as search,
       s.building_id
  from public.utilities u
  left join public.spaces s on s.id = u.space_id;

create index suppliers_global_search_idx on public.suppliers
  using gin (public.search_key(company_name || ' ' || coalesce(name, '') || ' ' || coalesce(city, '')) extensions.gin_trgm_ops);
create view public.search_suppliers with (security_invoker = true) as
select s.id, s.company_name as title, concat_ws(', ', s.name, s.city) as detail,
       public.search_key(s.company_name || ' ' || coalesce(s.name, '') || ' ' || coalesce(s.city, '')) as search,
       null::uuid as building_id
  from public.suppliers s;

create index mechanics_global_search_idx on public.mechanics
  using gin (public.search_key(name) extensions.gin_trgm_ops);
create view public.search_mechanics with (security_invoker = true) as
select m.id, m.name as title, s.company_name as detail,
       public.search_key(m.name) as search,
       null::uuid as building_id
  from public.mechanics m
  left join public.suppliers s on s.id = m.supplier_id;

create index owners_global_search_idx on public.owners
  using gin (public.search_key(company_name || ' ' || coalesce(contact_person, '') || ' ' || coalesce(city, '')) extensions.gin_trgm_ops);
create view public.search_owners with (security_invoker = true) as
select o.id, o.company_name as title, concat_ws(', ', o.contact_person, o.city) as detail,
       public.search_key(o.company_name || ' ' || coalesce(o.contact_person, '') || ' ' || coalesce(o.city, '')) as search,
       null::uuid as building_id
  from public.owners o;

create index companies_global_search_idx on public.companies
  using gin (public.search_key(name || ' ' || coalesce(city, '')) extensions.gin_trgm_ops);
create view public.search_companies with (security_invoker = true) as
select c.id, c.name as title, concat_ws(', ', c.contact_person, c.city) as detail,
       public.search_key(c.name || ' ' || coalesce(c.city, '')) as search,
       null::uuid as building_id
  from public.companies c;

-- Malfunctions: what is wrong, with which device (name copy) and which supplier.
create index malfunctions_global_search_idx on public.malfunctions
  using gin (public.search_key(device_name || ' ' || description || ' ' || coalesce(supplier_company_name, '')) extensions.gin_trgm_ops);
create view public.search_malfunctions with (security_invoker = true) as
select m.id, m.description as title, concat_ws(', ', m.device_name, p.building_name) as detail,
       public.search_key(m.device_name || ' ' || m.description || ' ' || coalesce(m.supplier_company_name, '')) as search,
       s.building_id
  from public.malfunctions m
  left join public.technical_provisions p on p.id = m.technical_provision_id
  left join public.spaces s on s.id = p.space_id;

-- Nuisance reports: what happened; the building (location) and when.
create index nuisances_global_search_idx on public.nuisances
  using gin (public.search_key(description) extensions.gin_trgm_ops);
create view public.search_nuisances with (security_invoker = true) as
select n.id, n.description as title,
       concat_ws(', ', b.name, to_char(n.date_time at time zone 'Europe/Amsterdam', 'DD-MM-YYYY HH24:MI')) as detail,
       public.search_key(n.description) as search,
       n.location as building_id
  from public.nuisances n
  left join public.buildings b on b.id = n.location;

-- ---------------------------------------------------------------------------
-- The areas that take part. `shared`: its rows belong to no building (every active staff
-- member reads them); otherwise a row counts for the caller's buildings (step 1 above).
-- ---------------------------------------------------------------------------
create table private.search_areas (
  area text primary key check (area ~ '^[a-z][a-z0-9-]*$'),
  view_name text not null unique,
  shared boolean not null default false
);
comment on table private.search_areas is
  'De gebieden van global_search: gebied (zoals remotes het in remote.json noemen) -> view search_<gebied>.';
insert into private.search_areas (area, view_name, shared) values
  ('buildings', 'search_buildings', false),
  ('spaces', 'search_spaces', false),
  ('entrances', 'search_entrances', false),
  ('housing', 'search_housing', false),
  ('keys', 'search_keys', false),
  ('key-cabinets', 'search_key_cabinets', false),
  ('technical-provisions', 'search_technical_provisions', false),
  ('utilities', 'search_utilities', false),
  ('suppliers', 'search_suppliers', true),
  ('mechanics', 'search_mechanics', true),
  ('owners', 'search_owners', true),
  ('companies', 'search_companies', true),
  ('malfunctions', 'search_malfunctions', false),
  ('nuisances', 'search_nuisances', false);

-- The words of a query as search_key makes them, at most 8, each at most 40 characters.
create function private.search_words(q text) returns text[]
language sql
immutable
as $$
  select coalesce(pg_catalog.array_agg(w order by n), '{}')
    from (select left(w, 40) as w, n
            from pg_catalog.regexp_split_to_table(coalesce(public.search_key(q), ''), ' ') with ordinality as t(w, n)
           where w <> ''
           order by n
           limit 8) words
$$;

-- Step 1: ids and ranks, per area the best `max`, with the trigram indexes.
create function private.search_hits(words text[], max integer)
returns table (area text, id uuid, rank real)
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.6
as $$
declare
  phrase text := pg_catalog.array_to_string(words, ' ');
  matches text;
  score text;
  statement text;
begin
  if cardinality(words) = 0 then
    return;
  end if;
  -- Every word occurs in the text or is like one of its words; a number occurs; a short word starts a word.
  select string_agg(case when length(w) < 3 then format('v.search like %L', '% ' || w || '%')
                         when w ~ '^[0-9]+$' then format('v.search like %L', '%' || w || '%')
                         else format('(v.search like %L or %L operator(extensions.<%%) v.search)', '%' || w || '%', w) end,
                    ' and ')
    into matches from unnest(words) w;
  -- Per word: 1 when a word of the text starts with it, 0.7 when it occurs inside one, else its likeness;
  -- plus the words as one phrase, and the likeness of the whole text to the query.
  select format('(%s) / %s', string_agg(format(
           $s$case when c.search like %L then 1.0
                   when c.search like %L then 0.7
                   else 0.6 * extensions.word_similarity(%L, c.search) end$s$,
           '% ' || w || '%', '%' || w || '%', w), ' + '), cardinality(words))
         || format($s$ + case when (c.search || ' ') like %L then 0.5 when c.search like %L then 0.25 else 0 end
                     + 0.3 * extensions.similarity(%L, c.search)$s$,
                   '% ' || phrase || ' %', '% ' || phrase || '%', phrase)
    into score from unnest(words) w;
  -- The text is made once per row (offset 0 keeps the subquery apart), then ranked.
  select string_agg(format(
           $q$(select %L::text as area, c.id, (%s)::real as rank
                 from (select v.id, v.title, v.search from public.%I v
                        where %s and ($1 or v.building_id = any ($2) or %L)
                        limit 500 offset 0) c
                order by 3 desc, c.title, c.id
                limit $3)$q$,
           a.area, score, a.view_name, matches, a.shared), ' union all ' order by a.area)
    into statement from private.search_areas a;
  return query execute statement using public.staff_sees_all(), public.staff_readable_buildings(), max;
end;
$$;
revoke all on function private.search_words(text), private.search_hits(text[], integer) from public, anon;
grant usage on schema private to authenticated, service_role;
grant execute on function private.search_words(text), private.search_hits(text[], integer) to authenticated, service_role;
grant select on private.search_areas to authenticated, service_role;

-- Step 2, what the API serves: the hits the caller may read, from the same views, best first.
-- Only the areas with hits are read (a query that matches little plans little).
create function public.global_search(q text, max integer default 5)
returns table (area text, id uuid, title text, detail text, rank real)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  areas text[];
  ids uuid[];
  ranks real[];
  statement text;
begin
  if q is null or length(q) > 200 then
    raise exception 'Een zoekopdracht is hooguit 200 tekens lang.' using errcode = '22023';
  end if;
  if max is null or max < 1 or max > 50 then
    raise exception 'Vraag per gebied 1 tot 50 resultaten.' using errcode = '22023';
  end if;
  select array_agg(h.area), array_agg(h.id), array_agg(h.rank)
    into areas, ids, ranks
    from private.search_hits(private.search_words(q), max) h;
  if areas is null then
    return;
  end if;
  select string_agg(format(
           'select h.area, v.id, v.title, v.detail, h.rank from hits h join public.%I v on v.id = h.id where h.area = %L',
           a.view_name, a.area), ' union all ')
    into statement
    from private.search_areas a
   where a.area = any (areas);
  return query execute
    'with hits as (select * from unnest($1, $2, $3) h(area, id, rank)) '
    || 'select * from (' || statement || ') r order by r.rank desc, r.area, r.title, r.id'
    using areas, ids, ranks;
end;
$$;
comment on function public.global_search(text, integer) is
  'Zoekt in alle gebieden (gebouwen, ruimtes, woningen, sleutels …) naar q; per gebied de beste max, alleen wat de aanroeper mag lezen.';
revoke all on function public.global_search(text, integer) from public, anon;
grant execute on function public.global_search(text, integer) to authenticated, service_role;

-- Signed-in users read the views (row-level security of the tables applies); anon nothing.
-- Read-only as every view (20261127002004_read_only_views.sql): a write answers 405.
do $$
declare
  v text;
begin
  for v in select view_name from private.search_areas loop
    execute format('revoke all on public.%I from public, anon', v);
    execute format('grant select, insert, update, delete on public.%I to authenticated, service_role', v);
    execute format(
      'create trigger %I instead of insert or update or delete on public.%I for each row execute function public.refuse_view_write()',
      v || '_read_only', v);
  end loop;
end;
$$;
