-- assets-mf part 2 (issue #14), technical provisions: the list's sort on the building
-- (a copy of the space's building name), the sort indexes, saving a provision with
-- its owner in one transaction, and maintenance that keeps itself planned (beyond the
-- spec): intervals per provision and a history of performed maintenance and
-- inspections that moves the next date to the performed date plus the interval.

-- ---------------------------------------------------------------------------
-- technical_provisions.building_name: the name of the building of the provision's
-- space (empty without a space), to sort the list on 'Gebouw' by an index of the
-- table itself (as spaces.building_name). Kept by the triggers below; whatever the
-- client sends is replaced.
-- ---------------------------------------------------------------------------
alter table public.technical_provisions add column building_name text;
update public.technical_provisions p
   set building_name = (select s.building_name from public.spaces s where s.id = p.space_id);
comment on column public.technical_provisions.building_name is
  'Naam van het gebouw van de ruimte (kopie van spaces.building_name, leeg zonder ruimte), om de lijst op te sorteren. '
  'Bijgehouden door triggers; een waarde van de client wordt overschreven.';

create function public.technical_provisions_set_building_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.building_name := null;
  if new.space_id is not null then
    select s.building_name into new.building_name from public.spaces s where s.id = new.space_id;
    -- A missing space: the foreign key reports it.
  end if;
  return new;
end;
$$;
create trigger technical_provisions_set_building_name
  before insert or update of space_id, building_name on public.technical_provisions
  for each row execute function public.technical_provisions_set_building_name();

-- A space that moves to another building, or whose building is renamed, renames it in
-- its provisions (building_id too: spaces_set_sort_names sets the name of a move
-- without the statement naming the column). SECURITY DEFINER: it keeps a copy consistent whatever the writing
-- user may change in technical_provisions; it writes nothing but the name.
create function public.spaces_copy_building_name_to_provisions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.technical_provisions set building_name = new.building_name where space_id = new.id;
  return null;
end;
$$;
create trigger spaces_copy_building_name_to_provisions
  after update of building_id, building_name on public.spaces
  for each row when (new.building_name is distinct from old.building_name)
  execute function public.spaces_copy_building_name_to_provisions();

-- Sort indexes: (column, id) for every column the lists sort on (libs/kit orders by
-- `<column>, id`): /technical-provisions (device name by default, building, next
-- inspection, status) and the upcoming pages (next maintenance / inspection date).
create index technical_provisions_device_name_id_idx on public.technical_provisions (device_name, id);
drop index public.technical_provisions_device_name_idx;
create index technical_provisions_building_name_id_idx on public.technical_provisions (building_name, id);
create index technical_provisions_next_inspection_date_id_idx on public.technical_provisions (next_inspection_date, id);
drop index public.technical_provisions_next_inspection_date_idx;
create index technical_provisions_next_maintenance_date_id_idx on public.technical_provisions (next_maintenance_date, id);
drop index public.technical_provisions_next_maintenance_date_idx;
create index technical_provisions_status_id_idx on public.technical_provisions (status, id);
drop index public.technical_provisions_status_idx;

-- ---------------------------------------------------------------------------
-- Intervals (months): after maintenance or an inspection the next one is due this
-- many months after the day it was performed. Optional; 1 to 120 months. An
-- inspection interval only for a provision that requires inspection.
-- ---------------------------------------------------------------------------
alter table public.technical_provisions
  add column maintenance_interval_months integer,
  add column inspection_interval_months integer,
  add constraint technical_provisions_maintenance_interval_range check (maintenance_interval_months between 1 and 120),
  add constraint technical_provisions_inspection_interval_range check (inspection_interval_months between 1 and 120),
  add constraint technical_provisions_inspection_interval_requires_flag check (
    requires_inspection or inspection_interval_months is null);
comment on column public.technical_provisions.maintenance_interval_months is
  'Onderhoudsinterval in maanden (1-120): na uitgevoerd onderhoud wordt de volgende onderhoudsdatum de uitvoerdatum plus dit interval.';
comment on column public.technical_provisions.inspection_interval_months is
  'Keuringsinterval in maanden (1-120), alleen bij keuring vereist: na een keuring wordt de volgende keuringsdatum de uitvoerdatum plus dit interval.';

-- ---------------------------------------------------------------------------
-- provision_services: performed maintenance ('maintenance') and inspections
-- ('inspection') of a provision, append-only. A new row is checked and moves the
-- provision's next date in the same statement (the trigger below): the entry and the
-- new date are saved together or not at all. Nobody can change or delete a row.
-- ---------------------------------------------------------------------------
create table public.provision_services (
  id uuid primary key default gen_random_uuid(),
  technical_provision_id uuid not null
    constraint provision_services_technical_provision_id_fkey references public.technical_provisions (id) on delete restrict,
  kind text not null,
  performed_on date not null,
  -- Who did it: a mechanic or a service company, exactly one.
  mechanic_id uuid
    constraint provision_services_mechanic_id_fkey references public.mechanics (id) on delete restrict,
  supplier_id uuid
    constraint provision_services_supplier_id_fkey references public.suppliers (id) on delete restrict,
  note text,
  -- The provision's next date after this entry: performed_on plus the interval, or
  -- (without an interval) the date the user gave.
  next_date date not null,
  created_at timestamptz not null default now(),
  constraint provision_services_kind_check check (kind in ('maintenance', 'inspection')),
  constraint provision_services_one_performer check (num_nonnulls(mechanic_id, supplier_id) = 1),
  constraint provision_services_note_length check (char_length(note) <= 2000),
  constraint provision_services_performed_on_range check (performed_on between date '1900-01-01' and date '2200-12-31'),
  constraint provision_services_next_date_range check (next_date between date '1900-01-01' and date '2200-12-31'),
  constraint provision_services_next_after_performed check (next_date > performed_on)
);
comment on table public.provision_services is
  'Uitgevoerd onderhoud en uitgevoerde keuringen van technische voorzieningen. Een nieuwe rij zet de volgende datum van de voorziening; rijen kunnen niet worden gewijzigd of verwijderd.';
create index provision_services_provision_idx
  on public.provision_services (technical_provision_id, performed_on desc, created_at desc, id);
create index provision_services_mechanic_id_idx on public.provision_services (mechanic_id);
create index provision_services_supplier_id_idx on public.provision_services (supplier_id);

create trigger provision_services_set_created_at
  before insert or update of created_at on public.provision_services
  for each row execute function public.set_created_at();
comment on column public.provision_services.created_at is
  'Moment van vastleggen: gezet door de database; een waarde van de client wordt vervangen.';

-- A new entry: performed not in the future and not before the installation; an
-- inspection only for a provision that requires inspection; the next date is the
-- performed date plus the provision's interval (the client's value is replaced), or
-- without an interval the date the client gave (required). The provision's row is
-- locked, so two entries at once apply one after the other.
create function public.provision_services_record() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  provision public.technical_provisions;
  interval_months integer;
  rule text;
begin
  -- What the table's own rules refuse (NOT NULL, kind, the date range) they report.
  if new.kind is null or new.kind not in ('maintenance', 'inspection')
     or new.performed_on is null or new.performed_on not between date '1900-01-01' and date '2200-12-31' then
    return new;
  end if;
  select * into provision from public.technical_provisions p where p.id = new.technical_provision_id for update;
  if not found then
    return new; -- the foreign key reports the missing provision
  end if;
  if new.performed_on > (now() at time zone 'Europe/Amsterdam')::date then
    rule := 'provision_services_performed_in_future';
  elsif new.performed_on < provision.installation_date then
    rule := 'provision_services_performed_before_installation';
  elsif new.kind = 'inspection' and not provision.requires_inspection then
    rule := 'provision_services_inspection_not_required';
  end if;
  if rule is null then
    interval_months := case new.kind
      when 'maintenance' then provision.maintenance_interval_months
      when 'inspection' then provision.inspection_interval_months
    end;
    if interval_months is not null then
      new.next_date := (new.performed_on + make_interval(months => interval_months))::date;
    elsif new.next_date is null then
      rule := 'provision_services_next_date_required';
    end if;
  end if;
  if rule is not null then
    raise exception 'new row for relation "provision_services" violates check constraint "%"', rule
      using errcode = '23514', constraint = rule, table = 'provision_services';
  end if;
  return new;
end;
$$;
create trigger provision_services_record
  before insert on public.provision_services
  for each row execute function public.provision_services_record();

create function public.provision_services_move_next_date() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind = 'maintenance' then
    update public.technical_provisions set next_maintenance_date = new.next_date where id = new.technical_provision_id;
  else
    update public.technical_provisions set next_inspection_date = new.next_date where id = new.technical_provision_id;
  end if;
  return null;
end;
$$;
create trigger provision_services_move_next_date
  after insert on public.provision_services
  for each row execute function public.provision_services_move_next_date();

-- The history is what happened: every update and delete is refused, for every role.
create function public.provision_services_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'provision_services rows cannot be changed: constraint "provision_services_immutable"'
    using errcode = '23514', constraint = 'provision_services_immutable', table = 'provision_services',
          detail = 'The maintenance and inspection history cannot be changed or deleted.';
end;
$$;
create trigger provision_services_immutable_row
  before update or delete on public.provision_services
  for each row execute function public.provision_services_immutable();
create trigger provision_services_immutable_truncate
  before truncate on public.provision_services
  for each statement execute function public.provision_services_immutable();

-- RLS like every other table: signed-in users only, the anon key nothing. Update and
-- delete stay granted so that the trigger answers them with a reason.
alter table public.provision_services enable row level security;
create policy authenticated_full_access on public.provision_services
  as permissive for all to authenticated using (true) with check (true);
revoke all on table public.provision_services from anon;
revoke all on table public.provision_services from public;
grant select, insert, update, delete on table public.provision_services to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- save_technical_provision: the provision and its owner (owners_technical_provisions,
-- decisions.md 'owner link') in one transaction: a link that fails leaves nothing
-- saved. p_id null: a new provision. p_owner_id null: no owner. A field left out gets
-- the column's default (installed today, no inspection, active). The rules are the
-- table's. Runs as the caller, so row-level security applies. Returns the id.
-- ---------------------------------------------------------------------------
create function public.save_technical_provision(p_id uuid, p_provision jsonb, p_owner_id uuid) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.technical_provisions := jsonb_populate_record(null::public.technical_provisions, p_provision);
  saved uuid;
begin
  if p_id is null then
    insert into public.technical_provisions (
      device_name, type_and_model, manufacturer, serial_number, compatibility, facility_type_id, space_id,
      installation_date, installer_id, warranty_end_date, requires_inspection, next_inspection_date,
      next_maintenance_date, service_company_id, status, company_id, maintenance_interval_months,
      inspection_interval_months)
    values (
      v.device_name, v.type_and_model, v.manufacturer, v.serial_number, v.compatibility, v.facility_type_id, v.space_id,
      coalesce(v.installation_date, current_date), v.installer_id, v.warranty_end_date,
      coalesce(v.requires_inspection, false), v.next_inspection_date, v.next_maintenance_date, v.service_company_id,
      coalesce(v.status, 'active'), v.company_id, v.maintenance_interval_months, v.inspection_interval_months)
    returning id into saved;
  else
    update public.technical_provisions
       set device_name = v.device_name, type_and_model = v.type_and_model, manufacturer = v.manufacturer,
           serial_number = v.serial_number, compatibility = v.compatibility, facility_type_id = v.facility_type_id,
           space_id = v.space_id, installation_date = coalesce(v.installation_date, current_date),
           installer_id = v.installer_id, warranty_end_date = v.warranty_end_date,
           requires_inspection = coalesce(v.requires_inspection, false),
           next_inspection_date = v.next_inspection_date, next_maintenance_date = v.next_maintenance_date,
           service_company_id = v.service_company_id, status = coalesce(v.status, 'active'), company_id = v.company_id,
           maintenance_interval_months = v.maintenance_interval_months,
           inspection_interval_months = v.inspection_interval_months
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The technical provision does not exist (any more).'
        using errcode = 'P0002', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.owners_technical_provisions
   where technical_provision_id = saved and owner_id is distinct from p_owner_id;
  if p_owner_id is not null then
    insert into public.owners_technical_provisions (owner_id, technical_provision_id)
    values (p_owner_id, saved)
    on conflict do nothing;
  end if;
  return saved;
end;
$$;

revoke execute on function public.save_technical_provision(uuid, jsonb, uuid) from public, anon;
grant execute on function public.save_technical_provision(uuid, jsonb, uuid) to authenticated, service_role;

revoke execute on function
  public.technical_provisions_set_building_name(),
  public.spaces_copy_building_name_to_provisions(),
  public.provision_services_record(),
  public.provision_services_move_next_date(),
  public.provision_services_immutable()
from public, anon;
