-- Equipment, utilities and parking (spec/records.md §3): companies (VvE),
-- owners, technical provisions with their owners, utilities and meter
-- readings, malfunctions and parking spaces.

-- ---------------------------------------------------------------------------
-- companies (VvE and others)
-- ---------------------------------------------------------------------------
create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contact_person text,
  email text,
  phone text,
  street text,
  house_number text,
  postal_code text,
  city text,
  comments text,
  created_at timestamptz not null default now(),
  constraint companies_name_not_blank check (btrim(name) <> ''),
  constraint companies_email_format check (
    email is null or email = '' or email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);
comment on table public.companies is 'VvE''s en andere bedrijven.';
create index companies_name_idx on public.companies (name);
create index companies_created_at_idx on public.companies (created_at);

-- ---------------------------------------------------------------------------
-- owners
-- ---------------------------------------------------------------------------
create table public.owners (
  id uuid primary key default gen_random_uuid(),
  company_name text not null,
  contact_person text,
  email text,
  phone text,
  address text,
  postal_code text,
  city text,
  country text default 'Nederland',
  kvk_number text,
  vat_number text,
  comments text,
  created_at timestamptz not null default now(),
  constraint owners_company_name_not_blank check (btrim(company_name) <> ''),
  constraint owners_email_format check (
    email is null or email = '' or email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);
comment on table public.owners is 'Eigenaren.';
create index owners_company_name_idx on public.owners (company_name);
create index owners_created_at_idx on public.owners (created_at);

-- ---------------------------------------------------------------------------
-- technical_provisions
-- ---------------------------------------------------------------------------
create table public.technical_provisions (
  id uuid primary key default gen_random_uuid(),
  device_name text not null,
  type_and_model text not null,
  manufacturer text not null,
  serial_number text not null,
  compatibility text,
  facility_type_id uuid
    constraint technical_provisions_facility_type_id_fkey references public.facility_types (id) on delete restrict,
  space_id uuid
    constraint technical_provisions_space_id_fkey references public.spaces (id) on delete restrict,
  installation_date date not null default current_date,
  installer_id uuid
    constraint technical_provisions_installer_id_fkey references public.suppliers (id) on delete restrict,
  warranty_end_date date,
  requires_inspection boolean not null default false,
  next_inspection_date date,
  next_maintenance_date date,
  service_company_id uuid
    constraint technical_provisions_service_company_id_fkey references public.suppliers (id) on delete restrict,
  status text not null default 'active',
  company_id uuid
    constraint technical_provisions_company_id_fkey references public.companies (id) on delete restrict,
  created_at timestamptz not null default now(),
  constraint technical_provisions_device_name_not_blank check (btrim(device_name) <> ''),
  constraint technical_provisions_type_and_model_not_blank check (btrim(type_and_model) <> ''),
  constraint technical_provisions_manufacturer_not_blank check (btrim(manufacturer) <> ''),
  constraint technical_provisions_serial_number_not_blank check (btrim(serial_number) <> ''),
  constraint technical_provisions_status_check check (status in ('active', 'in_repair', 'out_of_order')),
  constraint technical_provisions_warranty_after_installation check (
    warranty_end_date is null or warranty_end_date >= installation_date
  ),
  constraint technical_provisions_inspection_requires_flag check (
    requires_inspection or next_inspection_date is null
  )
);
comment on table public.technical_provisions is 'Technische voorzieningen (apparatuur) met onderhoud en keuringen.';
comment on column public.technical_provisions.company_id is 'VvE / bedrijf (companies) waartoe de voorziening hoort.';
create index technical_provisions_facility_type_id_idx on public.technical_provisions (facility_type_id);
create index technical_provisions_space_id_idx on public.technical_provisions (space_id);
create index technical_provisions_installer_id_idx on public.technical_provisions (installer_id);
create index technical_provisions_service_company_id_idx on public.technical_provisions (service_company_id);
create index technical_provisions_company_id_idx on public.technical_provisions (company_id);
create index technical_provisions_device_name_idx on public.technical_provisions (device_name);
create index technical_provisions_next_maintenance_date_idx on public.technical_provisions (next_maintenance_date);
create index technical_provisions_next_inspection_date_idx on public.technical_provisions (next_inspection_date);
create index technical_provisions_status_idx on public.technical_provisions (status);
create index technical_provisions_created_at_idx on public.technical_provisions (created_at);

-- ---------------------------------------------------------------------------
-- owners_technical_provisions (link)
-- ---------------------------------------------------------------------------
create table public.owners_technical_provisions (
  owner_id uuid not null
    constraint owners_technical_provisions_owner_id_fkey references public.owners (id) on delete cascade,
  technical_provision_id uuid not null
    constraint owners_technical_provisions_technical_provision_id_fkey
      references public.technical_provisions (id) on delete cascade,
  constraint owners_technical_provisions_pkey primary key (owner_id, technical_provision_id)
);
comment on table public.owners_technical_provisions is 'Koppeling eigenaar - technische voorziening.';
create index owners_technical_provisions_technical_provision_id_idx
  on public.owners_technical_provisions (technical_provision_id);

-- ---------------------------------------------------------------------------
-- utilities
-- ---------------------------------------------------------------------------
create table public.utilities (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  space_id uuid
    constraint utilities_space_id_fkey references public.spaces (id) on delete restrict,
  meter_number text,
  is_readable boolean not null default false,
  capacity text,
  shutoff_point text,
  created_at timestamptz not null default now(),
  constraint utilities_type_check check (type in ('Elektriciteit', 'Water', 'Gas', 'Internet', 'Warmte', 'Anders'))
);
comment on table public.utilities is 'Nutsvoorzieningen; type bevat de Nederlandse naam zoals de spec die geeft.';
create index utilities_space_id_idx on public.utilities (space_id);
create index utilities_type_is_readable_idx on public.utilities (type, is_readable);
create index utilities_created_at_idx on public.utilities (created_at);

-- ---------------------------------------------------------------------------
-- utility_readings
-- ---------------------------------------------------------------------------
create table public.utility_readings (
  id uuid primary key default gen_random_uuid(),
  utility_id uuid not null
    constraint utility_readings_utility_id_fkey references public.utilities (id) on delete restrict,
  reading_value text not null,
  reading_date timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint utility_readings_reading_value_not_blank check (btrim(reading_value) <> '')
);
comment on table public.utility_readings is 'Meteropnames van een nutsvoorziening.';
create index utility_readings_utility_id_reading_date_idx on public.utility_readings (utility_id, reading_date desc);
create index utility_readings_created_at_idx on public.utility_readings (created_at);

-- ---------------------------------------------------------------------------
-- malfunctions
-- ---------------------------------------------------------------------------
create table public.malfunctions (
  id uuid primary key default gen_random_uuid(),
  technical_provision_id uuid not null
    constraint malfunctions_technical_provision_id_fkey references public.technical_provisions (id) on delete restrict,
  supplier_id uuid
    constraint malfunctions_supplier_id_fkey references public.suppliers (id) on delete restrict,
  description text not null,
  started_at timestamptz not null default now(),
  resolved_at timestamptz,
  priority text not null default 'medium',
  created_at timestamptz not null default now(),
  constraint malfunctions_description_not_blank check (btrim(description) <> ''),
  constraint malfunctions_priority_check check (priority in ('low', 'medium', 'high', 'critical')),
  constraint malfunctions_resolved_after_start check (
    resolved_at is null
    or (resolved_at at time zone 'Europe/Amsterdam')::date >= (started_at at time zone 'Europe/Amsterdam')::date
  )
);
comment on table public.malfunctions is 'Storingen; open zolang resolved_at leeg is.';
create index malfunctions_technical_provision_id_idx on public.malfunctions (technical_provision_id);
create index malfunctions_supplier_id_idx on public.malfunctions (supplier_id);
create index malfunctions_resolved_at_idx on public.malfunctions (resolved_at);
create index malfunctions_priority_open_idx on public.malfunctions (priority) where resolved_at is null;
create index malfunctions_started_at_idx on public.malfunctions (started_at);
create index malfunctions_created_at_idx on public.malfunctions (created_at);

-- ---------------------------------------------------------------------------
-- parking_spaces
-- ---------------------------------------------------------------------------
create table public.parking_spaces (
  id uuid primary key default gen_random_uuid(),
  space_number text not null,
  type text not null default 'regular',
  building_id uuid not null
    constraint parking_spaces_building_id_fkey references public.buildings (id) on delete restrict,
  housing_id uuid
    constraint parking_spaces_housing_id_fkey references public.housing (id) on delete restrict,
  location text,
  comments text,
  created_at timestamptz not null default now(),
  constraint parking_spaces_space_number_not_blank check (btrim(space_number) <> ''),
  constraint parking_spaces_type_check check (type in ('regular', 'disabled', 'visitor', 'electric')),
  constraint parking_spaces_building_space_number_key unique (building_id, space_number)
);
comment on table public.parking_spaces is 'Parkeerplaatsen, optioneel gekoppeld aan een woning van hetzelfde gebouw.';
create index parking_spaces_housing_id_idx on public.parking_spaces (housing_id);
create index parking_spaces_space_number_idx on public.parking_spaces (space_number);
create index parking_spaces_created_at_idx on public.parking_spaces (created_at);

-- A parking space's housing unit lies in the parking space's building.
create function public.parking_spaces_check_housing() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  housing_building uuid;
begin
  if new.housing_id is not null then
    select building_id into housing_building from public.housing where id = new.housing_id;
    if found and housing_building <> new.building_id then
      raise exception 'new row for relation "parking_spaces" violates check constraint "parking_spaces_housing_same_building"'
        using errcode = '23514',
              constraint = 'parking_spaces_housing_same_building',
              table = 'parking_spaces',
              column = 'housing_id',
              detail = 'The housing unit belongs to another building.';
    end if;
  end if;
  return new;
end;
$$;

create trigger parking_spaces_check_housing
  before insert or update of building_id, housing_id on public.parking_spaces
  for each row execute function public.parking_spaces_check_housing();

-- A housing unit cannot move to another building while a parking space of the
-- old building is linked to it.
create function public.housing_check_parking_spaces() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.parking_spaces where housing_id = new.id and building_id <> new.building_id) then
    raise exception 'new row for relation "housing" violates check constraint "parking_spaces_housing_same_building"'
      using errcode = '23514',
            constraint = 'parking_spaces_housing_same_building',
            table = 'housing',
            column = 'building_id',
            detail = 'Parking spaces of the old building are still linked to this housing unit.';
  end if;
  return new;
end;
$$;

create trigger housing_check_parking_spaces
  after update of building_id on public.housing
  for each row when (new.building_id is distinct from old.building_id)
  execute function public.housing_check_parking_spaces();
