-- assets-mf part 1 (issue #13): the key loan register (beyond the spec), saving a key
-- with its spaces and a supplier with its facility types in one transaction, and the
-- sort indexes of the lists of key cabinets, keys, suppliers, mechanics and facility
-- types (libs/kit orders by `<column>, id`).

-- ---------------------------------------------------------------------------
-- Sort indexes: (column, id) for every column these lists sort on.
-- ---------------------------------------------------------------------------
create index key_cabinets_name_id_idx on public.key_cabinets (name, id);
drop index public.key_cabinets_name_idx;
create index keys_number_id_idx on public.keys (number, id);
drop index public.keys_number_idx;
create index keys_brand_id_idx on public.keys (brand, id);
create index keys_floor_id_idx on public.keys (floor, id);
create index keys_created_at_id_idx on public.keys (created_at, id);
drop index public.keys_created_at_idx;
create index keys_key_cabinet_id_idx on public.keys (key_cabinet_id);
create index suppliers_company_name_id_idx on public.suppliers (company_name, id);
drop index public.suppliers_company_name_idx;
create index suppliers_name_id_idx on public.suppliers (name, id);
drop index public.suppliers_name_idx;
create index suppliers_city_id_idx on public.suppliers (city, id);
create index suppliers_created_at_id_idx on public.suppliers (created_at, id);
drop index public.suppliers_created_at_idx;
create index mechanics_name_id_idx on public.mechanics (name, id);
drop index public.mechanics_name_idx;
create index mechanics_created_at_id_idx on public.mechanics (created_at, id);
drop index public.mechanics_created_at_idx;
create index facility_types_name_id_idx on public.facility_types (name, id);

-- ---------------------------------------------------------------------------
-- key_loans: the loan history of a key, append-only. Each row is an event:
-- 'out' (handed out to someone until a date) or 'in' (taken back). Nobody can
-- change or delete a row, not even the owner: the history is what happened.
-- ---------------------------------------------------------------------------
create table public.key_loans (
  id uuid primary key default gen_random_uuid(),
  key_id uuid not null
    constraint key_loans_key_id_fkey references public.keys (id) on delete restrict,
  kind text not null,
  -- A return ('in') names whom it came back from: the trigger copies it from the loan.
  borrower_name text not null,
  borrower_company text,
  borrower_phone text,
  handed_out_on date,
  due_date date,
  created_at timestamptz not null default now(),
  constraint key_loans_kind_check check (kind in ('out', 'in')),
  constraint key_loans_borrower_name_not_blank check (not public.is_blank(borrower_name)),
  constraint key_loans_borrower_name_length check (char_length(borrower_name) <= 200),
  constraint key_loans_borrower_company_length check (char_length(borrower_company) <= 200),
  constraint key_loans_borrower_phone_length check (char_length(borrower_phone) <= 30),
  constraint key_loans_borrower_phone_format check (
    borrower_phone = '' or borrower_phone ~ '^\+?[0-9]( ?-? ?[0-9]){5,19}$'),
  constraint key_loans_out_has_dates check (kind = 'in' or (handed_out_on is not null and due_date is not null)),
  constraint key_loans_handed_out_on_range check (handed_out_on between date '1900-01-01' and date '2200-12-31'),
  constraint key_loans_due_date_range check (due_date between date '1900-01-01' and date '2200-12-31'),
  constraint key_loans_due_after_handed_out check (due_date >= handed_out_on)
);
comment on table public.key_loans is
  'Uitgiftegeschiedenis van sleutels: elke rij is een uitgifte (out) of inname (in). Kan niet worden gewijzigd of verwijderd.';
create index key_loans_key_id_created_at_idx on public.key_loans (key_id, created_at desc, id);

-- keys.loaned_to / loaned_until / loaned_out_at: the open loan of a key (empty while
-- the key is present), kept by the trigger below so the keys list can show it, sort
-- and filter on it ('Te laat': loaned_until before today). A client's value is
-- replaced by what the history says.
alter table public.keys
  add column loaned_to text,
  add column loaned_until date,
  add column loan_id uuid;
comment on column public.keys.loaned_to is
  'Aan wie de sleutel is uitgegeven (leeg: aanwezig). Bijgehouden uit key_loans; een waarde van de client wordt vervangen.';
comment on column public.keys.loaned_until is
  'Afgesproken terugbrengdatum van de open uitgifte. Bijgehouden uit key_loans.';
comment on column public.keys.loan_id is
  'De open uitgifte (key_loans.id). Bijgehouden uit key_loans.';
create index keys_loaned_until_id_idx on public.keys (loaned_until, id);

-- The loan columns of keys change only through key_loans.
create function public.keys_keep_loan() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('facility.key_loan_write', true), '') <> 'on' then
    if tg_op = 'INSERT' then
      new.loaned_to := null;
      new.loaned_until := null;
      new.loan_id := null;
    else
      new.loaned_to := old.loaned_to;
      new.loaned_until := old.loaned_until;
      new.loan_id := old.loan_id;
    end if;
  end if;
  return new;
end;
$$;
create trigger keys_keep_loan
  before insert or update of loaned_to, loaned_until, loan_id on public.keys
  for each row execute function public.keys_keep_loan();

-- A new event: an 'out' only for a key that is present, an 'in' only for one that is
-- out (the key's row is locked, so two hand-outs at once cannot both pass); the key's
-- loan columns follow.
create function public.key_loans_record() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  current_loan uuid;
  open_loan public.key_loans;
begin
  select k.loan_id into current_loan from public.keys k where k.id = new.key_id for update;
  if not found then
    return new; -- the foreign key reports the missing key
  end if;
  if new.kind = 'out' then
    if current_loan is not null then
      raise exception 'new row for relation "key_loans" violates check constraint "key_loans_key_already_out"'
        using errcode = '23514', constraint = 'key_loans_key_already_out', table = 'key_loans',
              detail = 'The key is handed out and has not been taken back.';
    end if;
  elsif new.kind = 'in' then
    if current_loan is null then
      raise exception 'new row for relation "key_loans" violates check constraint "key_loans_key_not_out"'
        using errcode = '23514', constraint = 'key_loans_key_not_out', table = 'key_loans',
              detail = 'The key is not handed out.';
    end if;
    -- The return names whom it came back from, and nothing else.
    select * into open_loan from public.key_loans where id = current_loan;
    new.borrower_name := open_loan.borrower_name;
    new.borrower_company := open_loan.borrower_company;
    new.borrower_phone := open_loan.borrower_phone;
    new.handed_out_on := null;
    new.due_date := null;
  end if;
  return new;
end;
$$;
create trigger key_loans_record
  before insert on public.key_loans
  for each row execute function public.key_loans_record();
-- created_at is the moment the database records the event, as on every table.
create trigger key_loans_set_created_at
  before insert or update of created_at on public.key_loans
  for each row execute function public.set_created_at();
comment on column public.key_loans.created_at is
  'Moment van de uitgifte of inname: gezet door de database; een waarde van de client wordt vervangen.';

create function public.key_loans_update_key() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('facility.key_loan_write', 'on', true);
  if new.kind = 'out' then
    update public.keys set loaned_to = new.borrower_name, loaned_until = new.due_date, loan_id = new.id where id = new.key_id;
  else
    update public.keys set loaned_to = null, loaned_until = null, loan_id = null where id = new.key_id;
  end if;
  perform set_config('facility.key_loan_write', 'off', true);
  return null;
end;
$$;
create trigger key_loans_update_key
  after insert on public.key_loans
  for each row execute function public.key_loans_update_key();

-- The history is immutable: every update and delete is refused, for every role.
create function public.key_loans_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'key_loans rows cannot be changed: constraint "key_loans_immutable"'
    using errcode = '23514', constraint = 'key_loans_immutable', table = 'key_loans',
          detail = 'The loan history of a key cannot be changed or deleted.';
end;
$$;
create trigger key_loans_immutable_row
  before update or delete on public.key_loans
  for each row execute function public.key_loans_immutable();
create trigger key_loans_immutable_truncate
  before truncate on public.key_loans
  for each statement execute function public.key_loans_immutable();

-- RLS like every other table: signed-in users only, the anon key nothing. Update and
-- delete stay granted so that the trigger above answers them with a reason (without a
-- grant PostgREST would say 'permission denied', which reads as a sign-in problem).
alter table public.key_loans enable row level security;
create policy authenticated_full_access on public.key_loans
  as permissive for all to authenticated using (true) with check (true);
revoke all on table public.key_loans from anon;
revoke all on table public.key_loans from public;
grant select, insert, update, delete on table public.key_loans to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A key with the spaces it opens, and a supplier with its facility types, saved in
-- one transaction: a link that fails leaves no half-saved row. Called through
-- PostgREST (rpc); they run as the caller, so row-level security applies.
-- p_id null: a new row. Returns the row's id.
-- ---------------------------------------------------------------------------
create function public.save_key(p_id uuid, p_key jsonb, p_space_ids uuid[]) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.keys := jsonb_populate_record(null::public.keys, p_key);
  saved uuid;
begin
  if p_id is null then
    insert into public.keys (number, key_cabinet_id, brand, description, floor, characteristics)
    values (v.number, v.key_cabinet_id, v.brand, v.description, v.floor, v.characteristics)
    returning id into saved;
  else
    update public.keys
       set number = v.number, key_cabinet_id = v.key_cabinet_id, brand = v.brand,
           description = v.description, floor = v.floor, characteristics = v.characteristics
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The key does not exist (any more).'
        using errcode = 'P0002', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.keys_spaces where key_id = saved and space_id <> all (coalesce(p_space_ids, '{}'));
  insert into public.keys_spaces (key_id, space_id)
  select distinct saved, s from unnest(coalesce(p_space_ids, '{}')) as s
  on conflict do nothing;
  return saved;
end;
$$;

create function public.save_supplier(p_id uuid, p_supplier jsonb, p_facility_type_ids uuid[]) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.suppliers := jsonb_populate_record(null::public.suppliers, p_supplier);
  saved uuid;
begin
  if p_id is null then
    insert into public.suppliers (company_name, name, email, phone, address, postal_code, city, country,
                                  vat_number, kvk_number, website, comments)
    values (v.company_name, v.name, v.email, v.phone, v.address, v.postal_code, v.city, coalesce(v.country, 'Nederland'),
            v.vat_number, v.kvk_number, v.website, v.comments)
    returning id into saved;
  else
    update public.suppliers
       set company_name = v.company_name, name = v.name, email = v.email, phone = v.phone, address = v.address,
           postal_code = v.postal_code, city = v.city, country = v.country, vat_number = v.vat_number,
           kvk_number = v.kvk_number, website = v.website, comments = v.comments
     where id = p_id
    returning id into saved;
    if saved is null then
      raise exception 'The supplier does not exist (any more).'
        using errcode = 'P0002', detail = 'The result contains 0 rows';
    end if;
  end if;
  delete from public.suppliers_facility_types
   where supplier_id = saved and facility_type_id <> all (coalesce(p_facility_type_ids, '{}'));
  insert into public.suppliers_facility_types (supplier_id, facility_type_id)
  select distinct saved, t from unnest(coalesce(p_facility_type_ids, '{}')) as t
  on conflict do nothing;
  return saved;
end;
$$;

revoke execute on function public.save_key(uuid, jsonb, uuid[]), public.save_supplier(uuid, jsonb, uuid[]) from public, anon;
grant execute on function public.save_key(uuid, jsonb, uuid[]), public.save_supplier(uuid, jsonb, uuid[]) to authenticated, service_role;

revoke execute on function
  public.keys_keep_loan(),
  public.key_loans_record(),
  public.key_loans_update_key(),
  public.key_loans_immutable()
from public, anon;
