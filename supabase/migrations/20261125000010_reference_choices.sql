-- Reference choices that scale: every form field that chooses a referenced row (a
-- building, space, housing unit, supplier, mechanic, owner, VvE, key cabinet, key,
-- technical provision) asks the database as the user types, instead of loading the
-- whole table (PostgREST answers at most max_rows = 1000 rows: the rest was left out).
--
-- One view per kind, `<kind>_choices`: id, label (what the field shows), detail (what
-- tells equal labels apart), search (label and detail, lower case without diacritics)
-- and the columns a form filters on or needs of the chosen row. A picker asks
--   <kind>_choices?select=…&search=ilike.*<typed>*&order=label,id&limit=51
-- with what was typed normalised the same way (libs/data/src/references.ts), and
--   <kind>_choices?select=…&id=eq.<id>
-- for the chosen row. Each `search` is an expression of its table's own columns with a
-- trigram GIN index on exactly that expression, so '%…%' matching stays fast at
-- 100,000 rows (tools/bench/reference-search.mjs). The views are security_invoker:
-- row-level security of the reading user applies, as it does on the tables.
--
-- unaccent and pg_trgm live in schema extensions, as on Supabase.

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Lower case without diacritics: 'Café Zoë' -> 'cafe zoe'. IMMUTABLE (unaccent itself is
-- STABLE, as its dictionary could change) so that an index can be built on it.
-- unaccent first: it also maps capitals (É -> E), whatever the database's locale does.
-- Every name in it is qualified with its schema (the dictionary too), so the result does
-- not depend on search_path; there is no `set search_path` clause because that makes
-- each call twice as slow (a filter or recheck calls it once per row).
create function public.search_text(value text) returns text
language sql
immutable
strict
parallel safe
as $$
  select pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, value))
$$;
comment on function public.search_text(text) is
  'Tekst in kleine letters zonder accenten (Café -> cafe), om keuzes op te zoeken (<soort>_choices.search).';
-- The indexes below run it as the writing role (so authenticated and service_role need it);
-- anon writes and reads nothing.
revoke execute on function public.search_text(text) from public, anon;
grant execute on function public.search_text(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Trigram indexes on each view's `search` expression (the same text, character for
-- character, as in the view: the planner matches the expression).
-- ---------------------------------------------------------------------------
create index buildings_search_trgm_idx on public.buildings
  using gin (public.search_text(name || ' ' || street || ' ' || city) extensions.gin_trgm_ops);
create index spaces_search_trgm_idx on public.spaces
  using gin (public.search_text(name || ' ' || building_name) extensions.gin_trgm_ops);
create index housing_search_trgm_idx on public.housing
  using gin (public.search_text(coalesce(street, '') || ' ' || house_number) extensions.gin_trgm_ops);
create index suppliers_search_trgm_idx on public.suppliers
  using gin (public.search_text(company_name || ' ' || coalesce(name, '')) extensions.gin_trgm_ops);
create index mechanics_search_trgm_idx on public.mechanics
  using gin (public.search_text(name) extensions.gin_trgm_ops);
create index owners_search_trgm_idx on public.owners
  using gin (public.search_text(company_name || ' ' || coalesce(contact_person, '')) extensions.gin_trgm_ops);
create index companies_search_trgm_idx on public.companies
  using gin (public.search_text(name || ' ' || coalesce(city, '')) extensions.gin_trgm_ops);
create index key_cabinets_search_trgm_idx on public.key_cabinets
  using gin (public.search_text(name) extensions.gin_trgm_ops);
create index keys_search_trgm_idx on public.keys
  using gin (public.search_text(number) extensions.gin_trgm_ops);
create index technical_provisions_search_trgm_idx on public.technical_provisions
  using gin (public.search_text(device_name || ' ' || type_and_model) extensions.gin_trgm_ops);

-- The housing units of a building by street and house number as people read them.
create index housing_building_id_street_number_idx on public.housing (building_id, street, house_number_order, id);

-- ---------------------------------------------------------------------------
-- The views. Ordered by the client (`order=label,id`, or as the kind says), by
-- columns the tables have sort indexes on.
-- ---------------------------------------------------------------------------

-- Buildings: the name; street and city tell them apart. Floors and street: what the
-- space and housing forms take from the chosen building.
create view public.building_choices with (security_invoker = true) as
select b.id,
       b.name as label,
       b.street || ', ' || b.city as detail,
       public.search_text(b.name || ' ' || b.street || ' ' || b.city) as search,
       b.street,
       b.city,
       b.floors
  from public.buildings b;
comment on view public.building_choices is 'Gebouwen om uit te kiezen (naam; straat en plaats).';

-- Spaces: the name, in its building (spaces.building_name, kept by triggers).
create view public.space_choices with (security_invoker = true) as
select s.id,
       s.name as label,
       s.building_name as detail,
       public.search_text(s.name || ' ' || s.building_name) as search,
       s.building_id
  from public.spaces s;
comment on view public.space_choices is 'Ruimtes om uit te kiezen (naam; gebouw).';

-- Housing units: street and house number, in their building.
create view public.housing_choices with (security_invoker = true) as
select h.id,
       coalesce(h.street || ' ', '') || h.house_number as label,
       b.name as detail,
       public.search_text(coalesce(h.street, '') || ' ' || h.house_number) as search,
       h.building_id,
       h.street,
       h.house_number,
       h.house_number_order,
       h.floor
  from public.housing h
  join public.buildings b on b.id = h.building_id;
comment on view public.housing_choices is 'Woningen om uit te kiezen (straat en huisnummer; gebouw).';

-- Suppliers: the company; the contact person.
create view public.supplier_choices with (security_invoker = true) as
select s.id,
       s.company_name as label,
       s.name as detail,
       public.search_text(s.company_name || ' ' || coalesce(s.name, '')) as search
  from public.suppliers s;
comment on view public.supplier_choices is 'Leveranciers om uit te kiezen (bedrijfsnaam; contactpersoon).';

-- Suppliers with each facility type they are linked to (a service company of a type, the
-- cleaning suppliers): one row per supplier and type, filtered on one type.
create view public.supplier_type_choices with (security_invoker = true) as
select s.id,
       s.company_name as label,
       s.name as detail,
       public.search_text(s.company_name || ' ' || coalesce(s.name, '')) as search,
       l.facility_type_id,
       t.name as facility_type_name
  from public.suppliers s
  join public.suppliers_facility_types l on l.supplier_id = s.id
  join public.facility_types t on t.id = l.facility_type_id;
comment on view public.supplier_type_choices is 'Leveranciers per soort voorziening om uit te kiezen.';

-- Mechanics: the name; their supplier.
create view public.mechanic_choices with (security_invoker = true) as
select m.id,
       m.name as label,
       s.company_name as detail,
       public.search_text(m.name) as search
  from public.mechanics m
  left join public.suppliers s on s.id = m.supplier_id;
comment on view public.mechanic_choices is 'Monteurs om uit te kiezen (naam; leverancier).';

-- Who performed maintenance or an inspection: a mechanic or a supplier (service
-- company), as one choice 'mechanic:<id>' / 'supplier:<id>'; mechanics first.
create view public.performer_choices with (security_invoker = true) as
select 'mechanic:' || m.id as id,
       m.name as label,
       'monteur' as detail,
       public.search_text(m.name) as search,
       1 as kind_order
  from public.mechanics m
union all
select 'supplier:' || s.id,
       s.company_name,
       'servicebedrijf',
       public.search_text(s.company_name || ' ' || coalesce(s.name, '')),
       2
  from public.suppliers s;
comment on view public.performer_choices is 'Monteurs en servicebedrijven om uit te kiezen als uitvoerder (mechanic:<id> / supplier:<id>).';

-- Owners: the company; the contact person.
create view public.owner_choices with (security_invoker = true) as
select o.id,
       o.company_name as label,
       o.contact_person as detail,
       public.search_text(o.company_name || ' ' || coalesce(o.contact_person, '')) as search
  from public.owners o;
comment on view public.owner_choices is 'Eigenaren om uit te kiezen (bedrijfsnaam; contactpersoon).';

-- VvE's (companies): the name; the city.
create view public.company_choices with (security_invoker = true) as
select c.id,
       c.name as label,
       c.city as detail,
       public.search_text(c.name || ' ' || coalesce(c.city, '')) as search
  from public.companies c;
comment on view public.company_choices is 'VvE''s om uit te kiezen (naam; plaats).';

-- Key cabinets: the name; the space and building they hang in.
create view public.key_cabinet_choices with (security_invoker = true) as
select c.id,
       c.name as label,
       s.name || ' (' || s.building_name || ')' as detail,
       public.search_text(c.name) as search
  from public.key_cabinets c
  join public.spaces s on s.id = c.space_id;
comment on view public.key_cabinet_choices is 'Sleutelkasten om uit te kiezen (naam; ruimte en gebouw).';

-- Keys: the number; the cabinet.
create view public.key_choices with (security_invoker = true) as
select k.id,
       k.number as label,
       c.name as detail,
       public.search_text(k.number) as search,
       k.key_cabinet_id
  from public.keys k
  join public.key_cabinets c on c.id = k.key_cabinet_id;
comment on view public.key_choices is 'Sleutels om uit te kiezen (nummer; sleutelkast).';

-- Technical provisions: the device; its type and model. The building of its space to
-- filter on; its status and service company, which a malfunction takes over.
create view public.provision_choices with (security_invoker = true) as
select p.id,
       p.device_name as label,
       p.type_and_model as detail,
       public.search_text(p.device_name || ' ' || p.type_and_model) as search,
       s.building_id,
       p.status,
       p.service_company_id
  from public.technical_provisions p
  left join public.spaces s on s.id = p.space_id;
comment on view public.provision_choices is 'Technische voorzieningen om uit te kiezen (apparaat; type en model).';

-- Signed-in users read them (row-level security of the tables applies); anon nothing.
do $$
declare
  v text;
begin
  foreach v in array array[
    'building_choices', 'space_choices', 'housing_choices', 'supplier_choices', 'supplier_type_choices',
    'mechanic_choices', 'performer_choices', 'owner_choices', 'company_choices', 'key_cabinet_choices',
    'key_choices', 'provision_choices'
  ] loop
    execute format('revoke all on public.%I from public, anon', v);
    execute format('grant select on public.%I to authenticated, service_role', v);
  end loop;
end;
$$;
