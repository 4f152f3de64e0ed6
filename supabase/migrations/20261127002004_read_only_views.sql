-- Views are read-only, answered with 405 (replaces part 3 of 20261127002003_api_write_guards.sql).
--
-- There a write to a view was refused by taking the API roles' write privileges away
-- (42501, PostgREST: 403). But a read that is refused gives the same 42501 "permission
-- denied for view", so the app could not tell a caller "this overview can only be read"
-- without saying so for a failed read too. Now every view has an INSTEAD OF trigger that
-- refuses any insert, update or delete with SQLSTATE PT405: PostgREST answers 405 (Method
-- Not Allowed), and toDutchMessage (libs/data/src/errors.ts) says 'Dit overzicht kan
-- alleen worden gelezen, niet gewijzigd.'. The trigger also keeps a simple view
-- (building_choices) from passing a write on to its table. authenticated and
-- service_role get their write privileges on the views back, so that the trigger is what
-- answers; anon keeps none (it reads nothing either).
--
-- A view added later gets the same trigger in its migration; supabase/tests/api-write-guards.data.spec.ts
-- checks that every view answers a write with 405.
create or replace function public.refuse_view_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'cannot change view "%": it is read-only', tg_table_name
    using errcode = 'PT405', hint = 'Change the tables it reads.';
end;
$$;

do $$
declare
  v text;
begin
  for v in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
     order by 1
  loop
    execute format('grant insert, update, delete on public.%I to authenticated, service_role', v);
    if not exists (
      select 1 from pg_catalog.pg_trigger t
       where t.tgrelid = format('public.%I', v)::regclass and t.tgname = v || '_read_only'
    ) then
      execute format(
        'create trigger %I instead of insert or update or delete on public.%I '
        'for each row execute function public.refuse_view_write()',
        v || '_read_only', v
      );
    end if;
  end loop;
end;
$$;
