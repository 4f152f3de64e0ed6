-- Rate limits of the server functions (supabase/functions), per user: generate-with-ai allows
-- 30 calls a minute. The counter lives here, in the database, because a function runs as many
-- short-lived instances (Supabase Edge Functions): a counter in memory would be per instance
-- and forgotten on every cold start. The same SQL holds locally and on a hosted project.
--
-- The function asks take_function_call() with the service_role key (only that role may call it)
-- for the signed-in user it has checked; 0 means go ahead (the call is counted), more than 0 is
-- how many seconds until a call is free again (the function answers 429 with Retry-After).

-- Not exposed by the API (PostgREST serves public only); only the function below reaches it.
create schema if not exists private;
revoke all on schema private from public;

create table private.function_calls (
  user_id uuid not null,
  function_name text not null,
  called_at timestamptz not null default clock_timestamp()
);
create index function_calls_user_function_called_at on private.function_calls (user_id, function_name, called_at);

-- A sliding window: at most max_calls calls of function_name by user_id in the last per_seconds
-- seconds. Parallel calls of one user wait for each other (an advisory lock per user and function),
-- so a burst cannot slip past the count; other users are not held up.
create function public.take_function_call(p_user_id uuid, p_function_name text, p_max_calls integer, p_per_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  now_ timestamptz := clock_timestamp();
  window_start timestamptz := now_ - make_interval(secs => p_per_seconds);
  used integer;
  oldest timestamptz;
begin
  if p_user_id is null or coalesce(p_function_name, '') = '' or coalesce(p_max_calls, 0) < 1 or coalesce(p_per_seconds, 0) < 1 then
    raise exception 'take_function_call: a user, a function name and a positive limit and window are needed'
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('function_calls:' || p_function_name || ':' || p_user_id::text, 0));

  -- Calls that left the window are of no use any more.
  delete from private.function_calls c
   where c.user_id = p_user_id and c.function_name = p_function_name and c.called_at <= window_start;
  select count(*)::integer, min(c.called_at) into used, oldest
    from private.function_calls c
   where c.user_id = p_user_id and c.function_name = p_function_name;

  if used >= p_max_calls then
    -- Free again when the oldest call in the window leaves it.
    return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => p_per_seconds) - now_)))::integer);
  end if;
  insert into private.function_calls (user_id, function_name, called_at) values (p_user_id, p_function_name, now_);
  return 0;
end;
$$;

comment on function public.take_function_call(uuid, text, integer, integer) is
  'Rate limit of a server function: 0 = allowed (counted), else seconds until a call is free. service_role only.';

revoke execute on function public.take_function_call(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_function_call(uuid, text, integer, integer) to service_role;
