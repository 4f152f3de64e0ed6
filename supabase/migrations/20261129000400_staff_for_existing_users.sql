-- Access per building keeps what existing accounts could do: before it, every signed-in user
-- read and changed every row. A database that already has users (a hosted project, a
-- developer's kept local database) gives each of them a staff row as beheerder of all
-- buildings, so nobody is locked out by the upgrade; a beheerder then narrows roles and
-- buildings. A new database has no users yet at this point: the seed makes its staff rows.
insert into public.staff (user_id, name, role, all_buildings, active)
select u.id,
       left(regexp_replace(coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), nullif(btrim(u.email), ''), 'Medewerker'), '\s+', ' ', 'g'), 200),
       'beheerder',
       true,
       true
  from auth.users u
 where not exists (select 1 from public.staff s where s.user_id = u.id)
on conflict (user_id) do nothing;
