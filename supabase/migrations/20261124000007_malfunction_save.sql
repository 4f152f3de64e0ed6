-- assets-mf part 2 (issue #14), malfunctions: saving a malfunction together with the
-- status of its technical provision (records.md §4: saving a malfunction also sets the
-- chosen provision's status) in one transaction, and the sort indexes of /malfunctions.

-- ---------------------------------------------------------------------------
-- Sort indexes: (column, id) for every column the list sorts on (libs/kit orders by
-- `<column>, id`). The list's default is newest first (created_at).
-- ---------------------------------------------------------------------------
create index malfunctions_created_at_id_idx on public.malfunctions (created_at, id);
drop index public.malfunctions_created_at_idx;
create index malfunctions_started_at_id_idx on public.malfunctions (started_at, id);
drop index public.malfunctions_started_at_idx;
create index malfunctions_resolved_at_id_idx on public.malfunctions (resolved_at, id);
drop index public.malfunctions_resolved_at_idx;

-- ---------------------------------------------------------------------------
-- malfunctions.resolved_at: a client writing the table directly still gets the
-- database's moment (20261122000002_value_rules.sql). save_malfunction below stores the
-- day the user chose as 'Einddatum' (checked there), so it says so for its own write.
-- ---------------------------------------------------------------------------
create or replace function public.malfunctions_set_resolved_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'postgres'
     or coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false) then
    return new; -- the seed
  end if;
  if coalesce(current_setting('facility.malfunction_save', true), '') = 'on' then
    return new; -- save_malfunction: the day the user chose
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
comment on column public.malfunctions.resolved_at is
  'Opgelost op: leeg zolang de storing open is. Via save_malfunction de gekozen einddatum; bij een directe schrijfactie zet de database het moment (now() zodra het gevuld wordt).';

-- The moment to store for the one a client sends (a day chosen in the form, as the
-- start of that day, or the moment the form opened): the stored moment while its
-- Amsterdam day stays the same (an edit that keeps the date keeps the time), else the
-- one sent.
create function public.malfunction_moment(p_sent timestamptz, p_stored timestamptz) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when p_sent is not null and p_stored is not null
         and (p_sent at time zone 'Europe/Amsterdam')::date = (p_stored at time zone 'Europe/Amsterdam')::date
      then p_stored
    else p_sent
  end
$$;

-- ---------------------------------------------------------------------------
-- save_malfunction: inserts (p_id null) or updates the malfunction with id p_id (its
-- own row, nothing else) and sets the provision's status, in one transaction: both
-- change or neither does. Runs as the caller, so row-level security applies. The rules
-- are the table's (NOT NULL, malfunctions_* CHECKs, the foreign keys) and the provision's
-- status CHECK; an Einddatum outside 1900..2200 is refused here. Returns the id.
-- ---------------------------------------------------------------------------
create function public.save_malfunction(
  p_id uuid,
  p_technical_provision_id uuid,
  p_supplier_id uuid,
  p_description text,
  p_started_at timestamptz,
  p_resolved_at timestamptz,
  p_priority text,
  p_status text
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored public.malfunctions;
  saved uuid;
begin
  if (p_resolved_at at time zone 'Europe/Amsterdam')::date not between date '1900-01-01' and date '2200-12-31' then
    raise exception 'new row for relation "malfunctions" violates check constraint "malfunctions_resolved_at_range"'
      using errcode = '23514', constraint = 'malfunctions_resolved_at_range', table = 'malfunctions',
            column = 'resolved_at', detail = 'The end date lies outside 1900-01-01 .. 2200-12-31.';
  end if;
  if p_id is not null then
    select * into stored from public.malfunctions where id = p_id for update;
    if not found then
      raise exception 'The malfunction does not exist (any more).'
        using errcode = 'P0002', detail = 'The result contains 0 rows';
    end if;
  end if;

  perform set_config('facility.malfunction_save', 'on', true);
  if p_id is null then
    insert into public.malfunctions (technical_provision_id, supplier_id, description, started_at, resolved_at, priority)
    values (p_technical_provision_id, p_supplier_id, p_description,
            p_started_at, p_resolved_at, p_priority)
    returning id into saved;
  else
    update public.malfunctions
       set technical_provision_id = p_technical_provision_id, supplier_id = p_supplier_id,
           description = p_description,
           started_at = public.malfunction_moment(p_started_at, stored.started_at),
           resolved_at = public.malfunction_moment(p_resolved_at, stored.resolved_at),
           priority = p_priority
     where id = p_id
    returning id into saved;
  end if;
  perform set_config('facility.malfunction_save', 'off', true);

  update public.technical_provisions set status = p_status where id = p_technical_provision_id;
  if not found then
    raise exception 'The technical provision does not exist (any more).'
      using errcode = 'P0002', detail = 'The result contains 0 rows';
  end if;
  return saved;
end;
$$;

revoke execute on function public.save_malfunction(uuid, uuid, uuid, text, timestamptz, timestamptz, text, text) from public, anon;
grant execute on function public.save_malfunction(uuid, uuid, uuid, text, timestamptz, timestamptz, text, text) to authenticated, service_role;
revoke execute on function public.malfunction_moment(timestamptz, timestamptz) from public, anon;
grant execute on function public.malfunction_moment(timestamptz, timestamptz) to authenticated, service_role;
