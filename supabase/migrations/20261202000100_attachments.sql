-- Attachments (issue #32): photos and documents on malfunctions, nuisances, technical provisions
-- and housing units, in Supabase Storage.
--
-- One private bucket `attachments`; an object is named `<table>/<row id>/<file id>.<ext>`, its
-- optional thumbnail `<table>/<row id>/<file id>.thumb.jpg`, the original file name travels as
-- user metadata {"name": ...}. The same SQL runs on a hosted project and on tools/stack (whose
-- bootstrap creates the schema storage as Supabase has it).
--
-- Access, on storage.objects (authenticated, this bucket only):
--   select         the caller may read the row named by the path: the row is looked up AS THE
--                  CALLER, so the table's own policies (20261129000200_access_per_building.sql)
--                  decide;
--   insert/delete  the caller may write in the row's building (public.may_write_building, null
--                  building: staff who write all buildings); a lezer writes nothing;
--   update         nobody (a file is immutable; a new file is a new object); anon: nothing.
-- A name that does not follow the pattern (unknown table, no uuid) matches no rule: refused.
--
-- Deleting a row of the four tables deletes its objects in the same transaction and queues
-- their names and versions in private.attachment_trash (with a notification): the local
-- storage server removes the bytes; on a hosted project see docs/architecture.md, Attachments.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('attachments', 'attachments', false, 20971520,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'])
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------
-- The row an object name points at.
-- ---------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create function private.attachment_tables() returns text[]
language sql immutable set search_path = ''
as $$ select array['malfunctions', 'nuisances', 'technical_provisions', 'housing'] $$;

-- The row id of a well-formed object name, else null (never an error: a policy calls this).
create function private.attachment_row_id(p_name text) returns uuid
language sql immutable set search_path = ''
as $$
  select case
    when p_name ~ ('^(malfunctions|nuisances|technical_provisions|housing)/'
                   '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
                   '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
                   '(\.thumb\.jpg|\.[a-z0-9]{1,10})$')
    then pg_catalog.split_part(p_name, '/', 2)::uuid
  end
$$;

-- True when the caller may read the row: looked up as the caller (security invoker), so the
-- table's row-level security decides. PL/pgSQL, one statement per table: only the table named
-- is planned, and the plan is kept for the session (a SQL function would plan all four
-- lookups, with their tables' policies, on every call: 2.6 ms per object instead of ~0.3).
create function private.attachment_readable(p_name text) returns boolean
language plpgsql stable security invoker set search_path = ''
as $$
declare
  row_id uuid := private.attachment_row_id(p_name);
begin
  if row_id is null then
    return false;
  end if;
  case pg_catalog.split_part(p_name, '/', 1)
    when 'malfunctions' then return exists (select 1 from public.malfunctions r where r.id = row_id);
    when 'nuisances' then return exists (select 1 from public.nuisances r where r.id = row_id);
    when 'technical_provisions' then return exists (select 1 from public.technical_provisions r where r.id = row_id);
    when 'housing' then return exists (select 1 from public.housing r where r.id = row_id);
    else return false;
  end case;
end
$$;

-- True when the caller may change the row: it can read it and may write in its building
-- (a row without a building: staff who write all buildings, as may_write_building(null) says).
create function private.attachment_writable(p_name text) returns boolean
language plpgsql stable security invoker set search_path = ''
as $$
declare
  row_id uuid := private.attachment_row_id(p_name);
  building uuid;
begin
  if row_id is null then
    return false;
  end if;
  case pg_catalog.split_part(p_name, '/', 1)
    when 'malfunctions' then
      select s.building_id into building
        from public.malfunctions r
        join public.technical_provisions p on p.id = r.technical_provision_id
        left join public.spaces s on s.id = p.space_id
       where r.id = row_id;
    when 'nuisances' then
      select r.location into building from public.nuisances r where r.id = row_id;
    when 'technical_provisions' then
      select s.building_id into building
        from public.technical_provisions r left join public.spaces s on s.id = r.space_id
       where r.id = row_id;
    when 'housing' then
      select r.building_id into building from public.housing r where r.id = row_id;
    else
      return false;
  end case;
  return found and public.may_write_building(building);
end
$$;

revoke all on function private.attachment_tables(), private.attachment_row_id(text),
  private.attachment_readable(text), private.attachment_writable(text) from public, anon;
grant execute on function private.attachment_tables(), private.attachment_row_id(text),
  private.attachment_readable(text), private.attachment_writable(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Policies on storage.objects (this bucket only; other buckets keep their own rules).
-- ---------------------------------------------------------------------------
create policy attachments_read on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and private.attachment_readable(name));
create policy attachments_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.attachment_writable(name));
create policy attachments_delete on storage.objects for delete to authenticated
  using (bucket_id = 'attachments' and private.attachment_writable(name));

-- ---------------------------------------------------------------------------
-- What the screens read: a row's files (oldest first) and the paperclip count.
-- A prefix 'table/<id>/' is matched as the range [prefix, 'table/<id>0'): '0' follows '/' in
-- collation "C" (storage.objects.name), so it is a range scan on bucketid_objname, also in a
-- function's generic plan, where `like $1 || '%'` could not use the index.
-- ---------------------------------------------------------------------------
create function public.attachment_files(p_table text, p_row uuid)
returns table (path text, name text, mimetype text, size bigint, created_at timestamptz, thumb_path text)
language sql stable security invoker set search_path = ''
as $$
  with objects as (
    select o.name, o.metadata, o.user_metadata, o.created_at
      from storage.objects o
     where p_table = any (private.attachment_tables())
       and o.bucket_id = 'attachments'
       and o.name >= p_table || '/' || p_row || '/'
       and o.name < p_table || '/' || p_row || '0'
  )
  select f.name::text,
         coalesce(nullif(f.user_metadata ->> 'name', ''), storage.filename(f.name)),
         f.metadata ->> 'mimetype',
         (f.metadata ->> 'size')::bigint,
         f.created_at,
         t.name::text
    from objects f
    left join objects t on t.name = pg_catalog.regexp_replace(f.name, '\.[^./]*$', '') || '.thumb.jpg'
   where f.name not like '%.thumb.jpg'
   order by f.created_at, f.name
$$;
comment on function public.attachment_files(text, uuid) is
  'De bijlagen van een rij (oudste eerst): pad, oorspronkelijke naam, type, grootte, datum en miniatuur.';

create function private.attachment_count(p_table text, p_row uuid) returns integer
language sql stable security invoker set search_path = ''
as $$
  select pg_catalog.count(*)::integer
    from storage.objects o
   where o.bucket_id = 'attachments'
     and o.name >= p_table || '/' || p_row || '/'
     and o.name < p_table || '/' || p_row || '0'
     and o.name not like '%.thumb.jpg'
$$;
revoke all on function private.attachment_count(text, uuid) from public, anon;
grant execute on function private.attachment_count(text, uuid) to authenticated, service_role;

-- The computed fields. No SET clause: they are inlined into the list's query, so the planner
-- calls private.attachment_count directly and plans its query once for the whole page (with a
-- SET clause every row planned it again: 107 ms instead of 54 ms for a page of 50 on a busy machine).
create function public.attachment_count(public.malfunctions) returns integer
language sql stable security invoker
as $$ select private.attachment_count('malfunctions', $1.id) $$;
create function public.attachment_count(public.nuisances) returns integer
language sql stable security invoker
as $$ select private.attachment_count('nuisances', $1.id) $$;
create function public.attachment_count(public.technical_provisions) returns integer
language sql stable security invoker
as $$ select private.attachment_count('technical_provisions', $1.id) $$;
create function public.attachment_count(public.housing) returns integer
language sql stable security invoker
as $$ select private.attachment_count('housing', $1.id) $$;

comment on function public.attachment_count(public.malfunctions) is 'Het aantal bijlagen (zonder miniaturen).';
comment on function public.attachment_count(public.nuisances) is 'Het aantal bijlagen (zonder miniaturen).';
comment on function public.attachment_count(public.technical_provisions) is 'Het aantal bijlagen (zonder miniaturen).';
comment on function public.attachment_count(public.housing) is 'Het aantal bijlagen (zonder miniaturen).';

revoke all on function public.attachment_files(text, uuid),
  public.attachment_count(public.malfunctions), public.attachment_count(public.nuisances),
  public.attachment_count(public.technical_provisions), public.attachment_count(public.housing)
from public, anon;
grant execute on function public.attachment_files(text, uuid),
  public.attachment_count(public.malfunctions), public.attachment_count(public.nuisances),
  public.attachment_count(public.technical_provisions), public.attachment_count(public.housing)
to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A deleted row takes its files along: the objects go in the same transaction, their names
-- and versions wait in the trash until the bytes are removed (tools/stack's storage server
-- listens on 'attachment_trash' and sweeps on start).
-- ---------------------------------------------------------------------------
create table private.attachment_trash (
  object_id uuid not null primary key,
  bucket_id text not null,
  name text not null,
  version text,
  metadata jsonb,
  queued_at timestamptz not null default now(),
  -- set by attachments_trash_take(): the object is back in storage.objects for the Storage API
  restored_at timestamptz
);
comment on table private.attachment_trash is
  'Objecten van verwijderde rijen: de metadata is weg, de bytes moeten nog uit de opslag.';
revoke all on private.attachment_trash from public, anon, authenticated;

-- Security definer: the caller's delete of the row was allowed by the row's own rules; its
-- objects go whoever may see them. Direct deletes on storage.objects need the setting below
-- (storage.protect_delete()), set for this delete only.
create function private.attachments_delete_with_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  prefix text := tg_table_name || '/' || old.id || '/';
  allowed text := coalesce(pg_catalog.current_setting('storage.allow_delete_query', true), 'false');
  queued integer;
begin
  perform pg_catalog.set_config('storage.allow_delete_query', 'true', true);
  with gone as (
    delete from storage.objects o
     where o.bucket_id = 'attachments'
       and o.name >= prefix and o.name < tg_table_name || '/' || old.id || '0'
    returning o.id, o.bucket_id, o.name, o.version, o.metadata
  )
  insert into private.attachment_trash (object_id, bucket_id, name, version, metadata)
  select g.id, g.bucket_id, g.name, g.version, g.metadata from gone g
  on conflict (object_id) do nothing;
  get diagnostics queued = row_count;
  perform pg_catalog.set_config('storage.allow_delete_query', allowed, true);
  if queued > 0 then
    perform pg_catalog.pg_notify('attachment_trash', '');
  end if;
  return null;
end
$$;
revoke all on function private.attachments_delete_with_row() from public, anon, authenticated;

create trigger attachments_delete_with_row after delete on public.malfunctions
  for each row execute function private.attachments_delete_with_row();
create trigger attachments_delete_with_row after delete on public.nuisances
  for each row execute function private.attachments_delete_with_row();
create trigger attachments_delete_with_row after delete on public.technical_provisions
  for each row execute function private.attachments_delete_with_row();
create trigger attachments_delete_with_row after delete on public.housing
  for each row execute function private.attachments_delete_with_row();

-- ---------------------------------------------------------------------------
-- The bytes on a hosted project: storage-api deletes bytes only together with their metadata
-- row, which the trigger has already deleted. supabase/functions/attachments-sweep (service
-- role) puts queued objects back (same id, name and version: the bytes' key), removes them
-- through the Storage API, which deletes row and bytes, and then lets the queue forget them.
-- The restored objects belong to a deleted row, so no policy lets anyone read them meanwhile.
-- (Locally tools/stack's storage server empties the queue itself, at once.)
-- ---------------------------------------------------------------------------
create function public.attachments_trash_take(p_max integer default 100)
returns table (bucket_id text, name text)
language plpgsql security definer set search_path = ''
as $$
begin
  return query
  with taken as (
    update private.attachment_trash t set restored_at = now()
     where t.object_id in (
       select q.object_id from private.attachment_trash q
        where q.restored_at is null or q.restored_at < now() - interval '1 hour'
        order by q.queued_at limit greatest(coalesce(p_max, 100), 1)
        for update skip locked)
    returning t.object_id, t.bucket_id, t.name, t.version, t.metadata
  ), restored as (
    insert into storage.objects (id, bucket_id, name, version, metadata)
    select k.object_id, k.bucket_id, k.name, k.version, k.metadata from taken k
    on conflict do nothing
  )
  select k.bucket_id, k.name from taken k;
end
$$;
comment on function public.attachments_trash_take(integer) is
  'Voor attachments-sweep (service role): zet bestanden van verwijderde rijen terug zodat de Storage API ze kan verwijderen.';

create function public.attachments_trash_done() returns integer
language sql security definer set search_path = ''
as $$
  with done as (
    delete from private.attachment_trash t
     where t.restored_at is not null
       and not exists (select 1 from storage.objects o where o.id = t.object_id)
    returning 1
  )
  select pg_catalog.count(*)::integer from done
$$;
comment on function public.attachments_trash_done() is
  'Voor attachments-sweep (service role): vergeet wat de Storage API verwijderd heeft.';

revoke all on function public.attachments_trash_take(integer), public.attachments_trash_done() from public, anon, authenticated;
grant execute on function public.attachments_trash_take(integer), public.attachments_trash_done() to service_role;
