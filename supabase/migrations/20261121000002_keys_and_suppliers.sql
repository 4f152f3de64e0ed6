-- Keys and suppliers (spec/records.md §3): key cabinets, keys and their spaces,
-- suppliers with their facility types, and mechanics.

-- ---------------------------------------------------------------------------
-- key_cabinets
-- ---------------------------------------------------------------------------
create table public.key_cabinets (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  space_id uuid not null
    constraint key_cabinets_space_id_fkey references public.spaces (id) on delete restrict,
  created_at timestamptz not null default now(),
  constraint key_cabinets_name_not_blank check (btrim(name) <> '')
);
comment on table public.key_cabinets is 'Sleutelkasten; elke kast hangt in een ruimte.';
create index key_cabinets_space_id_idx on public.key_cabinets (space_id);
create index key_cabinets_name_idx on public.key_cabinets (name);
create index key_cabinets_created_at_idx on public.key_cabinets (created_at);

-- ---------------------------------------------------------------------------
-- keys
-- ---------------------------------------------------------------------------
create table public.keys (
  id uuid primary key default gen_random_uuid(),
  number text not null,
  key_cabinet_id uuid not null
    constraint keys_key_cabinet_id_fkey references public.key_cabinets (id) on delete restrict,
  brand text,
  description text,
  floor integer,
  characteristics text,
  created_at timestamptz not null default now(),
  constraint keys_number_not_blank check (btrim(number) <> ''),
  constraint keys_cabinet_number_key unique (key_cabinet_id, number)
);
comment on table public.keys is 'Sleutels in een sleutelkast.';
create index keys_number_idx on public.keys (number);
create index keys_created_at_idx on public.keys (created_at);

-- spaces.key_id: the key of the space (keys are created after spaces because a
-- key cabinet hangs in a space).
alter table public.spaces
  add constraint spaces_key_id_fkey foreign key (key_id) references public.keys (id) on delete restrict;

-- ---------------------------------------------------------------------------
-- keys_spaces (link: which spaces a key opens)
-- ---------------------------------------------------------------------------
create table public.keys_spaces (
  key_id uuid not null
    constraint keys_spaces_key_id_fkey references public.keys (id) on delete cascade,
  space_id uuid not null
    constraint keys_spaces_space_id_fkey references public.spaces (id) on delete cascade,
  constraint keys_spaces_pkey primary key (key_id, space_id)
);
comment on table public.keys_spaces is 'Koppeling sleutel - ruimtes die de sleutel opent.';
create index keys_spaces_space_id_idx on public.keys_spaces (space_id);

-- ---------------------------------------------------------------------------
-- suppliers
-- ---------------------------------------------------------------------------
create table public.suppliers (
  id uuid primary key default gen_random_uuid(),
  company_name text not null,
  name text,
  email text,
  phone text,
  address text,
  postal_code text,
  city text,
  country text default 'Nederland',
  vat_number text,
  kvk_number text,
  website text,
  comments text,
  created_at timestamptz not null default now(),
  constraint suppliers_company_name_not_blank check (btrim(company_name) <> ''),
  constraint suppliers_email_format check (
    email is null or email = '' or email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint suppliers_website_format check (
    website is null or website = '' or website ~* '^https?://[^[:space:]/?#]+\.[^[:space:]]*$'
  )
);
comment on table public.suppliers is 'Leveranciers; name is de contactpersoon.';
create index suppliers_company_name_idx on public.suppliers (company_name);
create index suppliers_name_idx on public.suppliers (name);
create index suppliers_created_at_idx on public.suppliers (created_at);

-- ---------------------------------------------------------------------------
-- suppliers_facility_types (link)
-- ---------------------------------------------------------------------------
create table public.suppliers_facility_types (
  supplier_id uuid not null
    constraint suppliers_facility_types_supplier_id_fkey references public.suppliers (id) on delete cascade,
  facility_type_id uuid not null
    constraint suppliers_facility_types_facility_type_id_fkey references public.facility_types (id) on delete cascade,
  constraint suppliers_facility_types_pkey primary key (supplier_id, facility_type_id)
);
comment on table public.suppliers_facility_types is 'Koppeling leverancier - soorten voorzieningen.';
create index suppliers_facility_types_facility_type_id_idx on public.suppliers_facility_types (facility_type_id);

-- ---------------------------------------------------------------------------
-- mechanics
-- ---------------------------------------------------------------------------
create table public.mechanics (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  supplier_id uuid
    constraint mechanics_supplier_id_fkey references public.suppliers (id) on delete restrict,
  mobile_phone text,
  comments text,
  created_at timestamptz not null default now(),
  constraint mechanics_name_not_blank check (btrim(name) <> '')
);
comment on table public.mechanics is 'Monteurs, optioneel verbonden aan een leverancier.';
create index mechanics_supplier_id_idx on public.mechanics (supplier_id);
create index mechanics_name_idx on public.mechanics (name);
create index mechanics_created_at_idx on public.mechanics (created_at);
