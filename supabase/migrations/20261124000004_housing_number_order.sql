-- House numbers sort as people read them: 2 before 10, 12 before 12a. The text alone
-- puts '10' before '2'. The order is the number in front, zero-padded, then the text.
alter table public.housing
  add column house_number_order text generated always as (
    lpad(coalesce(substring(house_number from '^[0-9]{1,12}'), ''), 12, '0') || lower(house_number)
  ) stored;
comment on column public.housing.house_number_order is
  'Huisnummer in leesvolgorde (2 voor 10, 12 voor 12a), om de lijst op te sorteren.';
drop index if exists public.housing_house_number_id_idx;
create index housing_house_number_order_id_idx on public.housing (house_number_order, id);
