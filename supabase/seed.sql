-- Demo data for local development and tests. Runs once, on a fresh database,
-- after all migrations (locally by tools/stack, on Supabase by `supabase db reset`).
--
-- Fixed ids: '<table no. as 8 digits>-0000-4000-8000-<row no. as 12 digits>',
--   01 buildings            02 entrances_and_exits  03 spaces            04 housing
--   05 tasks                06 key_cabinets         07 keys              08 facility_types
--   09 suppliers            10 mechanics            11 companies         12 owners
--   13 technical_provisions 14 utilities            15 utility_readings  16 parking_spaces
--   17 malfunctions         18 cleaning_requests    19 cleaning_complaints 20 nuisances
-- e.g. building 1 is '00000001-0000-4000-8000-000000000001'.
--
-- Dates are relative to the moment the seed runs, so every dashboard card has
-- content: tasks that started today, maintenance within 7 days, open
-- high-priority malfunctions, inspections and maintenance within 60 days.

-- ---------------------------------------------------------------------------
-- Demo users (seed only, never in a migration; local passwords, see the README):
--   beheer@example.nl      / beheer123      beheerder, all buildings (the demo user)
--   medewerker@example.nl  / medewerker123  medewerker of Kantoor Utrecht
--   lezer@example.nl       / lezer123       lezer of Residentie Amstelkwartier
-- Their staff rows follow the buildings below.
-- ---------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt(u.password, extensions.gen_salt('bf')), now(),
       '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', u.full_name), now(), now()
  from (values
    ('beb0e000-0000-4000-8000-000000000001'::uuid, 'beheer@example.nl', 'beheer123', 'Demo Beheerder'),
    ('beb0e000-0000-4000-8000-000000000003'::uuid, 'medewerker@example.nl', 'medewerker123', 'Demo Medewerker'),
    ('beb0e000-0000-4000-8000-000000000005'::uuid, 'lezer@example.nl', 'lezer123', 'Demo Lezer')
  ) as u (id, email, password, full_name);

-- Supabase Auth (GoTrue) also needs empty-string tokens and an identity row to
-- sign a user in with a password. Only done where those columns/tables exist,
-- so the seed runs on both a real Supabase project and the local stack.
do $$
declare
  col text;
  u record;
begin
  for u in
    select id, email from auth.users
     where id in ('beb0e000-0000-4000-8000-000000000001', 'beb0e000-0000-4000-8000-000000000003',
                  'beb0e000-0000-4000-8000-000000000005')
  loop
    foreach col in array array['confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change',
                               'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token']
    loop
      if exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'users' and column_name = col) then
        execute format('update auth.users set %I = coalesce(%I, '''') where id = %L', col, col, u.id);
      end if;
    end loop;

    if exists (select 1 from information_schema.columns
                where table_schema = 'auth' and table_name = 'identities' and column_name = 'provider_id') then
      -- The identity's id is the user's with the last digit one higher (...0001 -> ...0002).
      execute $sql$
        insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
        values (
          (left($1::text, 35) || (right($1::text, 1)::integer + 1)::text)::uuid, $1::text, $1,
          jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true, 'phone_verified', false),
          'email', now(), now(), now()
        )
      $sql$ using u.id, u.email;
    end if;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- buildings
-- ---------------------------------------------------------------------------
insert into public.buildings (id, name, street, city, floors, created_at) values
  ('00000001-0000-4000-8000-000000000001', 'Kantoor Utrecht', 'Oudegracht 120', 'Utrecht', 4, now() - interval '400 days'),
  ('00000001-0000-4000-8000-000000000002', 'Residentie Amstelkwartier', 'Spaklerweg 45', 'Amsterdam', 6, now() - interval '380 days'),
  ('00000001-0000-4000-8000-000000000003', 'Bedrijvencentrum Coolsingel', 'Coolsingel 88', 'Rotterdam', 8, now() - interval '300 days'),
  ('00000001-0000-4000-8000-000000000004', 'Woonhof Meerdervoort', 'Laan van Meerdervoort 210', 'Den Haag', 3, now() - interval '200 days'),
  ('00000001-0000-4000-8000-000000000005', 'Zorgcentrum De Kempen', 'Stratumsedijk 30', 'Eindhoven', 2, now() - interval '90 days');

-- ---------------------------------------------------------------------------
-- staff (supabase/migrations/20261129000100_staff_access.sql): the demo users' access
-- ---------------------------------------------------------------------------
insert into public.staff (user_id, name, role, all_buildings, active) values
  ('beb0e000-0000-4000-8000-000000000001', 'Demo Beheerder', 'beheerder', true, true),
  ('beb0e000-0000-4000-8000-000000000003', 'Demo Medewerker', 'medewerker', false, true),
  ('beb0e000-0000-4000-8000-000000000005', 'Demo Lezer', 'lezer', false, true);
insert into public.staff_buildings (user_id, building_id) values
  ('beb0e000-0000-4000-8000-000000000003', '00000001-0000-4000-8000-000000000001'),
  ('beb0e000-0000-4000-8000-000000000005', '00000001-0000-4000-8000-000000000002');

-- ---------------------------------------------------------------------------
-- entrances_and_exits
-- ---------------------------------------------------------------------------
insert into public.entrances_and_exits (id, building_id, name, type, description, floor, is_emergency, is_accessible, created_at) values
  ('00000002-0000-4000-8000-000000000001', '00000001-0000-4000-8000-000000000001', 'Hoofdingang Oudegracht', 'entrance', 'Draaideur met intercom naar de receptie', 0, false, true, now() - interval '400 days'),
  ('00000002-0000-4000-8000-000000000002', '00000001-0000-4000-8000-000000000001', 'Nooduitgang achterzijde', 'exit', 'Vluchtdeur met panieksluiting naar de binnenplaats', 0, true, true, now() - interval '399 days'),
  ('00000002-0000-4000-8000-000000000003', '00000001-0000-4000-8000-000000000001', 'Personeelsingang', 'both', 'Toegang met pas, naast de fietsenstalling', 0, false, false, now() - interval '398 days'),
  ('00000002-0000-4000-8000-000000000004', '00000001-0000-4000-8000-000000000002', 'Hoofdentree Spaklerweg', 'both', 'Videofoon en brievenbussen in de hal', 0, false, true, now() - interval '380 days'),
  ('00000002-0000-4000-8000-000000000005', '00000001-0000-4000-8000-000000000002', 'Inrit parkeergarage', 'vehicles', 'Slagboom met kentekenherkenning', 0, false, true, now() - interval '379 days'),
  ('00000002-0000-4000-8000-000000000006', '00000001-0000-4000-8000-000000000002', 'Nooduitgang trappenhuis B', 'exit', null, 0, true, false, now() - interval '378 days'),
  ('00000002-0000-4000-8000-000000000007', '00000001-0000-4000-8000-000000000003', 'Hoofdingang Coolsingel', 'entrance', 'Receptie met bezoekersregistratie', 0, false, true, now() - interval '300 days'),
  ('00000002-0000-4000-8000-000000000008', '00000001-0000-4000-8000-000000000003', 'Laad- en losdock', 'vehicles', 'Achterzijde, bereikbaar via de Karel Doormanstraat', 0, false, false, now() - interval '299 days'),
  ('00000002-0000-4000-8000-000000000009', '00000001-0000-4000-8000-000000000004', 'Ingang Meerdervoort', 'entrance', null, 0, false, true, now() - interval '200 days'),
  ('00000002-0000-4000-8000-000000000010', '00000001-0000-4000-8000-000000000004', 'Tuinpoort', 'both', 'Poort naar de gemeenschappelijke tuin', 0, false, true, now() - interval '199 days'),
  ('00000002-0000-4000-8000-000000000011', '00000001-0000-4000-8000-000000000005', 'Hoofdingang Stratumsedijk', 'entrance', 'Automatische schuifdeuren', 0, false, true, now() - interval '90 days'),
  ('00000002-0000-4000-8000-000000000012', '00000001-0000-4000-8000-000000000005', 'Nooduitgang eerste etage', 'exit', 'Buitentrap', 1, true, false, now() - interval '89 days');

-- ---------------------------------------------------------------------------
-- facility_types
-- ---------------------------------------------------------------------------
insert into public.facility_types (id, name, description, created_at) values
  ('00000008-0000-4000-8000-000000000001', 'Schoonmaak', 'Dagelijkse en periodieke schoonmaak van ruimtes', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000002', 'Liften', 'Personen- en goederenliften', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000003', 'Klimaatbeheersing', 'Verwarming, koeling en ventilatie', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000004', 'Brandveiligheid', 'Brandmeldinstallaties, blusmiddelen en noodverlichting', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000005', 'Beveiliging', 'Toegangscontrole en camerabewaking', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000006', 'Elektrotechniek', 'Elektrische installaties en verlichting', now() - interval '400 days'),
  ('00000008-0000-4000-8000-000000000007', 'Sanitair', 'Waterleiding, afvoer en sanitaire voorzieningen', now() - interval '400 days');

-- ---------------------------------------------------------------------------
-- spaces (key_id is filled in once the keys exist)
-- ---------------------------------------------------------------------------
insert into public.spaces (id, building_id, name, floor, comments, front_door_key, entrance_id, facility_type_id, created_at) values
  ('00000003-0000-4000-8000-000000000001', '00000001-0000-4000-8000-000000000001', 'Receptie', 0, 'Bemand van 8:00 tot 17:30', true, '00000002-0000-4000-8000-000000000001', '00000008-0000-4000-8000-000000000001', now() - interval '400 days'),
  ('00000003-0000-4000-8000-000000000002', '00000001-0000-4000-8000-000000000001', 'Vergaderzaal Dom', 2, 'Plaats voor 12 personen, beamer aanwezig', false, '00000002-0000-4000-8000-000000000001', '00000008-0000-4000-8000-000000000001', now() - interval '399 days'),
  ('00000003-0000-4000-8000-000000000003', '00000001-0000-4000-8000-000000000001', 'Technische ruimte', 0, 'CV-ketel en hoofdverdeler', false, '00000002-0000-4000-8000-000000000003', '00000008-0000-4000-8000-000000000003', now() - interval '398 days'),
  ('00000003-0000-4000-8000-000000000004', '00000001-0000-4000-8000-000000000001', 'Kantoortuin derde etage', 3, null, true, '00000002-0000-4000-8000-000000000001', '00000008-0000-4000-8000-000000000001', now() - interval '397 days'),
  ('00000003-0000-4000-8000-000000000005', '00000001-0000-4000-8000-000000000001', 'Meterkast begane grond', 0, 'Hoofdmeters water en elektriciteit', false, '00000002-0000-4000-8000-000000000003', '00000008-0000-4000-8000-000000000006', now() - interval '396 days'),
  ('00000003-0000-4000-8000-000000000006', '00000001-0000-4000-8000-000000000002', 'Entreehal', 0, 'Brievenbussen en pakketkluizen', true, '00000002-0000-4000-8000-000000000004', '00000008-0000-4000-8000-000000000001', now() - interval '380 days'),
  ('00000003-0000-4000-8000-000000000007', '00000001-0000-4000-8000-000000000002', 'Liftschacht A', 0, 'Machinekamer op het dak', false, null, '00000008-0000-4000-8000-000000000002', now() - interval '379 days'),
  ('00000003-0000-4000-8000-000000000008', '00000001-0000-4000-8000-000000000002', 'Fietsenstalling', 0, null, true, '00000002-0000-4000-8000-000000000005', null, now() - interval '378 days'),
  ('00000003-0000-4000-8000-000000000009', '00000001-0000-4000-8000-000000000002', 'Dakterras', 6, 'Alleen toegankelijk voor bewoners', true, '00000002-0000-4000-8000-000000000004', '00000008-0000-4000-8000-000000000001', now() - interval '377 days'),
  ('00000003-0000-4000-8000-000000000010', '00000001-0000-4000-8000-000000000003', 'Receptie Coolsingel', 0, null, true, '00000002-0000-4000-8000-000000000007', '00000008-0000-4000-8000-000000000001', now() - interval '300 days'),
  ('00000003-0000-4000-8000-000000000011', '00000001-0000-4000-8000-000000000003', 'Serverruimte', 2, 'Gekoeld, toegang alleen met pas', false, '00000002-0000-4000-8000-000000000007', '00000008-0000-4000-8000-000000000003', now() - interval '299 days'),
  ('00000003-0000-4000-8000-000000000012', '00000001-0000-4000-8000-000000000003', 'Bedrijfsrestaurant', 1, 'Keuken met afzuiginstallatie', true, '00000002-0000-4000-8000-000000000007', '00000008-0000-4000-8000-000000000001', now() - interval '298 days'),
  ('00000003-0000-4000-8000-000000000013', '00000001-0000-4000-8000-000000000003', 'Vergaderzaal Maas', 7, 'Uitzicht over de Maas', false, '00000002-0000-4000-8000-000000000007', '00000008-0000-4000-8000-000000000001', now() - interval '297 days'),
  ('00000003-0000-4000-8000-000000000014', '00000001-0000-4000-8000-000000000004', 'Bergingen', 0, '24 bergingen, genummerd per woning', true, '00000002-0000-4000-8000-000000000009', null, now() - interval '200 days'),
  ('00000003-0000-4000-8000-000000000015', '00000001-0000-4000-8000-000000000004', 'Gemeenschappelijke ruimte', 1, 'Te reserveren via de beheerder', true, '00000002-0000-4000-8000-000000000009', '00000008-0000-4000-8000-000000000001', now() - interval '199 days'),
  ('00000003-0000-4000-8000-000000000016', '00000001-0000-4000-8000-000000000005', 'Zusterpost', 1, null, false, '00000002-0000-4000-8000-000000000011', '00000008-0000-4000-8000-000000000001', now() - interval '90 days'),
  ('00000003-0000-4000-8000-000000000017', '00000001-0000-4000-8000-000000000005', 'Technische ruimte kelder', 0, 'Warmtepomp en boiler', false, '00000002-0000-4000-8000-000000000011', '00000008-0000-4000-8000-000000000003', now() - interval '89 days');

-- ---------------------------------------------------------------------------
-- housing
-- ---------------------------------------------------------------------------
insert into public.housing (id, building_id, street, house_number, floor, square_meters, balcony_size, orientation, entrance, type, status, comments, created_at) values
  ('00000004-0000-4000-8000-000000000001', '00000001-0000-4000-8000-000000000002', 'Spaklerweg 45', '45-1', 1, 72.50, 6.00, 'Zuid', 'Hoofdentree Spaklerweg', 'rent', 'occupied', null, now() - interval '370 days'),
  ('00000004-0000-4000-8000-000000000002', '00000001-0000-4000-8000-000000000002', 'Spaklerweg 45', '45-2', 2, 88.00, 8.50, 'Zuidwest', 'Hoofdentree Spaklerweg', 'sale', 'sold', 'Oplevering afgerond', now() - interval '369 days'),
  ('00000004-0000-4000-8000-000000000003', '00000001-0000-4000-8000-000000000002', 'Spaklerweg 45', '45-3', 3, 64.00, 4.00, 'Noord', 'Hoofdentree Spaklerweg', 'rent', 'rented', 'Nieuwe huurder per volgende maand', now() - interval '368 days'),
  ('00000004-0000-4000-8000-000000000004', '00000001-0000-4000-8000-000000000002', 'Spaklerweg 45', '45-4', 4, 105.00, 12.00, 'Oost', 'Hoofdentree Spaklerweg', 'sale', 'reserved', null, now() - interval '367 days'),
  ('00000004-0000-4000-8000-000000000005', '00000001-0000-4000-8000-000000000002', 'Spaklerweg 45', '45-5', 5, 120.00, 15.50, 'West', 'Hoofdentree Spaklerweg', 'sale', 'occupied', 'Penthouse met dakterras', now() - interval '366 days'),
  ('00000004-0000-4000-8000-000000000006', '00000001-0000-4000-8000-000000000004', 'Laan van Meerdervoort 210', '210', 0, 58.00, null, 'Zuid', 'Ingang Meerdervoort', 'rent', 'occupied', 'Tuin aan de achterzijde', now() - interval '190 days'),
  ('00000004-0000-4000-8000-000000000007', '00000001-0000-4000-8000-000000000004', 'Laan van Meerdervoort 210', '210A', 1, 61.50, 3.50, 'Noord', 'Ingang Meerdervoort', 'rent', 'rented', null, now() - interval '189 days'),
  ('00000004-0000-4000-8000-000000000008', '00000001-0000-4000-8000-000000000004', 'Laan van Meerdervoort 210', '210B', 2, 61.50, 3.50, 'Noord', 'Tuinpoort', 'rent', 'reserved', 'Bezichtiging gepland', now() - interval '188 days'),
  ('00000004-0000-4000-8000-000000000009', '00000001-0000-4000-8000-000000000005', 'Stratumsedijk 30', '30-01', 1, 45.00, null, 'Oost', 'Hoofdingang Stratumsedijk', 'rent', 'occupied', 'Zorgappartement', now() - interval '80 days');

-- ---------------------------------------------------------------------------
-- tasks
-- ---------------------------------------------------------------------------
-- "today" = the start of today in Amsterdam, but never in the future: a task
-- that starts at max(start of today, now - 2 hours) has started and is today's.
insert into public.tasks (id, title, comments, created_at, start_date, end_date, hours_spent, is_completed, completed_at, is_recurring, recurrence_pattern, recurrence_end_date) values
  ('00000005-0000-4000-8000-000000000001', 'Meteropname: Water (Hoofdmeter Kantoor Utrecht)', 'Meterstand noteren in de meterkast op de begane grond.',
    now() - interval '1 day', greatest(date_trunc('day', now(), 'Europe/Amsterdam'), now() - interval '1 hour'), null, 0, false, null, false, null, null),
  ('00000005-0000-4000-8000-000000000002', 'Controle noodverlichting Kantoor Utrecht', 'Alle armaturen testen en defecte lampen noteren.',
    now() - interval '2 days', greatest(date_trunc('day', now(), 'Europe/Amsterdam'), now() - interval '2 hours'), null, 0.5, false, null, false, null, null),
  ('00000005-0000-4000-8000-000000000003', 'Sleuteloverdracht nieuwe huurder Spaklerweg 45-3', 'Twee voordeursleutels en een pas voor de fietsenstalling meegeven.',
    now() - interval '3 days', greatest(date_trunc('day', now(), 'Europe/Amsterdam'), now() - interval '90 minutes'), null, 0, false, null, false, null, null),
  ('00000005-0000-4000-8000-000000000004', 'Offerte dakonderhoud Woonhof Meerdervoort opvragen', 'Minimaal twee offertes vergelijken.',
    now() - interval '6 days', now() - interval '3 days', now() + interval '4 days', 1.5, false, null, false, null, null),
  ('00000005-0000-4000-8000-000000000005', 'Jaarlijkse ontruimingsoefening voorbereiden', 'BHV-ploeg inlichten en draaiboek bijwerken.',
    now() - interval '1 day', now() + interval '5 days', now() + interval '5 days 3 hours', 0, false, null, false, null, null),
  ('00000005-0000-4000-8000-000000000006', 'Rondgang parkeergarage Amstelkwartier', 'Verlichting, slagboom en laadpalen controleren.',
    now() - interval '30 days', now() - interval '14 days', null, 1, false, null, true, 'weekly', now() + interval '90 days'),
  ('00000005-0000-4000-8000-000000000007', 'Filters luchtbehandeling vervangen', 'Filters F7 vervangen in de luchtbehandelingskast.',
    now() - interval '5 days', now() - interval '3 days', now() - interval '2 days', 2.5, true, now() - interval '2 days', false, null, null),
  ('00000005-0000-4000-8000-000000000008', 'Controle brandblussers Bedrijvencentrum Coolsingel', 'Vervaldatum en drukmeter van alle blussers controleren.',
    now() - interval '60 days', now() - interval '45 days', null, 2, false, null, true, 'monthly', null);

-- ---------------------------------------------------------------------------
-- key_cabinets, keys, keys_spaces, spaces.key_id
-- ---------------------------------------------------------------------------
insert into public.key_cabinets (id, name, space_id, created_at) values
  ('00000006-0000-4000-8000-000000000001', 'Sleutelkast Receptie Utrecht', '00000003-0000-4000-8000-000000000001', now() - interval '395 days'),
  ('00000006-0000-4000-8000-000000000002', 'Sleutelkast Entreehal Amstelkwartier', '00000003-0000-4000-8000-000000000006', now() - interval '375 days'),
  ('00000006-0000-4000-8000-000000000003', 'Sleutelkast Receptie Coolsingel', '00000003-0000-4000-8000-000000000010', now() - interval '295 days');

insert into public.keys (id, number, key_cabinet_id, brand, description, floor, characteristics, created_at) values
  ('00000007-0000-4000-8000-000000000001', 'U-001', '00000006-0000-4000-8000-000000000001', 'Lips', 'Hoofdsleutel begane grond', 0, 'Rood label', now() - interval '394 days'),
  ('00000007-0000-4000-8000-000000000002', 'U-002', '00000006-0000-4000-8000-000000000001', 'Lips', 'Vergaderzaal Dom', 2, 'Blauw label', now() - interval '393 days'),
  ('00000007-0000-4000-8000-000000000003', 'U-003', '00000006-0000-4000-8000-000000000001', 'ABUS', 'Technische ruimte en meterkast', 0, 'Geel label, alleen voor monteurs', now() - interval '392 days'),
  ('00000007-0000-4000-8000-000000000004', 'A-101', '00000006-0000-4000-8000-000000000002', 'Nemef', 'Machinekamer lift A', 0, 'Genummerd plaatje', now() - interval '374 days'),
  ('00000007-0000-4000-8000-000000000005', 'A-102', '00000006-0000-4000-8000-000000000002', 'Nemef', 'Fietsenstalling en dakterras', 0, null, now() - interval '373 days'),
  ('00000007-0000-4000-8000-000000000006', 'R-201', '00000006-0000-4000-8000-000000000003', 'Dom', 'Serverruimte (reserve naast de pas)', 2, 'Verzegeld', now() - interval '294 days');

insert into public.keys_spaces (key_id, space_id) values
  ('00000007-0000-4000-8000-000000000001', '00000003-0000-4000-8000-000000000001'),
  ('00000007-0000-4000-8000-000000000001', '00000003-0000-4000-8000-000000000004'),
  ('00000007-0000-4000-8000-000000000002', '00000003-0000-4000-8000-000000000002'),
  ('00000007-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000003'),
  ('00000007-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000005'),
  ('00000007-0000-4000-8000-000000000004', '00000003-0000-4000-8000-000000000007'),
  ('00000007-0000-4000-8000-000000000005', '00000003-0000-4000-8000-000000000008'),
  ('00000007-0000-4000-8000-000000000005', '00000003-0000-4000-8000-000000000009'),
  ('00000007-0000-4000-8000-000000000006', '00000003-0000-4000-8000-000000000011');

update public.spaces set key_id = '00000007-0000-4000-8000-000000000001' where id in ('00000003-0000-4000-8000-000000000001', '00000003-0000-4000-8000-000000000004');
update public.spaces set key_id = '00000007-0000-4000-8000-000000000002' where id = '00000003-0000-4000-8000-000000000002';
update public.spaces set key_id = '00000007-0000-4000-8000-000000000003' where id in ('00000003-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000005');
update public.spaces set key_id = '00000007-0000-4000-8000-000000000004' where id = '00000003-0000-4000-8000-000000000007';
update public.spaces set key_id = '00000007-0000-4000-8000-000000000005' where id = '00000003-0000-4000-8000-000000000008';
update public.spaces set key_id = '00000007-0000-4000-8000-000000000006' where id = '00000003-0000-4000-8000-000000000011';

-- ---------------------------------------------------------------------------
-- suppliers, their facility types, mechanics
-- ---------------------------------------------------------------------------
insert into public.suppliers (id, company_name, name, email, phone, address, postal_code, city, country, vat_number, kvk_number, website, comments, created_at) values
  ('00000009-0000-4000-8000-000000000001', 'Glans Schoonmaakdiensten B.V.', 'Fatima Bouzid', 'planning@glans-schoonmaak.example.nl', '030 234 5678', 'Kanaalweg 14', '3526 KL', 'Utrecht', 'Nederland', 'NL812345678B01', '30123456', 'https://www.glans-schoonmaak.example.nl', 'Dagelijkse schoonmaak kantoren Utrecht en Rotterdam', now() - interval '390 days'),
  ('00000009-0000-4000-8000-000000000002', 'Frisse Start Facilitair', 'Kees van Dijk', 'info@frissestart.example.nl', '020 765 4321', 'Hoogte Kadijk 8', '1018 BE', 'Amsterdam', 'Nederland', 'NL823456789B01', '34234567', 'https://frissestart.example.nl', 'Glazenwassen en periodieke schoonmaak', now() - interval '360 days'),
  ('00000009-0000-4000-8000-000000000003', 'Hollandse Liftservice B.V.', 'Ruud Hendriks', 'storingen@hollandse-liftservice.example.nl', '088 123 4000', 'Industrieweg 55', '3044 AS', 'Rotterdam', 'Nederland', 'NL834567890B01', '24345678', 'https://www.hollandse-liftservice.example.nl', '24/7 storingsdienst', now() - interval '350 days'),
  ('00000009-0000-4000-8000-000000000004', 'KlimaatTechniek Van den Berg', 'Anouk van den Berg', 'service@klimaattechniek.example.nl', '040 211 3344', 'Ekkersrijt 4102', '5692 DA', 'Son en Breugel', 'Nederland', 'NL845678901B01', '17456789', 'https://klimaattechniek.example.nl', null, now() - interval '340 days'),
  ('00000009-0000-4000-8000-000000000005', 'Brandveilig Nederland B.V.', 'Erik Smit', 'keuringen@brandveilig.example.nl', '070 310 2020', 'Binckhorstlaan 36', '2516 BE', 'Den Haag', 'Nederland', 'NL856789012B01', '27567890', 'https://www.brandveilig.example.nl', 'NEN 2535 en NEN 2654 gecertificeerd', now() - interval '330 days'),
  ('00000009-0000-4000-8000-000000000006', 'Elektro Jansen Installaties', 'Mark Jansen', 'mark@elektrojansen.example.nl', '06 12345678', 'Voorstraat 12', '3512 AP', 'Utrecht', 'Nederland', null, '30678901', null, 'Kleine werkzaamheden, snel ter plaatse', now() - interval '320 days');

insert into public.suppliers_facility_types (supplier_id, facility_type_id) values
  ('00000009-0000-4000-8000-000000000001', '00000008-0000-4000-8000-000000000001'),
  ('00000009-0000-4000-8000-000000000002', '00000008-0000-4000-8000-000000000001'),
  ('00000009-0000-4000-8000-000000000003', '00000008-0000-4000-8000-000000000002'),
  ('00000009-0000-4000-8000-000000000004', '00000008-0000-4000-8000-000000000003'),
  ('00000009-0000-4000-8000-000000000004', '00000008-0000-4000-8000-000000000007'),
  ('00000009-0000-4000-8000-000000000005', '00000008-0000-4000-8000-000000000004'),
  ('00000009-0000-4000-8000-000000000005', '00000008-0000-4000-8000-000000000005'),
  ('00000009-0000-4000-8000-000000000006', '00000008-0000-4000-8000-000000000006'),
  ('00000009-0000-4000-8000-000000000006', '00000008-0000-4000-8000-000000000004');

insert into public.mechanics (id, name, supplier_id, mobile_phone, comments, created_at) values
  ('00000010-0000-4000-8000-000000000001', 'Jan de Boer', '00000009-0000-4000-8000-000000000003', '06 21436587', 'Vaste liftmonteur Amstelkwartier', now() - interval '340 days'),
  ('00000010-0000-4000-8000-000000000002', 'Sanne Visser', '00000009-0000-4000-8000-000000000004', '06 34567812', 'Specialist warmtepompen', now() - interval '300 days'),
  ('00000010-0000-4000-8000-000000000003', 'Mohamed El Amrani', '00000009-0000-4000-8000-000000000006', '06 45678123', null, now() - interval '250 days'),
  ('00000010-0000-4000-8000-000000000004', 'Pieter Bakker', null, '06 56781234', 'Zelfstandig klusjesman, op afroep', now() - interval '100 days');

-- ---------------------------------------------------------------------------
-- companies (VvE) and owners
-- ---------------------------------------------------------------------------
insert into public.companies (id, name, contact_person, email, phone, street, house_number, postal_code, city, comments, created_at) values
  ('00000011-0000-4000-8000-000000000001', 'VvE Residentie Amstelkwartier', 'Ingrid Mulder', 'bestuur@vve-amstelkwartier.example.nl', '020 555 1234', 'Spaklerweg', '45', '1114 AE', 'Amsterdam', 'Ledenvergadering elk voorjaar', now() - interval '370 days'),
  ('00000011-0000-4000-8000-000000000002', 'VvE Woonhof Meerdervoort', 'Hans de Groot', 'secretaris@vve-meerdervoort.example.nl', '070 555 9876', 'Laan van Meerdervoort', '210', '2563 AA', 'Den Haag', null, now() - interval '190 days'),
  ('00000011-0000-4000-8000-000000000003', 'VvE Bedrijvencentrum Coolsingel', 'Lotte Vermeulen', 'beheer@vve-coolsingel.example.nl', '010 555 4455', 'Coolsingel', '88', '3011 AG', 'Rotterdam', 'Meerjarenonderhoudsplan tot 2030', now() - interval '290 days');

insert into public.owners (id, company_name, contact_person, email, phone, address, postal_code, city, country, kvk_number, vat_number, comments, created_at) values
  ('00000012-0000-4000-8000-000000000001', 'Vastgoedfonds Domstad B.V.', 'Willem Peters', 'w.peters@domstad-vastgoed.example.nl', '030 600 7000', 'Catharijnesingel 50', '3511 GC', 'Utrecht', 'Nederland', '30987654', 'NL867890123B01', 'Eigenaar Kantoor Utrecht', now() - interval '400 days'),
  ('00000012-0000-4000-8000-000000000002', 'Woonstichting Haaglanden', 'Esther Koster', 'e.koster@woonstichting-haaglanden.example.nl', '070 600 8000', 'Prinsegracht 12', '2512 GA', 'Den Haag', 'Nederland', '27876543', 'NL878901234B01', null, now() - interval '200 days'),
  ('00000012-0000-4000-8000-000000000003', 'Maasstad Real Estate Holding B.V.', 'Thomas Willems', 't.willems@maasstad-re.example.nl', '010 600 9000', 'Wilhelminakade 1', '3072 AP', 'Rotterdam', 'Nederland', '24765432', 'NL889012345B01', 'Eigenaar Bedrijvencentrum Coolsingel', now() - interval '300 days');

-- ---------------------------------------------------------------------------
-- technical_provisions and their owners
-- ---------------------------------------------------------------------------
insert into public.technical_provisions (id, device_name, type_and_model, manufacturer, serial_number, compatibility, facility_type_id, space_id, installation_date, installer_id, warranty_end_date, requires_inspection, next_inspection_date, next_maintenance_date, service_company_id, status, company_id, created_at) values
  ('00000013-0000-4000-8000-000000000001', 'Personenlift A', 'MonoSpace 500', 'Kone', 'KN-2019-004512', '8 personen, 630 kg', '00000008-0000-4000-8000-000000000002', '00000003-0000-4000-8000-000000000007', current_date - 2200, '00000009-0000-4000-8000-000000000003', current_date - 1100, true, current_date + 20, current_date + 3, '00000009-0000-4000-8000-000000000003', 'in_repair', '00000011-0000-4000-8000-000000000001', now() - interval '370 days'),
  ('00000013-0000-4000-8000-000000000002', 'CV-ketel', 'HR-ketel Ecotec Plus 48', 'Vaillant', 'VL-21-88341', 'Aardgas, 48 kW', '00000008-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000003', current_date - 1500, '00000009-0000-4000-8000-000000000004', current_date + 300, false, null, current_date + 5, '00000009-0000-4000-8000-000000000004', 'active', null, now() - interval '390 days'),
  ('00000013-0000-4000-8000-000000000003', 'Airconditioning serverruimte', 'FTXM35R', 'Daikin', 'DK-22-550911', 'R32, 3,5 kW koelvermogen', '00000008-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000011', current_date - 900, '00000009-0000-4000-8000-000000000004', current_date + 200, false, null, current_date + 1, '00000009-0000-4000-8000-000000000004', 'out_of_order', '00000011-0000-4000-8000-000000000003', now() - interval '290 days'),
  ('00000013-0000-4000-8000-000000000004', 'Brandmeldcentrale', 'BMC 4000', 'Siemens', 'SI-20-771203', 'Gekoppeld aan doormelding meldkamer', '00000008-0000-4000-8000-000000000004', '00000003-0000-4000-8000-000000000010', current_date - 1800, '00000009-0000-4000-8000-000000000005', current_date - 700, true, current_date + 45, current_date + 30, '00000009-0000-4000-8000-000000000005', 'active', '00000011-0000-4000-8000-000000000003', now() - interval '280 days'),
  ('00000013-0000-4000-8000-000000000005', 'Noodverlichting', 'Centraal systeem CLS 24', 'Philips', 'PH-19-220045', '36 armaturen', '00000008-0000-4000-8000-000000000004', '00000003-0000-4000-8000-000000000001', current_date - 2000, '00000009-0000-4000-8000-000000000006', current_date - 900, true, current_date + 10, current_date + 40, '00000009-0000-4000-8000-000000000005', 'active', null, now() - interval '385 days'),
  ('00000013-0000-4000-8000-000000000006', 'Warmtepomp', 'Geotherm VWL 101/3', 'Vaillant', 'VL-23-104477', 'Bodemwarmte, 10 kW', '00000008-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000017', current_date - 400, '00000009-0000-4000-8000-000000000004', current_date + 1400, true, current_date + 55, current_date + 12, '00000009-0000-4000-8000-000000000004', 'active', null, now() - interval '85 days'),
  ('00000013-0000-4000-8000-000000000007', 'Toegangscontrolesysteem', 'AEOS 2023', 'Nedap', 'ND-23-009876', 'Mifare DESFire passen', '00000008-0000-4000-8000-000000000005', '00000003-0000-4000-8000-000000000014', current_date - 300, '00000009-0000-4000-8000-000000000005', current_date + 430, false, null, current_date + 90, '00000009-0000-4000-8000-000000000005', 'active', '00000011-0000-4000-8000-000000000002', now() - interval '180 days'),
  ('00000013-0000-4000-8000-000000000008', 'Goederenlift', 'Schindler 3300', 'Schindler', 'SC-18-334455', '1000 kg', '00000008-0000-4000-8000-000000000002', '00000003-0000-4000-8000-000000000012', current_date - 2500, '00000009-0000-4000-8000-000000000003', current_date - 1400, true, current_date + 33, current_date + 6, '00000009-0000-4000-8000-000000000003', 'active', '00000011-0000-4000-8000-000000000003', now() - interval '270 days');

insert into public.owners_technical_provisions (owner_id, technical_provision_id) values
  ('00000012-0000-4000-8000-000000000001', '00000013-0000-4000-8000-000000000002'),
  ('00000012-0000-4000-8000-000000000001', '00000013-0000-4000-8000-000000000005'),
  ('00000012-0000-4000-8000-000000000003', '00000013-0000-4000-8000-000000000003'),
  ('00000012-0000-4000-8000-000000000003', '00000013-0000-4000-8000-000000000004'),
  ('00000012-0000-4000-8000-000000000003', '00000013-0000-4000-8000-000000000008'),
  ('00000012-0000-4000-8000-000000000002', '00000013-0000-4000-8000-000000000007');

-- ---------------------------------------------------------------------------
-- utilities and readings (exactly one readable 'Water': the calendar's
-- 'Meteropname: Water (...)' task looks it up as a single row)
-- ---------------------------------------------------------------------------
insert into public.utilities (id, type, space_id, meter_number, is_readable, capacity, shutoff_point, created_at) values
  ('00000014-0000-4000-8000-000000000001', 'Water', '00000003-0000-4000-8000-000000000005', 'W-2019-558310', true, 'Aansluiting DN40', 'Hoofdkraan links in de meterkast, sleutel U-003', now() - interval '395 days'),
  ('00000014-0000-4000-8000-000000000002', 'Elektriciteit', '00000003-0000-4000-8000-000000000005', 'E-8712-004455', true, '3x80A', 'Hoofdschakelaar in de meterkast begane grond', now() - interval '395 days'),
  ('00000014-0000-4000-8000-000000000003', 'Gas', '00000003-0000-4000-8000-000000000003', 'G-16-77120', false, 'G16', 'Gaskraan naast de CV-ketel', now() - interval '390 days'),
  ('00000014-0000-4000-8000-000000000004', 'Internet', '00000003-0000-4000-8000-000000000011', 'Glasvezel 1000/1000', false, '1 Gbit/s', 'Netwerkkast rack 1, label FTU-01', now() - interval '290 days'),
  ('00000014-0000-4000-8000-000000000005', 'Warmte', '00000003-0000-4000-8000-000000000017', 'WM-2023-1201', false, '10 kW', 'Afsluiters aan de voorzijde van de warmtepomp', now() - interval '85 days'),
  ('00000014-0000-4000-8000-000000000006', 'Anders', null, null, false, null, 'Regenwaterpomp, schakelaar in de tuinberging', now() - interval '150 days');

insert into public.utility_readings (id, utility_id, reading_value, reading_date, created_at) values
  ('00000015-0000-4000-8000-000000000001', '00000014-0000-4000-8000-000000000001', '1843,2', now() - interval '90 days', now() - interval '90 days'),
  ('00000015-0000-4000-8000-000000000002', '00000014-0000-4000-8000-000000000001', '1901,7', now() - interval '60 days', now() - interval '60 days'),
  ('00000015-0000-4000-8000-000000000003', '00000014-0000-4000-8000-000000000001', '1958,4', now() - interval '30 days', now() - interval '30 days'),
  ('00000015-0000-4000-8000-000000000004', '00000014-0000-4000-8000-000000000002', '48211', now() - interval '60 days', now() - interval '60 days'),
  ('00000015-0000-4000-8000-000000000005', '00000014-0000-4000-8000-000000000002', '50876', now() - interval '30 days', now() - interval '30 days');

-- ---------------------------------------------------------------------------
-- parking_spaces
-- ---------------------------------------------------------------------------
insert into public.parking_spaces (id, space_number, type, building_id, housing_id, location, comments, created_at) values
  ('00000016-0000-4000-8000-000000000001', 'P-01', 'regular', '00000001-0000-4000-8000-000000000002', '00000004-0000-4000-8000-000000000001', 'Parkeergarage, niveau -1', null, now() - interval '360 days'),
  ('00000016-0000-4000-8000-000000000002', 'P-02', 'electric', '00000001-0000-4000-8000-000000000002', '00000004-0000-4000-8000-000000000005', 'Parkeergarage, niveau -1', 'Laadpaal 11 kW', now() - interval '360 days'),
  ('00000016-0000-4000-8000-000000000003', 'P-03', 'disabled', '00000001-0000-4000-8000-000000000002', null, 'Naast de liftentree', 'Extra breed vak', now() - interval '360 days'),
  ('00000016-0000-4000-8000-000000000004', 'P-04', 'visitor', '00000001-0000-4000-8000-000000000002', null, 'Bij de slagboom', null, now() - interval '360 days'),
  ('00000016-0000-4000-8000-000000000005', 'B-1', 'regular', '00000001-0000-4000-8000-000000000004', '00000004-0000-4000-8000-000000000006', 'Binnenterrein', null, now() - interval '180 days'),
  ('00000016-0000-4000-8000-000000000006', 'K-12', 'electric', '00000001-0000-4000-8000-000000000003', null, 'Parkeerkelder Coolsingel', 'Deelauto', now() - interval '280 days');

-- ---------------------------------------------------------------------------
-- malfunctions: every priority, open and resolved
-- ---------------------------------------------------------------------------
insert into public.malfunctions (id, technical_provision_id, supplier_id, description, started_at, resolved_at, priority, created_at) values
  ('00000017-0000-4000-8000-000000000001', '00000013-0000-4000-8000-000000000003', '00000009-0000-4000-8000-000000000004', 'Airconditioning serverruimte valt steeds uit, temperatuur loopt op tot 32 graden', now() - interval '6 hours', null, 'critical', now() - interval '6 hours'),
  ('00000017-0000-4000-8000-000000000002', '00000013-0000-4000-8000-000000000001', '00000009-0000-4000-8000-000000000003', 'Lift A blijft hangen tussen de derde en vierde etage', now() - interval '1 day', null, 'high', now() - interval '1 day'),
  ('00000017-0000-4000-8000-000000000003', '00000013-0000-4000-8000-000000000002', '00000009-0000-4000-8000-000000000004', 'CV-ketel geeft storingscode F28, geen warm water op de tweede etage', now() - interval '2 days', null, 'high', now() - interval '2 days'),
  ('00000017-0000-4000-8000-000000000004', '00000013-0000-4000-8000-000000000005', '00000009-0000-4000-8000-000000000005', 'Drie armaturen noodverlichting branden niet in het trappenhuis', now() - interval '4 days', null, 'medium', now() - interval '4 days'),
  ('00000017-0000-4000-8000-000000000005', '00000013-0000-4000-8000-000000000007', null, 'Paslezer tuinpoort reageert traag', now() - interval '20 days', now() - interval '18 days', 'low', now() - interval '20 days'),
  ('00000017-0000-4000-8000-000000000006', '00000013-0000-4000-8000-000000000008', '00000009-0000-4000-8000-000000000003', 'Goederenlift deur sluit niet volledig', now() - interval '12 days', now() - interval '10 days', 'high', now() - interval '12 days'),
  ('00000017-0000-4000-8000-000000000007', '00000013-0000-4000-8000-000000000006', '00000009-0000-4000-8000-000000000004', 'Warmtepomp maakt tikkend geluid bij opstarten', now() - interval '3 days', null, 'low', now() - interval '3 days');

-- ---------------------------------------------------------------------------
-- cleaning_requests (quotes) and cleaning_complaints
-- ---------------------------------------------------------------------------
insert into public.cleaning_requests (id, description, space_id, supplier_id, status, requested_at, completed_at, created_at) values
  ('00000018-0000-4000-8000-000000000001', 'Graag een prijsopgave voor het dieptereinigen van de vloerbedekking in de kantoortuin op de derde etage.', '00000003-0000-4000-8000-000000000004', '00000009-0000-4000-8000-000000000001', 'pending', now() - interval '1 day', null, now() - interval '1 day'),
  ('00000018-0000-4000-8000-000000000002', 'Verzoek om een offerte voor het wekelijks reinigen van de entreehal, inclusief brievenbussen en glaswerk.', '00000003-0000-4000-8000-000000000006', '00000009-0000-4000-8000-000000000002', 'approved', now() - interval '8 days', null, now() - interval '8 days'),
  ('00000018-0000-4000-8000-000000000003', 'Eenmalige grondige schoonmaak van het bedrijfsrestaurant na de verbouwing van de keuken.', '00000003-0000-4000-8000-000000000012', '00000009-0000-4000-8000-000000000001', 'completed', now() - interval '30 days', now() - interval '21 days', now() - interval '30 days'),
  ('00000018-0000-4000-8000-000000000004', 'Prijsopgave voor het reinigen van het dakterras en de afvoerputten.', '00000003-0000-4000-8000-000000000009', '00000009-0000-4000-8000-000000000002', 'cancelled', now() - interval '45 days', null, now() - interval '45 days');

insert into public.cleaning_complaints (id, space_id, description, status, reported_at, resolved_at, created_at) values
  ('00000019-0000-4000-8000-000000000001', '00000003-0000-4000-8000-000000000002', 'Prullenbakken in vergaderzaal Dom zijn al twee dagen niet geleegd.', 'open', now() - interval '5 hours', null, now() - interval '5 hours'),
  ('00000019-0000-4000-8000-000000000002', '00000003-0000-4000-8000-000000000006', 'Vlekken op de vloer van de entreehal na de regen.', 'in_progress', now() - interval '2 days', null, now() - interval '2 days'),
  ('00000019-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000012', 'Tafels in het bedrijfsrestaurant plakken na de lunch.', 'resolved', now() - interval '10 days', now() - interval '8 days', now() - interval '10 days'),
  ('00000019-0000-4000-8000-000000000004', '00000003-0000-4000-8000-000000000015', 'Dubbele melding van een vieze keukenhoek.', 'cancelled', now() - interval '15 days', null, now() - interval '15 days');

-- ---------------------------------------------------------------------------
-- nuisances, with and without follow-up; every report has a building (location)
-- ---------------------------------------------------------------------------
insert into public.nuisances (id, date_time, location, space_id, housing_id, parking_space_id, description, has_photo, message_left, resident_contacted, follow_up_required, follow_up_completed_at, created_at) values
  ('00000020-0000-4000-8000-000000000001', now() - interval '1 day 3 hours', '00000001-0000-4000-8000-000000000002', null, '00000004-0000-4000-8000-000000000003', null,
    'Geluidsoverlast door harde muziek na middernacht. Er is een bericht achtergelaten. De overlastgever is aangesproken. Vervolgactie is noodzakelijk.', false, true, true, true, null, now() - interval '1 day'),
  ('00000020-0000-4000-8000-000000000002', now() - interval '3 days', '00000001-0000-4000-8000-000000000002', '00000003-0000-4000-8000-000000000008', null, '00000016-0000-4000-8000-000000000004',
    'Fietsen en een scooter blokkeren de doorgang in de fietsenstalling en het bezoekersvak. Vervolgactie is noodzakelijk.', true, false, false, true, null, now() - interval '3 days'),
  ('00000020-0000-4000-8000-000000000003', now() - interval '6 days', '00000001-0000-4000-8000-000000000004', null, '00000004-0000-4000-8000-000000000006', null,
    'Huisvuil naast de container bij de tuinpoort. Er is een bericht achtergelaten.', true, true, false, false, null, now() - interval '6 days'),
  ('00000020-0000-4000-8000-000000000004', now() - interval '14 days', '00000001-0000-4000-8000-000000000001', null, null, null,
    'Anonieme melding van een hondenpoep op de stoep voor meerdere panden.', false, false, false, false, null, now() - interval '14 days'),
  ('00000020-0000-4000-8000-000000000005', now() - interval '20 days', '00000001-0000-4000-8000-000000000003', '00000003-0000-4000-8000-000000000012', null, null,
    'Stankoverlast uit de afzuiging van het bedrijfsrestaurant. De overlastgever is aangesproken. Vervolgactie is noodzakelijk.', false, false, true, true, now() - interval '15 days', now() - interval '20 days');
