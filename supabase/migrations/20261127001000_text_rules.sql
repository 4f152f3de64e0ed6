-- Text rules (issue #27): text that shows nothing, control characters inside text,
-- and near-duplicates of the unique text keys. Builds on 20261122000002_value_rules.sql.
--
--   1. not blank, wider: public.is_blank now also removes the control characters
--      (C0 U+0001..U+001F, DEL U+007F, C1 U+0080..U+009F), U+2800 (braille pattern
--      blank), U+FFFC (object replacement character) and every combining mark
--      (Unicode's General_Category M: a mark alone has nothing to sit on). Every
--      *_not_blank CHECK is added again, so existing rows are checked once more;
--   2. control characters: every free text column refuses them. A column whose form
--      field is multi-line (descriptions, comments, the note of a service, the
--      shut-off point) keeps line breaks, \n and \r\n (<table>_<column>_printable);
--      every other column is one line (<table>_<column>_single_line: no control
--      character at all, nor U+2028/U+2029). TAB is a control character like any
--      other: refused everywhere (a textarea cannot take one from the keyboard, and in
--      a list cell or an export it breaks the columns). Columns with a format (e-mail,
--      phone, website, postcode, KvK, VAT, meter reading) refuse them through it.
--      The names sort after *_not_blank and *_length (CHECKs run in name order), so a
--      value of control characters only is "missing" first;
--   3. unique text keys on a normalised form (public.text_key): house numbers per
--      building, parking space numbers per building, key numbers per key cabinet and
--      facility type names. Stored trimmed (public.trim_blank, a trigger per table).
--      The unique indexes keep the names of the constraints they replace, so a
--      duplicate keeps its Dutch message; facility_types_name_key (the exact name) is
--      gone, the normalised index covers it. import_housing reports blank house
--      numbers, control characters and near-duplicates per row.
--
-- libs/data/src/fields.ts (isBlank, requiredText, optionalText) refuses the same in
-- the forms; libs/data/src/constraintMessages.ts (LINE_RULES, MULTILINE_TEXT) names
-- the columns and gives the Dutch messages. The migration changes no data: a row
-- that breaks a rule (or two keys that are now equal) make it fail loudly.

-- ---------------------------------------------------------------------------
-- 1. Not blank
-- ---------------------------------------------------------------------------
-- True when `value` shows nothing: nothing is left after removing
--   * every Unicode space and invisible character (White_Space,
--     Default_Ignorable_Code_Point: the list of 20261122000002_value_rules.sql),
--   * the control characters U+0001..U+001F, U+007F..U+009F (U+0000 cannot be stored),
--   * U+2800 (braille pattern blank) and U+FFFC (object replacement character),
--   * every combining mark (General_Category Mn, Mc, Me of Unicode 17).
-- libs/data/src/fields.ts (isBlank) removes the same characters (its unit test
-- compares the two for every code point). NULL gives NULL.
create or replace function public.is_blank(value text) returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '['
    -- White_Space and Default_Ignorable_Code_Point
    || '\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F'
    || '\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8'
    || '\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF'
    -- control characters, braille pattern blank, object replacement character
    || '\u0001-\u001F\u007F-\u009F\u2800\uFFFC'
    -- combining marks
    || '\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A'
    || '\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A'
    || '\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D'
    || '\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957'
    || '\u0962\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09FE'
    || '\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81-\u0A83'
    || '\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C'
    || '\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8'
    || '\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56'
    || '\u0C62\u0C63\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3'
    || '\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63'
    || '\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E'
    || '\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84'
    || '\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060\u1062-\u1064'
    || '\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F\u1712-\u1715'
    || '\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9'
    || '\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F\u1AB0-\u1ADD'
    || '\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BE6-\u1BF3'
    || '\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0'
    || '\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F'
    || '\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF'
    || '\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C\uAA4D'
    || '\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6'
    || '\uABE3-\uABEA\uABEC\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\U000101FD\U000102E0'
    || '\U00010376-\U0001037A\U00010A01-\U00010A03\U00010A05\U00010A06\U00010A0C-\U00010A0F'
    || '\U00010A38-\U00010A3A\U00010A3F\U00010AE5\U00010AE6\U00010D24-\U00010D27\U00010D69-\U00010D6D'
    || '\U00010EAB\U00010EAC\U00010EFA-\U00010EFF\U00010F46-\U00010F50\U00010F82-\U00010F85'
    || '\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073\U00011074\U0001107F-\U00011082'
    || '\U000110B0-\U000110BA\U000110C2\U00011100-\U00011102\U00011127-\U00011134\U00011145\U00011146'
    || '\U00011173\U00011180-\U00011182\U000111B3-\U000111C0\U000111C9-\U000111CC\U000111CE\U000111CF'
    || '\U0001122C-\U00011237\U0001123E\U00011241\U000112DF-\U000112EA\U00011300-\U00011303'
    || '\U0001133B\U0001133C\U0001133E-\U00011344\U00011347\U00011348\U0001134B-\U0001134D\U00011357'
    || '\U00011362\U00011363\U00011366-\U0001136C\U00011370-\U00011374\U000113B8-\U000113C0\U000113C2'
    || '\U000113C5\U000113C7-\U000113CA\U000113CC-\U000113D0\U000113D2\U000113E1\U000113E2'
    || '\U00011435-\U00011446\U0001145E\U000114B0-\U000114C3\U000115AF-\U000115B5\U000115B8-\U000115C0'
    || '\U000115DC\U000115DD\U00011630-\U00011640\U000116AB-\U000116B7\U0001171D-\U0001172B'
    || '\U0001182C-\U0001183A\U00011930-\U00011935\U00011937\U00011938\U0001193B-\U0001193E\U00011940'
    || '\U00011942\U00011943\U000119D1-\U000119D7\U000119DA-\U000119E0\U000119E4\U00011A01-\U00011A0A'
    || '\U00011A33-\U00011A39\U00011A3B-\U00011A3E\U00011A47\U00011A51-\U00011A5B\U00011A8A-\U00011A99'
    || '\U00011B60-\U00011B67\U00011C2F-\U00011C36\U00011C38-\U00011C3F\U00011C92-\U00011CA7'
    || '\U00011CA9-\U00011CB6\U00011D31-\U00011D36\U00011D3A\U00011D3C\U00011D3D\U00011D3F-\U00011D45'
    || '\U00011D47\U00011D8A-\U00011D8E\U00011D90\U00011D91\U00011D93-\U00011D97\U00011EF3-\U00011EF6'
    || '\U00011F00\U00011F01\U00011F03\U00011F34-\U00011F3A\U00011F3E-\U00011F42\U00011F5A\U00013440'
    || '\U00013447-\U00013455\U0001611E-\U0001612F\U00016AF0-\U00016AF4\U00016B30-\U00016B36\U00016F4F'
    || '\U00016F51-\U00016F87\U00016F8F-\U00016F92\U00016FE4\U00016FF0\U00016FF1\U0001BC9D\U0001BC9E'
    || '\U0001CF00-\U0001CF2D\U0001CF30-\U0001CF46\U0001D165-\U0001D169\U0001D16D-\U0001D172'
    || '\U0001D17B-\U0001D182\U0001D185-\U0001D18B\U0001D1AA-\U0001D1AD\U0001D242-\U0001D244'
    || '\U0001DA00-\U0001DA36\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84\U0001DA9B-\U0001DA9F'
    || '\U0001DAA1-\U0001DAAF\U0001E000-\U0001E006\U0001E008-\U0001E018\U0001E01B-\U0001E021'
    || '\U0001E023\U0001E024\U0001E026-\U0001E02A\U0001E08F\U0001E130-\U0001E136\U0001E2AE'
    || '\U0001E2EC-\U0001E2EF\U0001E4EC-\U0001E4EF\U0001E5EE\U0001E5EF\U0001E6E3\U0001E6E6'
    || '\U0001E6EE\U0001E6EF\U0001E6F5\U0001E8D0-\U0001E8D6\U0001E944-\U0001E94A\U000E0100-\U000E01EF'
    || ']',
    '',
    'g'
  ) = ''
$$;
comment on function public.is_blank(text) is
  'Waar als de tekst niets laat zien: na het weghalen van alle (Unicode-)spaties, onzichtbare tekens, stuurtekens, U+2800, U+FFFC en combinerende tekens blijft niets over. Gebruikt door elke *_not_blank CHECK.';

-- Every *_not_blank CHECK again (same name and definition), so that every existing
-- row is checked with the wider function.
do $$
declare
  c record;
begin
  for c in
    select conrelid::regclass as rel, conname, pg_get_constraintdef(oid) as definition
      from pg_catalog.pg_constraint
     where connamespace = 'public'::regnamespace and contype = 'c' and conname like '%\_not\_blank'
     order by conname
  loop
    execute format('alter table %s drop constraint %I, add constraint %I %s', c.rel, c.conname, c.conname, c.definition);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. Control characters
-- ---------------------------------------------------------------------------
-- One line: no control character (C0, DEL, C1: also no tab, no line break) and no
-- line or paragraph separator (U+2028, U+2029). NULL gives NULL.
create function public.is_single_line(value text) returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029]'
$$;
comment on function public.is_single_line(text) is
  'Waar als de tekst op één regel staat: geen regeleinde, tab of ander stuurteken. Gebruikt door elke *_single_line CHECK.';

-- Multi-line: line breaks (\n, or \r\n) and no other control character (no tab, no
-- \r on its own, no U+0085). NULL gives NULL.
create function public.is_printable(value text) returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)'
$$;
comment on function public.is_printable(text) is
  'Waar als de tekst geen stuurtekens bevat, behalve regeleinden (\n of \r\n). Gebruikt door elke *_printable CHECK.';

revoke execute on function public.is_single_line(text), public.is_printable(text) from public, anon;
grant execute on function public.is_single_line(text), public.is_printable(text) to authenticated, service_role;

-- The columns, as in libs/data/src/constraintMessages.ts (LINE_RULES).
alter table public.buildings
  add constraint buildings_name_single_line check (public.is_single_line(name)),
  add constraint buildings_street_single_line check (public.is_single_line(street)),
  add constraint buildings_city_single_line check (public.is_single_line(city));
alter table public.entrances_and_exits
  add constraint entrances_and_exits_name_single_line check (public.is_single_line(name)),
  add constraint entrances_and_exits_description_printable check (public.is_printable(description));
alter table public.facility_types
  add constraint facility_types_name_single_line check (public.is_single_line(name)),
  add constraint facility_types_description_printable check (public.is_printable(description));
alter table public.spaces
  add constraint spaces_name_single_line check (public.is_single_line(name)),
  add constraint spaces_comments_printable check (public.is_printable(comments));
alter table public.housing
  add constraint housing_street_single_line check (public.is_single_line(street)),
  add constraint housing_house_number_single_line check (public.is_single_line(house_number)),
  add constraint housing_orientation_single_line check (public.is_single_line(orientation)),
  add constraint housing_entrance_single_line check (public.is_single_line(entrance)),
  add constraint housing_comments_printable check (public.is_printable(comments));
alter table public.tasks
  add constraint tasks_title_single_line check (public.is_single_line(title)),
  add constraint tasks_comments_printable check (public.is_printable(comments));
alter table public.key_cabinets
  add constraint key_cabinets_name_single_line check (public.is_single_line(name));
alter table public.keys
  add constraint keys_number_single_line check (public.is_single_line(number)),
  add constraint keys_brand_single_line check (public.is_single_line(brand)),
  add constraint keys_description_printable check (public.is_printable(description)),
  add constraint keys_characteristics_single_line check (public.is_single_line(characteristics));
alter table public.suppliers
  add constraint suppliers_company_name_single_line check (public.is_single_line(company_name)),
  add constraint suppliers_name_single_line check (public.is_single_line(name)),
  add constraint suppliers_address_single_line check (public.is_single_line(address)),
  add constraint suppliers_city_single_line check (public.is_single_line(city)),
  add constraint suppliers_country_single_line check (public.is_single_line(country)),
  add constraint suppliers_comments_printable check (public.is_printable(comments));
alter table public.mechanics
  add constraint mechanics_name_single_line check (public.is_single_line(name)),
  add constraint mechanics_comments_printable check (public.is_printable(comments));
alter table public.key_loans
  add constraint key_loans_borrower_name_single_line check (public.is_single_line(borrower_name)),
  add constraint key_loans_borrower_company_single_line check (public.is_single_line(borrower_company));
alter table public.companies
  add constraint companies_name_single_line check (public.is_single_line(name)),
  add constraint companies_contact_person_single_line check (public.is_single_line(contact_person)),
  add constraint companies_street_single_line check (public.is_single_line(street)),
  add constraint companies_house_number_single_line check (public.is_single_line(house_number)),
  add constraint companies_city_single_line check (public.is_single_line(city)),
  add constraint companies_comments_printable check (public.is_printable(comments));
alter table public.owners
  add constraint owners_company_name_single_line check (public.is_single_line(company_name)),
  add constraint owners_contact_person_single_line check (public.is_single_line(contact_person)),
  add constraint owners_address_single_line check (public.is_single_line(address)),
  add constraint owners_city_single_line check (public.is_single_line(city)),
  add constraint owners_country_single_line check (public.is_single_line(country)),
  add constraint owners_comments_printable check (public.is_printable(comments));
alter table public.technical_provisions
  add constraint technical_provisions_device_name_single_line check (public.is_single_line(device_name)),
  add constraint technical_provisions_type_and_model_single_line check (public.is_single_line(type_and_model)),
  add constraint technical_provisions_manufacturer_single_line check (public.is_single_line(manufacturer)),
  add constraint technical_provisions_serial_number_single_line check (public.is_single_line(serial_number)),
  add constraint technical_provisions_compatibility_single_line check (public.is_single_line(compatibility));
alter table public.provision_services
  add constraint provision_services_note_printable check (public.is_printable(note));
alter table public.utilities
  add constraint utilities_meter_number_single_line check (public.is_single_line(meter_number)),
  add constraint utilities_capacity_single_line check (public.is_single_line(capacity)),
  add constraint utilities_shutoff_point_printable check (public.is_printable(shutoff_point));
alter table public.malfunctions
  add constraint malfunctions_description_printable check (public.is_printable(description));
alter table public.parking_spaces
  add constraint parking_spaces_space_number_single_line check (public.is_single_line(space_number)),
  add constraint parking_spaces_location_single_line check (public.is_single_line(location)),
  add constraint parking_spaces_comments_printable check (public.is_printable(comments));
alter table public.cleaning_requests
  add constraint cleaning_requests_description_printable check (public.is_printable(description));
alter table public.cleaning_complaints
  add constraint cleaning_complaints_description_printable check (public.is_printable(description));
alter table public.nuisances
  add constraint nuisances_description_printable check (public.is_printable(description));

-- ---------------------------------------------------------------------------
-- 3. Unique text keys
-- ---------------------------------------------------------------------------
-- `value` without the spaces and invisible characters at either end (White_Space,
-- Default_Ignorable_Code_Point and U+2800), as the forms trim (fields.ts).
create function public.trim_blank(value text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '^[\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]+'
    || '|[\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]+$',
    '',
    'g'
  )
$$;
comment on function public.trim_blank(text) is
  'De tekst zonder spaties en onzichtbare tekens aan het begin en eind.';

-- The form of a key that uniqueness holds on: two keys a reader takes for the same
-- are equal here. In this order:
--   1. NFKC: compatibility forms become the plain ones (fullwidth 'Ｕ－００１' is
--      'U-001', a no-break space a space, é as e + U+0301 is é);
--   2. invisible characters are removed (Default_Ignorable_Code_Point, the control
--      characters that are no space, U+FFFC): 'U-001' + U+200B is 'U-001';
--   3. lower case: 'p-01' is 'P-01';
--   4. a run of spaces (White_Space, U+2800) and dashes (Unicode's Dash property:
--      hyphen-minus, en dash, minus sign…) separates two digits as one '-' and is
--      left out elsewhere: '45–1', '45 - 1' and '45-1' are '45-1' (and not '451');
--      '210 A', '210-A' and '210A' are '210a'; 'Schoon maak' is 'schoonmaak'.
create function public.text_key(value text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.replace(
    pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(
        pg_catalog.lower(
          pg_catalog.regexp_replace(
            normalize(value, NFKC),
            '[\u0001-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\uFFFC\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
            '',
            'g'
          )
        ),
        '[-\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u2800\u3000'
        || '\u058A\u05BE\u1400\u1806\u2010-\u2015\u2053\u207B\u208B\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u2E5D\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D\U00010D6E\U00010EAD]+',
        ' ',
        'g'
      ),
      '([0-9]) (?=[0-9])',
      '\1-',
      'g'
    ),
    ' ',
    ''
  )
$$;
comment on function public.text_key(text) is
  'Sleutelvorm van een tekst voor uniciteit: NFKC, zonder onzichtbare tekens, kleine letters, spaties en streepjes weggelaten (tussen twee cijfers één streepje).';

revoke execute on function public.trim_blank(text), public.text_key(text) from public, anon;
grant execute on function public.trim_blank(text), public.text_key(text) to authenticated, service_role;

-- Keys are stored trimmed, whatever the client sends.
create function public.trim_text_key() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  case tg_table_name
    when 'housing' then new.house_number := public.trim_blank(new.house_number);
    when 'parking_spaces' then new.space_number := public.trim_blank(new.space_number);
    when 'keys' then new.number := public.trim_blank(new.number);
    when 'facility_types' then new.name := public.trim_blank(new.name);
  end case;
  return new;
end;
$$;
revoke execute on function public.trim_text_key() from public, anon;

create trigger housing_trim_house_number
  before insert or update of house_number on public.housing
  for each row execute function public.trim_text_key();
create trigger parking_spaces_trim_space_number
  before insert or update of space_number on public.parking_spaces
  for each row execute function public.trim_text_key();
create trigger keys_trim_number
  before insert or update of number on public.keys
  for each row execute function public.trim_text_key();
create trigger facility_types_trim_name
  before insert or update of name on public.facility_types
  for each row execute function public.trim_text_key();

-- The unique indexes, on the key form, under the names of the constraints they replace
-- (their Dutch messages stay). Each still leads with its parent's id, so it still
-- serves the foreign key and the per-parent lookups.
alter table public.housing drop constraint housing_building_house_number_key;
create unique index housing_building_house_number_key on public.housing (building_id, public.text_key(house_number));
alter table public.parking_spaces drop constraint parking_spaces_building_space_number_key;
create unique index parking_spaces_building_space_number_key on public.parking_spaces (building_id, public.text_key(space_number));
alter table public.keys drop constraint keys_cabinet_number_key;
create unique index keys_cabinet_number_key on public.keys (key_cabinet_id, public.text_key(number));
-- Facility types: one index. The exact name's constraint is implied by it (and would
-- answer first for a name that equals another once trimmed, with the other message);
-- facility_types_name_id_idx serves the look-ups by name ('Schoonmaak').
alter table public.facility_types drop constraint facility_types_name_key;
drop index public.facility_types_name_normalized_key;
create unique index facility_types_name_normalized_key on public.facility_types (public.text_key(name));

-- import_housing (20261124000002_housing_import.sql) with the same rules, so that the
-- check before an import names the row: a house number that shows nothing is
-- missing (house_number_missing), a control character in a house number, orientation
-- or comments (line breaks allowed there) is a reason of its own
-- (control_characters, value: the column), and duplicates, in the file and with
-- existing units, are found on the key form (duplicate_in_file, duplicate_existing).
-- Every text is trimmed as the forms do. The rest is unchanged.
create or replace function public.import_housing(housing_rows jsonb, apply boolean default false)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  total integer;
  problems jsonb;
  inserted integer := 0;
begin
  if jsonb_typeof(housing_rows) is distinct from 'array' then
    raise exception 'import_housing expects a JSON array of rows' using errcode = '22023';
  end if;
  total := jsonb_array_length(housing_rows);
  if total > 50000 then
    raise exception 'import_housing takes at most 50000 rows' using errcode = '54000';
  end if;

  -- Lock the table against concurrent inserts, so that the duplicate check below
  -- still holds when the rows are inserted.
  if apply then
    lock table public.housing in share row exclusive mode;
  end if;

  -- One pass over the rows: every lookup is a hash join or an index probe, so the
  -- time grows with the number of rows, not with its square.
  create temporary table housing_import_rows on commit drop as
  with raw as (
    select (r.ordinality + 1)::integer as line,
           nullif(public.trim_blank(coalesce(r.value ->> 'building', '')), '') as building,
           case when not public.is_blank(coalesce(r.value ->> 'house_number', ''))
                then public.trim_blank(r.value ->> 'house_number') end as house_number,
           nullif(public.trim_blank(coalesce(r.value ->> 'floor', '')), '') as floor_text,
           nullif(replace(public.trim_blank(coalesce(r.value ->> 'square_meters', '')), ',', '.'), '') as square_meters_text,
           nullif(replace(public.trim_blank(coalesce(r.value ->> 'balcony_size', '')), ',', '.'), '') as balcony_size_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'orientation', '')), '') as orientation,
           nullif(public.trim_blank(coalesce(r.value ->> 'type', '')), '') as type_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'status', '')), '') as status_text,
           nullif(public.trim_blank(coalesce(r.value ->> 'comments', '')), '') as comments
      from jsonb_array_elements(housing_rows) with ordinality as r(value, ordinality)
  ),
  -- Building names are matched as written, ignoring case and surrounding spaces; a
  -- name two buildings share is ambiguous (unknown).
  names as (
    select lower(public.trim_blank(b.name)) as name_key, min(b.id::text)::uuid as id, min(b.floors) as floors, count(*) as matches
      from public.buildings b
     group by 1
  ),
  checked as (
    select raw.*,
           public.text_key(raw.house_number) as house_number_key,
           case when n.matches = 1 then n.id end as building_id,
           case when n.matches = 1 then n.floors end as building_floors,
           case when raw.floor_text ~ '^[0-9]{1,9}$' then raw.floor_text::integer end as floor,
           case when raw.square_meters_text ~ '^[0-9]{1,9}(\.[0-9]+)?$' then raw.square_meters_text::numeric end as square_meters,
           case when raw.balcony_size_text ~ '^[0-9]{1,9}(\.[0-9]+)?$' then raw.balcony_size_text::numeric end as balcony_size,
           case lower(coalesce(raw.type_text, 'huur'))
             when 'huur' then 'rent' when 'rent' then 'rent'
             when 'koop' then 'sale' when 'sale' then 'sale'
           end as type,
           case lower(coalesce(raw.status_text, 'bewoond'))
             when 'bewoond' then 'occupied' when 'occupied' then 'occupied'
             when 'verhuurd' then 'rented' when 'rented' then 'rented'
             when 'verkocht' then 'sold' when 'sold' then 'sold'
             when 'gereserveerd' then 'reserved' when 'reserved' then 'reserved'
           end as status
      from raw
      left join names n on n.name_key = lower(raw.building)
  )
  select c.*,
         -- The first line of the file with this building and house number (its key form).
         case when c.building_id is not null and c.house_number is not null
              then min(c.line) over (partition by c.building_id, c.house_number_key) end as first_line,
         -- An existing unit with this building and house number (the unique index answers).
         (c.building_id is not null and c.house_number is not null and exists (
            select 1 from public.housing h
             where h.building_id = c.building_id and public.text_key(h.house_number) = c.house_number_key)) as exists_already
    from checked c;

  select coalesce(jsonb_agg(jsonb_build_object('row', p.line, 'reasons', p.reasons) order by p.line), '[]'::jsonb)
    into problems
    from (
      select t.line,
             jsonb_agg(reason) filter (where reason is not null) as reasons
        from housing_import_rows t
        cross join lateral (values
          (case when t.building is null then jsonb_build_object('code', 'building_missing')
                when t.building_id is null then jsonb_build_object('code', 'building_unknown', 'value', t.building) end),
          (case when t.house_number is null then jsonb_build_object('code', 'house_number_missing')
                when not public.is_single_line(t.house_number)
                  then jsonb_build_object('code', 'control_characters', 'value', 'house_number') end),
          (case when t.floor_text is null then jsonb_build_object('code', 'floor_missing')
                when t.floor is null then jsonb_build_object('code', 'floor_invalid', 'value', t.floor_text)
                when t.building_id is not null and t.floor > t.building_floors
                  then jsonb_build_object('code', 'floor_above_building', 'value', t.floor::text, 'other', t.building_floors::text) end),
          (case when t.square_meters_text is not null and (t.square_meters is null or t.square_meters > 100000)
                  then jsonb_build_object('code', 'square_meters_invalid', 'value', t.square_meters_text) end),
          (case when t.balcony_size_text is not null and (t.balcony_size is null or t.balcony_size > 100000)
                  then jsonb_build_object('code', 'balcony_size_invalid', 'value', t.balcony_size_text) end),
          (case when not public.is_single_line(t.orientation)
                  then jsonb_build_object('code', 'control_characters', 'value', 'orientation') end),
          (case when t.type is null then jsonb_build_object('code', 'type_unknown', 'value', t.type_text) end),
          (case when t.status is null then jsonb_build_object('code', 'status_unknown', 'value', t.status_text) end),
          (case when not public.is_printable(t.comments)
                  then jsonb_build_object('code', 'control_characters', 'value', 'comments') end),
          (case when t.exists_already then jsonb_build_object('code', 'duplicate_existing', 'value', t.house_number) end),
          (case when t.first_line < t.line
                  then jsonb_build_object('code', 'duplicate_in_file', 'value', t.house_number, 'other', t.first_line::text) end)
        ) as v(reason)
       group by t.line
    ) p
   where p.reasons is not null;

  if apply and jsonb_array_length(problems) = 0 then
    insert into public.housing (building_id, house_number, floor, square_meters, balcony_size, orientation, type, status, comments)
    select building_id, house_number, floor, square_meters, balcony_size, orientation, type, status, comments
      from housing_import_rows
     order by line;
    get diagnostics inserted = row_count;
  end if;

  drop table housing_import_rows;
  return jsonb_build_object('rows', total, 'imported', inserted, 'problems', problems);
end;
$$;
