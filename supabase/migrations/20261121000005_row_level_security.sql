-- Row-level security (spec/decisions.md "Sign-in"): staff sign in; every table
-- is readable and writable by the `authenticated` role only. The anonymous key
-- alone reads and writes nothing: anon has no policy and no table privileges.
--
-- The roles anon, authenticated and service_role are Supabase's; they exist on
-- every Supabase project and are created by tools/stack locally. This
-- migration does not create them.

do $$
declare
  t text;
  tables text[] := array[
    'buildings', 'entrances_and_exits', 'facility_types', 'spaces', 'housing', 'tasks',
    'key_cabinets', 'keys', 'keys_spaces', 'suppliers', 'suppliers_facility_types', 'mechanics',
    'companies', 'owners', 'technical_provisions', 'owners_technical_provisions',
    'utilities', 'utility_readings', 'malfunctions', 'parking_spaces',
    'cleaning_requests', 'cleaning_complaints', 'nuisances'
  ];
begin
  foreach t in array tables loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy %I on public.%I as permissive for all to authenticated using (true) with check (true)',
      'authenticated_full_access', t
    );
    execute format('revoke all on table public.%I from anon', t);
    execute format('revoke all on table public.%I from public', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated, service_role', t);
  end loop;
end;
$$;

grant usage on schema public to authenticated, service_role;

-- Trigger functions are not meant to be called directly.
revoke execute on function
  public.spaces_check_building(),
  public.buildings_check_floors(),
  public.entrances_and_exits_check_building(),
  public.housing_fill_street(),
  public.parking_spaces_check_housing(),
  public.housing_check_parking_spaces(),
  public.cleaning_requests_set_completed_at(),
  public.cleaning_complaints_set_resolved_at()
from public, anon;
